/**
 * A content folder served as a CMS serves it (app/site-build/content/content-source.ts httpSource): the
 * files as they are, and pages/index.json listing the page documents with their versions. The
 * benchmark's CMS (`npm run bench -- --http`, the publishing figures) and the publishing service's tests'.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import send from 'send';
import { mapBounded } from '../site-build/support/map-bounded.ts';

export interface LocalCms {
  url: string;
  /** Requests answered or being answered, by path (pages/index.json, pages/es/inicio.json…). */
  requests: Map<string, number>;
  close(): void;
}

interface LocalCmsOptions {
  /**
   * Called before each request is answered: a status number is answered instead (a CMS that is down),
   * and a promise holds the answer until it settles (a slow CMS).
   */
  before?: (path: string) => number | void | Promise<number | void>;
}

export async function serveContent(content: string, { before }: LocalCmsOptions = {}): Promise<LocalCms> {
  // Listed again at every request, as a CMS would (an edit deletes a page between builds), each page
  // with its version (size and modification time), so a build after an edit asks only for what changed.
  const index = async () => {
    const files = (await readdir(join(content, 'pages'), { recursive: true })).filter((f) => f.endsWith('.json')).sort();
    const list = await mapBounded(files, 16, async (file) => {
      const s = await stat(join(content, 'pages', file));
      return { file, version: `${s.size}-${s.mtimeMs}` };
    });
    return JSON.stringify(list);
  };
  const requests = new Map<string, number>();
  const answer = (path: string, req: Parameters<typeof send>[0], res: ServerResponse) => {
    if (path === '/pages/index.json') {
      index().then(
        (body) => res.writeHead(200, { 'content-type': 'application/json' }).end(body),
        () => res.writeHead(500).end(),
      );
      return;
    }
    // send decodes the path itself and refuses any that leaves the root.
    send(req, path, { root: content })
      .on('error', (err: { status?: number }) => res.writeHead(err.status ?? 500).end())
      .pipe(res);
  };
  const server = createServer((req, res) => {
    let path: string;
    try {
      path = new URL(req.url ?? '/', 'http://cms').pathname;
    } catch {
      res.writeHead(400).end();
      return;
    }
    requests.set(path.slice(1), (requests.get(path.slice(1)) ?? 0) + 1);
    if (!before) return answer(path, req, res);
    Promise.resolve(before(path.slice(1))).then(
      (status) => (typeof status === 'number' ? res.writeHead(status).end('the CMS is unavailable') : answer(path, req, res)),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => (server.closeAllConnections(), server.close()),
  };
}
