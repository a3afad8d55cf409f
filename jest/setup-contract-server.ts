import { setContractBackend } from '@/mocks/__tests__/contract-backend';
import { startTestServer, type TestServer } from '../server/testing/test-server';

// One server and database per suite file, back to the seed before each test.
let server: TestServer | undefined;

beforeAll(async () => {
  server = await startTestServer(process.env.CONTRACT_DATABASE_URL || undefined);
  setContractBackend({
    name: process.env.CONTRACT_DATABASE_URL ? 'server on PostgreSQL' : 'server on PGlite',
    ...server,
    guests: 'per-visitor',
  });
}, 60_000);

beforeEach(async () => {
  await server?.reset();
});

afterAll(async () => {
  await server?.close();
});
