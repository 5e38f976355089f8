/** A port on 127.0.0.1 that nothing listens on now, for a server a tool or a test starts (nginx, the publishing service). */
import { createServer, type AddressInfo } from 'node:net';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
      .on('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
  });
