/**
 * A TCP port nobody listens on at the moment, for the servers the bench, Lighthouse, the test
 * runner and the tests start on loopback. The port is released before it is returned, so another
 * process could take it first; on a development machine or a CI runner that does not happen in
 * practice.
 */
import net from 'node:net';

export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
