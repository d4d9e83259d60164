// The machine's own limit, measured beside Yatrika in the same run: a bare node:http server and
// a bare Fastify server, each answering one constant JSON body. `node bench/baseline-server.mjs
// http|fastify` listens on a free port of 127.0.0.1 and prints it.
import { createServer } from 'node:http';
import Fastify from 'fastify';

const body = JSON.stringify({ message: 'constant' });

if (process.argv[2] === 'http') {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    response.end(body);
  });
  server.listen(0, '127.0.0.1', () => console.log(server.address().port));
} else {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ message: 'constant' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(app.server.address().port);
}
