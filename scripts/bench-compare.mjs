// @ts-check
// `npm run bench:server -- --compare <git-ref>`: before and after in one run. The server of <git-ref>
// is built in a temporary git worktree (node_modules linked to this one's), and the bench then
// measures both builds alternately, ROUNDS times each (before, after; after, before; …), so a
// machine that grows busier or quieter during the run weighs on both alike. Each figure is the
// median of its rounds; a scenario whose requests/s fell by more than MAX_DROP fails the bench.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './built-server.mjs';

export const ROUNDS = 3;
/** The largest fall in requests/s from before to after that passes. */
export const MAX_DROP = 0.05;

/** @param {string[]} args */
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/**
 * The built server of `ref`, from a temporary worktree, and how to remove that worktree.
 * @param {string} ref
 * @returns {{ label: string, serverFile: string, remove(): void }}
 */
export function buildOf(ref) {
  const commit = git('rev-parse', '--short', `${ref}^{commit}`);
  const dir = mkdtempSync(join(tmpdir(), `bench-before-${commit}-`));
  rmSync(dir, { recursive: true });
  console.log(`building the server of ${ref} (${commit}) in ${dir} …`);
  git('worktree', 'add', '--detach', '--quiet', dir, commit);
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    git('worktree', 'remove', '--force', dir);
  };
  // A failing bench exits at once (process.exit), past any finally: the worktree goes then too.
  process.once('exit', remove);
  try {
    symlinkSync(realpathSync(join(root, 'node_modules')), join(dir, 'node_modules'));
    execFileSync('npx', ['webpack', '--config', 'webpack.server.config.js', '--stats', 'errors-only'], {
      cwd: dir,
      stdio: 'inherit',
    });
    const serverFile = join(dir, 'dist-server/server.js');
    if (!existsSync(serverFile)) throw new Error(`the build of ${ref} wrote no dist-server/server.js`);
    return { label: commit, serverFile, remove };
  } catch (error) {
    remove();
    throw error;
  }
}

/** Which build goes first in round `round`: before, after; then after, before; and so on. */
export const beforeFirst = (/** @type {number} */ round) => round % 2 === 0;

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * @template {{ backend: string, endpoint: string, connections: number }} Row
 * One row per scenario of `rounds` (each round's rows of one build), each number the median of its
 * rounds' (each column on its own, so a p99 is the median p99).
 * @param {Row[][]} rounds
 * @returns {Row[]}
 */
export function medianRows(rounds) {
  const [first = []] = rounds;
  return first.map((row, index) => {
    const same = rounds.map((rows) => rows[index] ?? row);
    /** @type {Record<string, unknown>} */
    const merged = { ...row };
    for (const [key, value] of Object.entries(row)) {
      if (typeof value !== 'number') continue;
      merged[key] = median(same.map((other) => Number(/** @type {Record<string, unknown>} */ (other)[key])));
    }
    return /** @type {Row} */ (merged);
  });
}

/**
 * Each scenario's median requests/s before and after, the change, and whether it holds.
 * @param {{ backend: string, endpoint: string, connections: number, perSecond: number }[]} before
 * @param {{ backend: string, endpoint: string, connections: number, perSecond: number }[]} after
 * @param {string} label what before is (its commit)
 */
export function comparison(before, after, label) {
  const rows = after.map((row, index) => {
    const was = before[index]?.perSecond ?? NaN;
    const change = row.perSecond / was - 1;
    return { ...row, was, change, holds: change >= -MAX_DROP };
  });
  const percent = (/** @type {number} */ change) =>
    `${change >= 0 ? '+' : '−'}${Math.abs(change * 100).toFixed(1)} %`;
  const worst = rows.reduce((low, row) => (row.change < low.change ? row : low));
  const name = `${worst.backend}: every scenario's 2xx/s no more than ${MAX_DROP * 100} % below ${label}'s (median of ${ROUNDS} each)`;
  const check = {
    name,
    figure: `lowest: ${worst.endpoint} × ${worst.connections}, ${percent(worst.change)}`,
    holds: rows.every((row) => row.holds),
    enforced: true,
  };
  return {
    rows,
    check,
    table: {
      caption: `Before (${label}) and after, median 2xx/s of ${ROUNDS} alternating runs each`,
      columns: ['backend', 'endpoint', 'conn.', `before (${label})`, 'after', 'change'],
      rows: rows.map((row) => [
        row.backend,
        row.endpoint,
        row.connections,
        Math.round(row.was),
        Math.round(row.perSecond),
        `${percent(row.change)}${row.holds ? '' : ' ✗'}`,
      ]),
    },
  };
}
