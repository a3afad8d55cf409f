import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A load balancer of the test's own: every request (page, files, /api) goes to the next of
 * `upstreams` in turn, so one shopper's session is spread over several server processes.
 */
export async function roundRobinProxy(upstreams: string[]) {
  const answeredApi = upstreams.map(() => 0);
  let turn = 0;
  const server = createServer((incoming, outgoing) => {
    const index = turn % upstreams.length;
    turn += 1;
    const target = new URL(incoming.url ?? '/', upstreams[index]);
    if (target.pathname.startsWith('/api/')) answeredApi[index] = (answeredApi[index] ?? 0) + 1;
    const forwarded = request(
      target,
      { method: incoming.method, headers: { ...incoming.headers, host: target.host } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', (error) => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end(`proxy: ${error.message}`);
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** How many /api requests each upstream was given so far. */
    answeredApi: () => [...answeredApi],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
