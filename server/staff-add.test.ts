import { sqlRepositories, verifyPassword, type SqlClient } from '@/api';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from './database';

const COMMAND = join(__dirname, '../dist-server/staff-add.js');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

let dataDir = '';
beforeEach(() => {
  if (!existsSync(COMMAND))
    throw new Error(`${COMMAND} is missing: npm test builds it first (npm run build:server).`);
  dataDir = mkdtempSync(join(tmpdir(), 'staff-add-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

/** `npm run staff:add -- <args>` as it runs after the build, the password piped in (as a script would). */
function staffAdd(args: string[], piped: string): Promise<Run> {
  const child = spawn(process.execPath, [COMMAND, ...args], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(piped);
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

/** The quick start's database the command wrote to, opened as the server opens it. */
async function withDatabase<T>(work: (db: SqlClient) => Promise<T>): Promise<T> {
  const db = await openDatabase({
    databaseUrl: null,
    dataDir: join(dataDir, 'pglite'),
    passwordIterations: 1000,
    seedDemoUsers: true,
  });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

const packer = ['--email', 'Ravi.Packer@sneakerhub.in', '--role', 'staff', '--name', 'Ravi Packer'];

it('adds a member with the piped password (its first line), and an audit line naming the command', async () => {
  const run = await staffAdd(packer, 'boxes-and-tape-7\nanything after\n');
  expect(run).toMatchObject({ code: 0, stderr: '' });
  expect(run.stdout).toContain('Added staff ravi.packer@sneakerhub.in');
  expect(run.stdout).not.toContain('boxes-and-tape-7');
  await withDatabase(async (db) => {
    const repos = sqlRepositories(db);
    const member = await repos.staff.findByEmail('ravi.packer@sneakerhub.in');
    expect(member).toMatchObject({ name: 'Ravi Packer', role: 'staff', disabled: false });
    expect(await verifyPassword('boxes-and-tape-7', member?.passwordHash ?? '')).toBe(true);
    const [line] = (await repos.staffAudit.page({ after: null }, 10)).entries;
    expect(line).toMatchObject({ staffEmail: 'npm run staff:add', action: 'staff.add', target: member?._id });
  });
}, 60_000);

it.each([
  ['a weak password', packer, 'short\n', 'Password must be at least 8 characters.'],
  [
    'an unknown role',
    ['--email', 'a@sneakerhub.in', '--role', 'boss'],
    'boxes-and-tape-7\n',
    'Role must be one of',
  ],
  [
    'a password in argv',
    [...packer, '--password', 'boxes-and-tape-7'],
    '',
    'never given on the command line',
  ],
  ['no role', ['--email', 'a@sneakerhub.in'], 'boxes-and-tape-7\n', 'Usage: npm run staff:add'],
])(
  '%s: a clear message, exit code 1, no one added',
  async (_label, args, piped, message) => {
    const run = await staffAdd(args, piped);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(message);
    expect(run.stdout).toBe('');
  },
  60_000,
);

it('an email already a member: a clear message, exit code 1, the member as they were', async () => {
  expect((await staffAdd(packer, 'boxes-and-tape-7\n')).code).toBe(0);
  const again = await staffAdd([...packer.slice(0, 2), '--role', 'owner'], 'another-password-8\n');
  expect(again.code).toBe(1);
  expect(again.stderr).toContain('A staff member with this email already exists.');
  await withDatabase(async (db) => {
    const member = await sqlRepositories(db).staff.findByEmail('ravi.packer@sneakerhub.in');
    expect(member?.role).toBe('staff');
  });
}, 90_000);
