/**
 * The benchmark's content: the synthetic museum served as a CMS serves it (--http), and the three edits
 * an editor makes between builds (an artwork changed, a page deleted, a translation added).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import send from 'send';
import { mapBounded } from '../site-build/support/map-bounded.ts';

/**
 * --http: the content folder as a CMS serves it (app/site-build/content/content-source.ts httpSource): the files
 * as they are, and pages/index.json listing the page documents.
 */
export async function serveContent(content: string): Promise<{ url: string; close: () => void }> {
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
  const server = createServer((req, res) => {
    // send decodes the path itself and refuses any that leaves the root.
    let path: string;
    try {
      path = new URL(req.url ?? '/', 'http://cms').pathname;
    } catch {
      res.writeHead(400).end();
      return;
    }
    if (path === '/pages/index.json') {
      index().then(
        (body) => res.writeHead(200, { 'content-type': 'application/json' }).end(body),
        () => res.writeHead(500).end(),
      );
      return;
    }
    send(req, path, { root: content })
      .on('error', (err: { status?: number }) => res.writeHead(err.status ?? 500).end())
      .pipe(res);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}
/** One artwork edited, as an editor would: its title and its text. */
export async function editOneArtwork(content: string, run: number) {
  const file = join(content, 'pages/synthetic/es/artwork/es-500042.json');
  const page = JSON.parse(await readFile(file, 'utf8'));
  page.title.value = `${page.title.value.replace(/ \(rev\. \d+\)$/, '')} (rev. ${run + 1})`;
  await writeFile(file, JSON.stringify(page));
}

/** One page unpublished: its document removed. */
export async function deleteOnePage(content: string, run: number) {
  await rm(join(content, `pages/synthetic/es/artwork/es-${500100 + run}.json`));
}

/** One translation added: an English artwork's page in Catalan, at its own address. */
export async function addOneTranslation(content: string, run: number) {
  const from = JSON.parse(await readFile(join(content, `pages/synthetic/en/artwork/en-${500200 + run}.json`), 'utf8'));
  from.language = { id: 'ca' };
  from.url = { path: from.url.path.replace(/^\/en\//, '/ca/') };
  from.id = `${from.id}-ca`;
  delete from.uuid;
  await writeFile(join(content, `pages/synthetic/ca/added-${run}.json`), JSON.stringify(from));
}
