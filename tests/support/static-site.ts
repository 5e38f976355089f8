/**
 * `npm start`'s server on a build folder in this process, for the server's tests, and the files of a
 * build they ask for.
 */
import { readdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createStaticServer } from '../../app/server/static-server.ts';

export type Listening = { url: string; port: number; close: () => Promise<void> };

export async function serve(dir: string, log: string[] = []): Promise<Listening> {
  const server = createStaticServer(dir, { log: (m) => log.push(m) });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}

/** The address of the first file under `sub` of the build `dir` (its own, not a precompressed copy), ending in `ext` when given, and with copies beside it when asked. */
export async function firstFile(dir: string, sub: string, ext = '', withCopies = false): Promise<string> {
  const entries = await readdir(join(dir, sub), { recursive: true, withFileTypes: true });
  const names = new Set(entries.map((e) => join(e.parentPath, e.name)));
  const files = entries
    .filter((e) => e.isFile() && e.name.endsWith(ext) && !/\.(br|gz)$/.test(e.name))
    .filter((e) => !withCopies || (names.has(join(e.parentPath, `${e.name}.br`)) && names.has(join(e.parentPath, `${e.name}.gz`))))
    .map((e) => join(e.parentPath, e.name).slice(dir.length))
    .sort();
  if (!files[0]) throw new Error(`no file under ${sub}`);
  return files[0];
}
