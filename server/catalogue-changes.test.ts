import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BROWSER_PBKDF2_ITERATIONS, productInputOf, type SqlClient } from '@/api';
import type { Product } from '@/shared/types';
import { readConfig } from './config';
import { openDatabase } from './database';
import { startServer, type RunningServer } from './server';
import { freshDatabase } from './testing/fresh-database.cjs';

// Each server process keeps the catalogue in memory and its answers for a while: a staff change
// made on one must reach the shoppers of every other at once (LISTEN/NOTIFY). Two servers, each
// with its own pool, cache and kept answers, are two processes here. PostgreSQL is there only
// where CONTRACT_DATABASE_URL is set (CI sets it); without it those tests are not registered,
// and the one process on PGlite is tested alone.
const describeWithPostgres = process.env.CONTRACT_DATABASE_URL ? describe : undefined;

/** A server on PostgreSQL at `url`, or on PGlite in `dataDir` (one process). */
async function startOn({
  url,
  dataDir,
}: {
  url: string | null;
  dataDir: string | null;
}): Promise<RunningServer> {
  const db: SqlClient = await openDatabase({
    databaseUrl: url,
    dataDir,
    passwordIterations: BROWSER_PBKDF2_ITERATIONS,
    seedDemoUsers: false,
    poolSize: 3,
  });
  const config = readConfig({
    JWT_SECRET: 'a-signing-secret-of-at-least-32-characters',
    ...(url ? { DATABASE_URL: url } : { DATA_DIR: dataDir ?? '' }),
    PUBLIC_URL: 'http://127.0.0.1',
    TEST_CHECKOUT: '1',
  });
  return startServer(
    db,
    { ...config, port: 0, host: '127.0.0.1', distDir: null },
    { passwordIterations: BROWSER_PBKDF2_ITERATIONS, log: () => undefined },
  );
}

const shopperProducts = async (server: RunningServer) =>
  ((await (await fetch(`${server.url}/api/products`)).json()) as { products: Product[] }).products;

/** The reader's products once `seen` holds of them (the notification takes a moment), or the last read. */
async function readerSees(server: RunningServer, seen: (products: Product[]) => boolean) {
  const giveUp = performance.now() + 3000;
  let products = await shopperProducts(server);
  while (!seen(products) && performance.now() < giveUp) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    products = await shopperProducts(server);
  }
  return products;
}

describeWithPostgres?.('a catalogue change on PostgreSQL, with two server processes', () => {
  let database: { url: string; drop(): Promise<void> };
  let servers: RunningServer[] = [];
  beforeAll(async () => {
    database = await freshDatabase(process.env.CONTRACT_DATABASE_URL ?? '', 'catalogue');
    const where = { url: database.url, dataDir: null };
    servers = [await startOn(where), await startOn(where)];
  }, 60_000);
  afterAll(async () => {
    for (const server of servers) await server.close();
    await database.drop();
  });

  it('reaches the shoppers of the other process at once: its kept answers and its catalogue are forgotten', async () => {
    const [writer, reader] = servers as [RunningServer, RunningServer];
    const before = await shopperProducts(reader);
    const product = before[3] as Product;
    // Read twice: the second answer is the one the reader keeps, and its catalogue is in memory.
    expect(await shopperProducts(reader)).toEqual(before);

    await writer.repos.transaction((tx) =>
      tx.catalogue.update(product._id, { ...productInputOf(product), price: product.price - 100 }),
    );
    expect((await shopperProducts(writer)).find((p) => p._id === product._id)?.price).toBe(
      product.price - 100,
    );
    const repriced = await readerSees(reader, (products) =>
      products.some((p) => p._id === product._id && p.price === product.price - 100),
    );
    expect(repriced.find((p) => p._id === product._id)?.price).toBe(product.price - 100);

    await writer.repos.transaction((tx) =>
      tx.catalogue.update(product._id, { ...productInputOf(product), published: false }),
    );
    const hidden = await readerSees(reader, (products) => !products.some((p) => p._id === product._id));
    expect(hidden.map((p) => p._id)).not.toContain(product._id);
    expect(hidden).toHaveLength(before.length - 1);
    expect((await fetch(`${reader.url}/api/products/${product._id}`)).status).toBe(404);
  });
});

describe('a catalogue change on PGlite, one process', () => {
  let server: RunningServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'catalogue-changes-'));
    server = await startOn({ url: null, dataDir });
  }, 60_000);
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is on its own shop at once: the answer it kept and its catalogue are forgotten', async () => {
    const before = await shopperProducts(server);
    const product = before[5] as Product;
    expect(await shopperProducts(server)).toEqual(before);
    await server.repos.transaction((tx) =>
      tx.catalogue.update(product._id, { ...productInputOf(product), price: product.price + 200 }),
    );
    const after = await shopperProducts(server);
    expect(after.find((p) => p._id === product._id)?.price).toBe(product.price + 200);
  });
});
