import type { PGlite as PGliteClass } from '@electric-sql/pglite';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

// An in-memory PGlite runs initdb when it starts: a second PGlite, the initdb program, a dump of
// the new data directory and a load of that dump, seconds of a suite's start. Its result depends
// only on PGlite's version, so the Node projects do it once per version and start every in-memory
// PGlite from that same dump (`loadDataDir`, the load PGlite does itself after initdb). Migrations
// and the seed still run per database, as in production. A PGlite in a data directory (the built
// server's, a test's DATA_DIR) is left alone: its first start is what such a test is about.

type Pglite = typeof import('@electric-sql/pglite');

const packageJson = join(dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
const { version } = JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string };
const templatePath = join(tmpdir(), `pglite-${version}-initdb.tar`);

/** Only the options a fresh in-memory database starts with: anything more is a case of its own. */
const isPlainInMemory = (options: unknown) =>
  options === undefined ||
  (typeof options === 'object' && options !== null && Object.keys(options).length === 0);

type Create = (...args: unknown[]) => Promise<PGliteClass>;

async function startFromTemplate(create: Create): Promise<PGliteClass> {
  if (existsSync(templatePath)) {
    return create({ loadDataDir: new Blob([readFileSync(templatePath)]) });
  }
  const fresh = await create();
  const dump = Buffer.from(await (await fresh.dumpDataDir('none')).arrayBuffer());
  // Written whole, then renamed: a worker reading it at the same moment never sees half of it.
  const partial = `${templatePath}.${process.pid}.partial`;
  writeFileSync(partial, dump);
  renameSync(partial, templatePath);
  return fresh;
}

jest.mock('@electric-sql/pglite', () => {
  const actual = jest.requireActual<Pglite>('@electric-sql/pglite');
  const create = actual.PGlite.create.bind(actual.PGlite) as Create;
  actual.PGlite.create = ((...args: unknown[]) =>
    args.every(isPlainInMemory) ? startFromTemplate(create) : create(...args)) as Pglite['PGlite']['create'];
  return actual;
});
