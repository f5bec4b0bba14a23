/**
 * The webhook benchmark's receiver, in its own process (its CPU is not the measured process's):
 * answers every POST `200 ok` once its body is read, counts them, tells its port over IPC and
 * answers `count` with the requests since the previous count.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

let received = 0;
const server = http.createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    received += 1;
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.end('ok');
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  process.send!({ port: (server.address() as AddressInfo).port });
});
process.on('message', () => {
  process.send!({ received });
  received = 0;
});
process.on('disconnect', () => server.close(() => process.exit(0)));
