/**
 * `npm start`'s server on a folder, in a process of its own (tests that change its limits: run under
 * `ulimit -n`), printing its port when it listens. Usage: tsx tests/support/serve-site.ts DIR
 */
import type { AddressInfo } from 'node:net';
import { createStaticServer } from '../../app/server/static-server.ts';

const server = createStaticServer(process.argv[2]!, { log: () => undefined });
server.listen(0, '127.0.0.1', () => console.log(`port ${(server.address() as AddressInfo).port}`));
