/**
 * The publishing benchmark's site server, in a process of its own as production serves the site (nginx,
 * or `npm start`'s process). The benchmark's own process also answers as the CMS and drives the browser:
 * an edit's page list check asks that CMS for every document and its version (about a second of its
 * event loop at full scale), and a site served from the same process would wait on it, which no visitor
 * of the real site does. Serves the folder given as its argument on a free port of 127.0.0.1, prints its
 * address, and ends when its standard input closes (the benchmark ended, however it ended).
 */
import type { AddressInfo } from 'node:net';
import { createStaticServer } from '../server/static-server.ts';

const folder = process.argv[2];
if (!folder) throw new Error('usage: bench-site-server.ts <folder>');
const server = createStaticServer(folder, { log: () => undefined });
server.listen(0, '127.0.0.1', () => console.log(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
