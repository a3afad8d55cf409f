import { addStaffMember, HttpError, newStaffInput, sqlRepositories, stampOf, systemClock } from '@/api';
import { parseArgs } from 'node:util';
import { ConfigError, SERVER_PBKDF2_ITERATIONS } from './config';
import { openCommandDatabase } from './database';

/**
 * `npm run staff:add -- --email … --role owner|staff [--name …]`: adds a staff member to the
 * server's database (DATABASE_URL, else the PGlite quick start's under DATA_DIR, which the server
 * must not have open meanwhile). The password is typed at a prompt that does not echo it, or piped
 * in (its first line); never an argument, which the shell's history and the process list keep.
 * On PostgreSQL this is how the first owner is made: no demo account is seeded there.
 */

/** Who the audit log says added the member: no one signed in, the command itself. */
const COMMAND_LINE = { _id: 'command-line', email: 'npm run staff:add' };

const USAGE = 'Usage: npm run staff:add -- --email <email> --role owner|staff [--name <name>]';

class UsageError extends Error {}

function parseArguments(argv: readonly string[]): { email: string; role: string; name: string } {
  if (argv.some((argument) => argument.startsWith('--password'))) {
    throw new UsageError(
      'The password is never given on the command line (the shell history and the process list keep it): type it at the prompt, or pipe it in.',
    );
  }
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: { email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } },
      strict: true,
    }));
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const { email = '', role = '' } = values;
  if (!email || !role) throw new UsageError(USAGE);
  return { email, role, name: values.name ?? email.split('@')[0] ?? email };
}

/** What is typed until Enter, shown as nothing; Ctrl-C cancels. */
function promptHidden(question: string): Promise<string> {
  const { stdin, stderr } = process;
  stderr.write(question);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = (settle: () => void) => {
      stdin.off('data', onKeys);
      stdin.setRawMode(false);
      stdin.pause();
      stderr.write('\n');
      settle();
    };
    const onKeys = (keys: string) => {
      for (const key of keys) {
        if (key === '\r' || key === '\n') return finish(() => resolve(typed));
        if (key === '\u0003') return finish(() => reject(new UsageError('Cancelled: no one was added.')));
        typed = key === '\u007f' || key === '\b' ? typed.slice(0, -1) : typed + key;
      }
    };
    stdin.on('data', onKeys);
  });
}

/** The password: prompted twice on a terminal, else the first line piped in. */
async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) {
    const password = await promptHidden('Password for the new staff member: ');
    if ((await promptHidden('The same password again: ')) !== password) {
      throw new UsageError('The two passwords differ: no one was added.');
    }
    return password;
  }
  let piped = '';
  for await (const chunk of process.stdin) piped += String(chunk);
  return piped.split(/\r?\n/)[0] ?? '';
}

async function addFromCommandLine(argv: readonly string[]): Promise<string> {
  const input = newStaffInput({ ...parseArguments(argv), password: await readPassword() });
  const { db, where } = await openCommandDatabase(process.env);
  try {
    const at = stampOf(systemClock);
    const options = { passwordIterations: SERVER_PBKDF2_ITERATIONS, at };
    const member = await addStaffMember(sqlRepositories(db), input, COMMAND_LINE, options);
    return `Added ${member.role} ${member.email} (${member.name}, id ${member._id}) to ${where}. They sign in at /staff/login.`;
  } finally {
    await db.close();
  }
}

addFromCommandLine(process.argv.slice(2)).then(
  (done) => process.stdout.write(`${done}\n`),
  (error: unknown) => {
    const known = error instanceof HttpError || error instanceof UsageError || error instanceof ConfigError;
    process.stderr.write(`staff:add: ${known ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
