// @ts-check
// The ceiling `npm run bench:server` measures the shop's server against: node:http answering one
// constant JSON body (a three-line cart's size) and nothing else — no database, no token, no Fetch
// objects — in as many processes as the shop's server runs (WORKERS, default the machine's cores),
// under the same load generator on the same cores. It logs its URL as the server does.
import cluster from 'node:cluster';
import { createServer } from 'node:http';
import { availableParallelism } from 'node:os';

const workers = Number(process.env.WORKERS) || availableParallelism();
const body = Buffer.from(
  JSON.stringify({
    cart: Array.from({ length: 3 }, (_, index) => ({
      _id: `00000000-0000-4000-8000-00000000000${index}`,
      title: 'A sneaker of about this title',
      brand: 'Brand',
      price: 4999,
      qty: 1,
    })),
  }),
);

if (cluster.isPrimary) {
  let announced = false;
  cluster.on('listening', (_worker, address) => {
    if (announced) return;
    announced = true;
    console.log(JSON.stringify({ msg: 'listening', url: `http://127.0.0.1:${address.port}` }));
  });
  for (let index = 0; index < workers; index += 1) cluster.fork();
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill();
    process.exit(0);
  });
} else {
  createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
    response.end(body);
  }).listen(Number(process.env.PORT) || 0, '127.0.0.1');
}
