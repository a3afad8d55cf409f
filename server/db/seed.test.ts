import { randomBytes } from 'node:crypto';
import { BROWSER_PBKDF2_ITERATIONS, demoUsers, type SqlClient } from '@/api';
import { GUEST_CREDENTIALS } from '@/shared/constants';
import { readConfig } from '../config';
import { openDatabase } from '../database';
import { startServer, type RunningServer } from '../server';
import { seedOnce } from './seed';

const passwordIterations = BROWSER_PBKDF2_ITERATIONS;

let db: SqlClient;
let running: RunningServer | undefined;
beforeEach(async () => {
  db = await openDatabase({ databaseUrl: null, dataDir: null, passwordIterations, seedDemoUsers: false });
}, 60_000);
afterEach(async () => {
  await (running ? running.close() : db.close());
  running = undefined;
});

const emails = async () =>
  (await db.query<{ email: string }>(`SELECT email FROM users ORDER BY email`)).map((row) => row.email);

async function post(path: string, body: unknown) {
  const response = await fetch(`${running?.url ?? ''}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

it('without SEED_DEMO_USERS: the catalogue and no demo account, yet Login as Guest makes a guest account with the sample address', async () => {
  expect(await emails()).toEqual([]);
  expect((await db.query(`SELECT 1 FROM products`)).length).toBeGreaterThan(0);

  const config = readConfig({ JWT_SECRET: randomBytes(32).toString('hex') });
  running = await startServer(
    db,
    { ...config, port: 0, host: '127.0.0.1', distDir: null },
    { passwordIterations, log: () => undefined },
  );
  expect((await post('/auth/login', GUEST_CREDENTIALS)).status).toBe(404);

  const guest = await post('/auth/guest', undefined);
  expect(guest.status).toBe(201);
  const login = await post('/auth/login', guest.body);
  expect(login.status).toBe(200);
  const addresses = await fetch(`${running.url}/api/user/addresses`, {
    headers: { authorization: String(login.body.encodedToken) },
  });
  const sample = demoUsers[0]?.addresses[0];
  expect(((await addresses.json()) as { addresses: unknown[] }).addresses).toEqual([
    expect.objectContaining({ name: sample?.name, residence: sample?.residence, pincode: sample?.pincode }),
  ]);
});

it('a later start that asks puts the demo accounts in once; one that does not leaves them', async () => {
  await seedOnce(db, { passwordIterations, demoUsers: true });
  const seeded = demoUsers.map((user) => user.email).sort();
  expect(await emails()).toEqual(seeded);
  await seedOnce(db, { passwordIterations, demoUsers: true });
  await seedOnce(db, { passwordIterations, demoUsers: false });
  expect(await emails()).toEqual(seeded);
});
