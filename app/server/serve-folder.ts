/**
 * `npm start`'s server on a folder, in a process of its own: for what must not share a process with the
 * site's server. The publishing benchmark serves its site with it, apart from its own process, which also
 * answers as the CMS (an edit's page list check, about a second of that event loop at full scale, would
 * otherwise hold the site's answers, which no visitor of the real site waits on); a test runs it under
 * `ulimit -n`. Serves the folder given as its argument on a free port of 127.0.0.1, prints its address
 * (`http://127.0.0.1:<port>`) once it listens, and ends when its standard input closes (whoever started
 * it ended, however it ended). Usage: tsx app/server/serve-folder.ts DIR
 */
import type { AddressInfo } from 'node:net';
import { createStaticServer } from './static-server.ts';

const folder = process.argv[2];
if (!folder) throw new Error('usage: serve-folder.ts <folder>');
const server = createStaticServer(folder, { log: () => undefined });
server.listen(0, '127.0.0.1', () => console.log(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
