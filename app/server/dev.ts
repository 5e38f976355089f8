/**
 * npm run dev: the site rendered on request from content/ with Vite's hot reloading. Content is
 * read again on every request, so an editor sees a changed JSON file on reload; invalid content
 * shows its errors instead of a blank page. Search works on the index built from content/ when the
 * server starts (restart it to search changed content).
 */
import { escapeHtml } from '../../design-system/html/escape-html.ts';
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type * as ServerEntry from '../runtime/entry-server.tsx';
import { createServer as createHttpServer, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { formatContentError } from '../../pages/content/validate.ts';
import { headFor } from '../../pages/head/head-tags.ts';
import { siteNameFor } from '../../pages/chrome/site-chrome.ts';
import { folderSource } from '../site-build/content/source-from-env.ts';
import { buildMoment } from '../site-build/support/build-moment.ts';
import { htmlDocument } from '../site-build/render/html.ts';
import { loadContent } from '../site-build/content/load-content.ts';
import { writeSearchIndex } from '../site-build/search/search-index.ts';
import { pageDataFile, staticQueries } from '../site-build/site-files/site-data.ts';
import { TYPES } from '../serving/http-headers.ts';
import { siteRoutes, type SitePage } from '../../pages/routes/search-route.ts';
import { normalizePath, pageDataUrl, staticQueryUrl } from '../runtime/page-data.ts';
import { buildProgramme, programmeEntriesOf } from '../site-build/render/programme.ts';
import { provideRenderData } from '../site-build/render/render-pages.ts';
import { programmeUrl } from '../../pages/rules/today.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../generated/types/constants.ts';
import { commandLine, portVariable } from '../cli/command-line.ts';

commandLine({
  command: 'npm run dev',
  summary: 'the development server: Vite with hot reload, every page rendered on request from content/ (read on every request).',
  options: {},
  env: {
    PORT: portVariable('the port to listen on', 5173, 0),
    HOST: { help: 'the address to listen on (default 127.0.0.1)' },
  },
  example: 'PORT=5200 npm run dev',
});

type ServerBundle = typeof ServerEntry;
const root = resolve(import.meta.dirname, '../..');
// Vite is loaded once the command line is understood: `--help` answers at once.
const { createServer: createViteServer } = await import('vite');
const vite = await createViteServer({
  root,
  configFile: join(root, 'vite.config.ts'),
  server: { middlewareMode: true },
  appType: 'custom',
});

// The search index of the content as it is now, served at /pagefind/ as the built site does.
const searchDir = mkdtempSync(join(tmpdir(), 'museo-dev-search-'));
// The sample's dates move to today's week, as in a build (SOURCE_DATE_EPOCH pins the day).
const contentNow = () => folderSource(join(root, 'content'), root, buildMoment());
const atStart = await loadContent(contentNow());
await writeSearchIndex(
  atStart.pages.map((p) => p.page),
  searchDir,
).catch((err: unknown) => console.warn(`search index not built: ${(err as Error).message}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    rmSync(searchDir, { recursive: true, force: true });
    process.exit(0);
  });

/** Streams the file `path` names under `prefix` from `dir`, when it is there and inside `dir`; false otherwise. */
function serveFileUnder(res: ServerResponse, path: string, prefix: string, dir: string): boolean {
  if (!path.startsWith(prefix)) return false;
  const file = normalize(join(dir, path.slice(prefix.length)));
  if (!file.startsWith(dir + sep) || !existsSync(file) || !statSync(file).isFile()) return false;
  res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
  return true;
}

const server = createHttpServer((req, res) => {
  vite.middlewares(req, res, async () => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      // Files served as they are: sample media, the search index, and (development only) the mock data
      // source of /preview (/preview?src=/__preview-data/es/museo.json).
      if (
        serveFileUnder(res, url.pathname, '/media/', join(root, 'content/media')) ||
        serveFileUnder(res, url.pathname, '/pagefind/', join(searchDir, 'pagefind')) ||
        serveFileUnder(res, url.pathname, '/__preview-data/', join(root, 'content/pages'))
      )
        return;
      const content = await loadContent(contentNow());
      if (!content.site) throw new Error(content.errors.map(formatContentError).join('\n'));
      const queries = staticQueries(content.site);
      const byPath = new Map<string, SitePage>(
        [...content.pages.map(({ page }) => page), ...siteRoutes()].map((page) => [page.url.path, page]),
      );
      const json = (body: string) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(body);
      for (const q of queries.values()) if (url.pathname === staticQueryUrl(q.hash)) return json(q.body);
      // Today's programme, from the content as it is now (the build's programme files, made per request).
      const programme = buildProgramme(programmeEntriesOf(content.pages.map(({ page }) => page)), LANGUAGES, buildMoment());
      for (const [lang, body] of programme.bodies) if (url.pathname === programmeUrl(lang)) return json(body);
      for (const page of byPath.values())
        if (url.pathname === pageDataUrl(page.url.path)) {
          const query = queries.get(page.language.id)!;
          const { siteName, siteUrl } = query.file.data.chrome;
          return json(JSON.stringify(pageDataFile(page, query.hash, headFor(page, siteName, siteUrl))));
        }

      const ssr = (await vite.ssrLoadModule('/app/runtime/entry-server.tsx')) as ServerBundle;
      provideRenderData(ssr, { programme: programme.files });
      const page = byPath.get(normalizePath(url.pathname));
      const errors = content.errors.map(formatContentError);
      const banner = errors.length
        ? `<pre role="alert" style="white-space:pre-wrap;background:#fee;color:#600;padding:1rem;margin:0">${escapeHtml(errors.join('\n'))}</pre>`
        : '';
      const html = page
        ? htmlDocument({
            head: headFor(page, siteNameFor(content.site, page.language.id)),
            body: ssr.renderPage(page, queries.get(page.language.id)!.file.data.chrome),
            themeClass: ssr.themeClassFor(page),
            css: [],
            scripts: ['/@vite/client', '/app/runtime/entry-client.tsx'],
            preload: [],
          })
        : htmlDocument({
            head: { title: 'Not found', lang: DEFAULT_LANGUAGE, tags: [], jsonLd: [] },
            body: ssr.renderErrorPage(404, queries.get(DEFAULT_LANGUAGE)!.file.data.chrome),
            themeClass: ssr.themeClassFor(null),
            css: [],
            scripts: ['/@vite/client'],
            preload: [],
            kind: 'error',
          });
      res
        .writeHead(page ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' })
        .end((await vite.transformIndexHtml(url.pathname, html)).replace('<body>', `<body>${banner}`));
    } catch (err) {
      vite.ssrFixStacktrace(err as Error);
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end(String((err as Error).stack ?? err));
    }
  });
});

const port = Number(process.env.PORT ?? 5173);
// (The command line is read at the top of the file, before Vite starts.)
const host = process.env.HOST ?? '127.0.0.1';
server.listen(port, host, () =>
  console.log(`dev server: http://${host === '127.0.0.1' ? 'localhost' : host}:${port}/ (content/ is read on every request)`),
);
