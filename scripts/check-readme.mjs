// @ts-check
// The README's part of the docs check: its folder map (## Folders) names every folder of
// src/features and src/api, so a feature or resource is described the day it is made, and its
// scripts overview (## Scripts) every npm script package.json has (`npm run <script>`, or
// `npm test`, `npm start`), lifecycle hooks aside. A README without such a section is not checked
// for it (a throwaway repository in the check's own tests).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const FOLDERS_HEADING = 'Folders';
const SCRIPTS_HEADING = 'Scripts';
/** The folders whose every subfolder the map names. */
const MAPPED = ['src/features', 'src/api'];

/** @param {string} markdown @param {string} heading @returns {string | null} the section's text */
function section(markdown, heading) {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => new RegExp(`^#{1,6}\\s+${heading}\\s*$`).test(line));
  if (start === -1) return null;
  const level = /^#+/.exec(lines[start] ?? '')?.[0].length ?? 2;
  const end = lines.findIndex(
    (line, index) => index > start && /^#+\s/.test(line) && (/^#+/.exec(line)?.[0].length ?? 7) <= level,
  );
  return lines.slice(start + 1, end === -1 ? undefined : end).join('\n');
}

/**
 * @param {string} root the repository
 * @param {string[]} problems
 */
export function checkReadme(root, problems) {
  const readme = existsSync(join(root, 'README.md')) ? readFileSync(join(root, 'README.md'), 'utf8') : '';
  const map = section(readme, FOLDERS_HEADING);
  for (const parent of MAPPED.filter((dir) => map !== null && existsSync(join(root, dir)))) {
    const folders = readdirSync(join(root, parent), { withFileTypes: true }).filter((entry) =>
      entry.isDirectory(),
    );
    for (const { name } of folders) {
      if (!new RegExp(`(?<![\\w-])${name}(?![\\w-])`).test(map ?? '')) {
        problems.push(`README.md: the folder map (## ${FOLDERS_HEADING}) does not name ${parent}/${name}`);
      }
    }
  }
  const overview = section(readme, SCRIPTS_HEADING);
  if (overview === null) return;
  /** @type {string[]} */
  const scripts = Object.keys(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts ?? {});
  const named = new Set([...overview.matchAll(/\bnpm (?:run )?([\w:.-]*\w)/g)].map((m) => m[1]));
  const hookOf = (/** @type {string} */ name) => /^(?:pre|post)(.+)$/.exec(name)?.[1] ?? '';
  for (const script of scripts) {
    if (!named.has(script) && !scripts.includes(hookOf(script))) {
      problems.push(
        `README.md: the scripts overview (## ${SCRIPTS_HEADING}) does not name \`npm run ${script}\``,
      );
    }
  }
}
