import { setContractBackend } from '@/api/testing/contract-backend';
import { runningServers } from '../server/testing/running-servers';
import { startTestServer } from '../server/testing/test-server';

// One server and database per suite file, back to the seed before each test. With
// CONTRACT_SERVER_URLS, server processes already running (on the DATABASE_URL and JWT_SECRET given
// here too) instead, each request going to the next of them.
let server: { reset(): Promise<void>; close(): Promise<void> } | undefined;

beforeAll(async () => {
  const urls = process.env.CONTRACT_SERVER_URLS;
  if (urls) {
    const running = await runningServers(urls.split(','), process.env);
    setContractBackend(running);
    server = running;
    return;
  }
  // Behind a trusted loopback proxy, so the suites can speak from many client addresses.
  const started = await startTestServer(process.env.CONTRACT_DATABASE_URL || undefined, {
    env: { TRUST_PROXY: 'loopback' },
  });
  setContractBackend({
    name: process.env.CONTRACT_DATABASE_URL ? 'server on PostgreSQL' : 'server on PGlite',
    ...started,
    guests: 'per-visitor',
    testCheckout: 'server',
    clientAddressHeader: 'x-forwarded-for',
  });
  server = started;
}, 60_000);

beforeEach(async () => {
  await server?.reset();
});

afterAll(async () => {
  await server?.close();
});
