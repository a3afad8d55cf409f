import { GUEST_CREDENTIALS } from '@/shared/constants';
import { serverMessages } from '@/shared/messages';
import { LOGIN_DELAYS, RATE_LIMITS } from '@/api';
import { ConfigError, readConfig } from './config';
import type { LogEntry } from './http/app';
import { startTestServer, type TestServer } from './testing/test-server';

/** Who asked: the client address the limits count by (TRUST_PROXY), and each request's id. */

const { points } = RATE_LIMITS.loginFailuresPerAccount;
const logged: LogEntry[] = [];
const servers: TestServer[] = [];

async function serverWith(env: NodeJS.ProcessEnv): Promise<TestServer> {
  const server = await startTestServer(undefined, { env, log: (entry) => logged.push(entry) });
  servers.push(server);
  return server;
}

/** One server without TRUST_PROXY for every test that needs no other. */
let plain: TestServer;
beforeAll(async () => {
  plain = await serverWith({});
}, 60_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

const wrongLogin = (server: TestServer, forwardedFor?: string) =>
  fetch(`${server.apiBase}/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }),
    },
    body: JSON.stringify({ email: GUEST_CREDENTIALS.email, password: 'not-the-password' }),
  });

async function lockOut(server: TestServer, forwardedFor: string): Promise<void> {
  for (let attempt = 1; attempt <= points; attempt += 1) {
    expect((await wrongLogin(server, forwardedFor)).status).toBe(401);
  }
}

describe('the client address', () => {
  it('is the socket peer without TRUST_PROXY: a made-up X-Forwarded-For escapes no limit', async () => {
    const server = plain;
    for (let attempt = 1; attempt <= points; attempt += 1) {
      expect((await wrongLogin(server, `198.51.100.${attempt}`)).status).toBe(401);
    }
    expect((await wrongLogin(server, '198.51.100.99')).status).toBe(429);
  }, 60_000);

  it.each([['1'], ['loopback, 10.0.0.0/8']])(
    'with TRUST_PROXY=%s is the address the proxy saw: one client locked out, another not',
    async (trustProxy) => {
      const server = await serverWith({ TRUST_PROXY: trustProxy });
      // What the client put in front of the proxy's own entry is not believed.
      await lockOut(server, '10.9.9.9, 203.0.113.5');
      expect((await wrongLogin(server, '203.0.113.5')).status).toBe(429);
      // Once the account's own short wait (from every address together) is over, another client
      // still gets the spec's 401: the 15 minutes are the first client's alone.
      await new Promise((resolve) => setTimeout(resolve, LOGIN_DELAYS.firstDelaySeconds * 1000 + 250));
      expect((await wrongLogin(server, '203.0.113.5')).status).toBe(429);
      expect((await wrongLogin(server, '203.0.113.6')).status).toBe(401);
    },
    60_000,
  );

  it.each([['true'], ['a proxy'], ['300.1.1.1']])('TRUST_PROXY=%s is refused at start', (value) => {
    expect(() => readConfig({ TRUST_PROXY: value, JWT_SECRET: 'x'.repeat(32) })).toThrow(ConfigError);
  });
});

describe('the request id', () => {
  it('is in every answer and its log line, never taken from the client', async () => {
    const server = plain;
    const response = await fetch(`${server.apiBase}/products`, { headers: { 'x-request-id': 'made-up' } });
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(logged.find((entry) => entry.requestId === requestId)).toMatchObject({
      path: '/api/products',
      status: 200,
    });
  });

  it("names a 500, whose cause (the database's own words) goes to the log only", async () => {
    const server = plain;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest
      .spyOn(server.running.repos.testTodos, 'all')
      .mockRejectedValue(new Error('invalid byte sequence for encoding "UTF8": 0x00'));

    const response = await fetch(`${server.apiBase}/test-todos`);

    expect(response.status).toBe(500);
    const requestId = response.headers.get('x-request-id');
    expect(await response.json()).toEqual({ error: serverMessages.somethingWentWrong, requestId });
    expect(logged.find((entry) => entry.requestId === requestId)).toMatchObject({ status: 500 });
    const cause = errors.mock.calls
      .map(([line]) => String(line))
      .find((line) => line.includes(String(requestId)));
    expect(cause).toContain('invalid byte sequence');
  });
});
