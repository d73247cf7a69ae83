// The ceiling server, run as its own process like the shop (sharing the bench's thread with autocannon
// would halve it): a bare node:http server answering every request with the bytes of the file in argv[2].
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const body = readFileSync(process.argv[2]);
const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => process.send?.({ port: server.address().port }));
