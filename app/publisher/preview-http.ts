/**
 * The drafts' listener (PUBLISH_PREVIEW_PORT): an origin apart from the service's, so a draft's script,
 * were one ever to run, could read nothing the status page shows nor press its buttons.
 *   GET  /draft          an editor's draft, from a signed preview link (./draft-link.ts; rendered by
 *                        ./draft-renderer.ts in a process of its own, within the bounds of ./draft-client.ts),
 *                        with the published site's files it loads (/assets/, /pictures/, /media/…, read only)
 *   GET  /health         "ok"
 */
import type { Server } from 'node:http';
import { answerProtocolEdges } from '../server/protocol-edges.ts';
import { createStaticServer } from '../server/static-server.ts';
import type { PublisherConfig } from './config.ts';
import type { DraftClient } from './draft-client.ts';
import { checkPreviewLink } from './draft-link.ts';
import { json, listener, send } from './listener.ts';

/** The published site's files a draft loads, served from the output folder as `npm start` serves them. */
const SITE_FILES = /^\/(?:assets|pictures|media|page-data|pagefind)\/|^\/(?:favicon\.svg|app-icon\.svg|manifest\.webmanifest)$/;

/**
 * The drafts' listener, an origin apart from the service's: `/draft`, the published site's files a
 * draft loads, and `/health`; nothing else (no status, no form, no hook).
 */
export function previewServer(config: PublisherConfig, drafts: DraftClient): Server {
  const site = createStaticServer(config.outDir, { log: () => undefined });
  const server = listener(async (req, res) => {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://preview');
    } catch {
      return json(res, 400, { error: 'the request target is not a path' });
    }
    const read = req.method === 'GET' || req.method === 'HEAD';
    if (!read) return json(res, 405, { error: 'GET only' }, { allow: 'GET, HEAD' });
    if (url.pathname === '/draft') {
      const link = checkPreviewLink(url.searchParams, config.secret, Date.now());
      // A request gone (the editor closed the tab, a flood's client gave up) takes its render with it.
      const gone = new AbortController();
      res.once('close', () => res.writableFinished || gone.abort());
      const answer = 'file' in link ? await drafts.render(link.file, gone.signal) : link;
      return send(res, answer.status, answer.html, 'text/html; charset=utf-8', { ...answer.headers, 'x-frame-options': 'DENY' });
    }
    if (SITE_FILES.test(url.pathname)) return void site.emit('request', req, res);
    if (url.pathname === '/health') return send(res, 200, 'ok\n', 'text/plain; charset=utf-8');
    return json(res, 404, { error: 'no such address' });
  });
  answerProtocolEdges(server, 'GET, HEAD');
  return server;
}
