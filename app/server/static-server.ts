/**
 * Serves a built site the way production should, with `send` (the engine of serve-static and
 * Express) doing the HTTP: ETag and Last-Modified with 304, Range requests with 206 and 416,
 * HEAD. This file adds the project's few rules: clean URLs (/a/b → a/b.html), trailing slashes
 * redirected permanently to a same-origin path, Brotli or gzip by Accept-Encoding (the build's
 * precompressed copies of its hashed assets and search files; pages and page data compressed on the
 * first request and kept in a bounded cache: compressed-bodies.ts), real 404s with the 404 page of the address's language, cache and security
 * headers (read from the build's own `_headers`, so they change with a deploy), and no file
 * reached through a symlink that leaves the site.
 *
 * Deploys: `root` may be a symlink the build switches atomically (see app/site-build/publish/publish.ts); it is
 * resolved once per request, so every request is answered from one whole build.
 * No request can stop the server: every failure is answered (400, 404, 405, 500) and logged.
 */
import { readFile, realpath, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { basename, dirname, extname, join } from 'node:path';
import fresh from 'fresh';
import send from 'send';
import { boundConnections } from './connection-bounds.ts';
import { answerProtocolEdges } from './protocol-edges.ts';
import { fileInside, parseTarget, resolveFile, sameOriginLocation } from '../serving/request-target.ts';

import { createCompressedBodies, MIN_COMPRESSIBLE_BYTES, type Encoding } from './compressed-bodies.ts';
import {
  TYPES,
  COMPRESSIBLE,
  PRECOMPRESSED_SEARCH_FILES,
  DOCUMENT_ONLY_HEADERS,
  isSubresource,
  HSTS,
  securityHeaders,
  cacheControlFor,
  isCrossOriginReadable,
  parseHeadersFile,
} from '../serving/http-headers.ts';
import { isLanguagePrefix } from '../../pages/routes/language-path.ts';

interface StaticServerOptions {
  /** Off for tools that need inline scripts (the Storybook build). */
  securityHeaders?: boolean;
  /** Log of failures answered with 500 (default: console.error). */
  log?: (message: string) => void;
  /** Bytes of compressed pages and page data kept in memory (compressed-bodies.ts). */
  compressionCacheBytes?: number;
  /** A request's headers must all arrive within this (default 15 s), else 408 (connection-bounds.ts). */
  headersTimeoutMs?: number;
  /** Connections open at once (default: half the process's open files, connection-bounds.ts). */
  maxConnections?: number;
}

/** The encodings the client accepts, best first (q=0 refuses one). */
function acceptedEncodings(header: string | undefined): ('br' | 'gzip')[] {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name!, q ? Number(q.slice(2)) || 0 : 1);
  }
  return (['br', 'gzip'] as const).filter((e) => (accepted.get(e) ?? accepted.get('*') ?? 0) > 0);
}

type Variant = { file: string; encoding: Encoding } | { compress: Encoding };

/**
 * What to send instead of `file` when the client takes an encoding: the build's precompressed copy
 * when there is one (hashed assets, the search library), else the body compressed now (pages, page
 * data). Never for a Range request: ranges are of the file's own bytes.
 */
async function variantFor(root: string, file: string, req: IncomingMessage): Promise<Variant | null> {
  const precompressedOnly = PRECOMPRESSED_SEARCH_FILES.has(extname(file));
  if ((!COMPRESSIBLE.has(extname(file)) && !precompressedOnly) || req.headers.range) return null;
  const accepted = acceptedEncodings(req.headers['accept-encoding']);
  for (const encoding of accepted) {
    const variant = await fileInside(root, file.slice(root.length + 1) + (encoding === 'br' ? '.br' : '.gz'));
    if (variant) return { file: variant, encoding };
  }
  // The search index's own files are sent as they are without a copy (an index from an older build is gzipped by Pagefind already).
  return accepted[0] && !precompressedOnly ? { compress: accepted[0] } : null;
}

/** Per build folder: the headers of its _headers file (the last few builds are remembered). */
const headerCache = new Map<string, Promise<Record<string, string>>>();
function headersOf(root: string) {
  let h = headerCache.get(root);
  if (!h) {
    h = readFile(join(root, '_headers'), 'utf8').then(parseHeadersFile, () => securityHeaders());
    headerCache.set(root, h);
    if (headerCache.size > 4) headerCache.delete(headerCache.keys().next().value!);
  }
  return h;
}

const behindHttps = (req: IncomingMessage) =>
  ('encrypted' in req.socket && Boolean(req.socket.encrypted)) ||
  String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]!
    .trim()
    .toLowerCase() === 'https';

export function createStaticServer(
  site: string,
  {
    securityHeaders: withSecurity = true,
    log = console.error,
    compressionCacheBytes,
    headersTimeoutMs = 15_000,
    maxConnections,
  }: StaticServerOptions = {},
): Server {
  const compressedBodies = createCompressedBodies(compressionCacheBytes);

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const root = await realpath(site).catch(() => null);
    if (withSecurity) {
      for (const [k, v] of Object.entries(root ? await headersOf(root) : securityHeaders())) res.setHeader(k, v);
      if (behindHttps(req)) res.setHeader('Strict-Transport-Security', HSTS);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      // Answered at once and the connection closed: a body the server refuses is never read.
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Length': 0, Connection: 'close' }).end();
      return;
    }
    const target = parseTarget(req.url ?? '/');
    if (target === 400) return sendErrorPage(compressedBodies, req, res, root, 400);
    // A language with a path prefix has its own 404 page at /{lang}/404.
    const lang = target !== 404 && isLanguagePrefix(target.segments[0]) ? target.segments[0] : undefined;
    if (target === 404) return sendErrorPage(compressedBodies, req, res, root, 404);
    if (target.trailingSlash) {
      res.writeHead(301, { Location: sameOriginLocation(target.segments, target.search), 'Content-Length': 0 }).end();
      return;
    }
    if (!root) return sendErrorPage(compressedBodies, req, res, null, 500);
    const last = target.segments.at(-1);
    if (target.segments.length <= 2 && (last === '404' || last === '500') && (target.segments.length === 1 || lang)) {
      return sendErrorPage(compressedBodies, req, res, root, last === '500' ? 500 : 404, lang);
    }
    const file = await resolveFile(root, target.segments);
    if (!file) return sendErrorPage(compressedBodies, req, res, root, 404, lang);

    const variant = await variantFor(root, file, req);
    if (isSubresource('/' + target.segments.join('/'))) for (const h of DOCUMENT_ONLY_HEADERS) res.removeHeader(h);
    res.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', cacheControlFor('/' + target.segments.join('/')));
    if (isCrossOriginReadable('/' + target.segments.join('/'))) res.setHeader('Access-Control-Allow-Origin', '*');
    if (COMPRESSIBLE.has(extname(file)) || PRECOMPRESSED_SEARCH_FILES.has(extname(file))) res.setHeader('Vary', 'Accept-Encoding');
    if (variant && 'compress' in variant && (await sendCompressed(compressedBodies, req, res, file, variant.compress))) return;
    const precompressed = variant && 'file' in variant ? variant : null;
    const served = precompressed?.file ?? file;
    if (precompressed) res.setHeader('Content-Encoding', precompressed.encoding);
    await sendFile(compressedBodies, req, res, root, served, lang);
  }

  const server = createServer(
    // Node checks the clocks of open requests every interval: a tenth of the limit, so a slow header is cut within 10 % of it.
    {
      headersTimeout: headersTimeoutMs,
      requestTimeout: headersTimeoutMs * 2,
      connectionsCheckingInterval: Math.max(50, headersTimeoutMs / 10),
    },
    (req, res) => {
      res.on('error', () => undefined);
      handle(req, res).catch((err: unknown) => {
        log(`static server: ${req.method} ${JSON.stringify(req.url)}: ${(err as Error).stack ?? err}`);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Server error');
        else res.destroy();
      });
    },
  );
  boundConnections(server, maxConnections);
  answerProtocolEdges(server, 'GET, HEAD');
  return server;
}

type CompressedBodies = ReturnType<typeof createCompressedBodies>;

/**
 * `file` compressed now (or from the cache) with its own ETag, honouring If-None-Match and
 * If-Modified-Since as `send` does; false when it is too small to be worth it (sent as it is).
 */
async function sendCompressed(
  bodies: CompressedBodies,
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  encoding: Encoding,
): Promise<boolean> {
  const stats = await stat(file);
  if (stats.size < MIN_COMPRESSIBLE_BYTES) return false;
  const { body, etag } = await bodies.get(file, stats, encoding);
  res.setHeader('ETag', etag);
  res.setHeader('Last-Modified', stats.mtime.toUTCString());
  if (fresh(req.headers, { etag, 'last-modified': stats.mtime.toUTCString() })) {
    res.writeHead(304).end();
    return true;
  }
  res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
/** An error page with its status: the language's own 404 page, the 500 page, or plain text when the build has none. */
async function sendErrorPage(
  bodies: CompressedBodies,
  req: IncomingMessage,
  res: ServerResponse,
  root: string | null,
  status: 400 | 404 | 500,
  lang?: string,
) {
  const name = status === 500 ? '500.html' : lang ? `${lang}/404.html` : '404.html';
  const page = root && ((await fileInside(root, name)) ?? (await fileInside(root, '404.html')));
  const variant = page && root ? await variantFor(root, page, req) : null;
  let body: Buffer | null = null;
  let encoding: Encoding | null = null;
  if (page && variant && 'compress' in variant) {
    const s = await stat(page).catch(() => null);
    const compressed = s && s.size >= MIN_COMPRESSIBLE_BYTES ? await bodies.get(page, s, variant.compress).catch(() => null) : null;
    if (compressed) [body, encoding] = [compressed.body, variant.compress];
  } else if (variant && 'file' in variant) {
    body = await readFile(variant.file).catch(() => null);
    encoding = body && variant.encoding;
  }
  if (page && !body) body = await readFile(page).catch(() => null);
  if (res.headersSent) return res.end();
  res.statusCode = status;
  res.setHeader('Cache-Control', 'no-store');
  if (body) {
    res.setHeader('Content-Type', TYPES['.html']!);
    res.setHeader('Vary', 'Accept-Encoding');
    if (encoding) res.setHeader('Content-Encoding', encoding);
  } else res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  const text = body ?? Buffer.from(status === 400 ? 'Bad request' : status === 404 ? 'Not found' : 'Server error');
  res.setHeader('Content-Length', text.length);
  res.end(req.method === 'HEAD' ? undefined : text);
}

/** A file as `send` serves it (ranges, conditional requests); a failure answered as its status says, with the error page where there is one. */
function sendFile(
  bodies: CompressedBodies,
  req: IncomingMessage,
  res: ServerResponse,
  root: string,
  served: string,
  lang: string | undefined,
) {
  return new Promise<void>((done) => {
    send(req, '/' + encodeURIComponent(basename(served)), {
      root: dirname(served),
      dotfiles: 'allow',
      index: false,
      cacheControl: false,
      etag: true,
      lastModified: true,
    })
      .on('error', (err: { status?: number }) => {
        for (const h of ['Content-Encoding', 'ETag', 'Last-Modified', 'Accept-Ranges']) res.removeHeader(h);
        if (err.status && err.status !== 404 && err.status < 500) {
          // 412 (If-Match failed), 416 (a range outside the file, Content-Range set by send): no body.
          res.removeHeader('Content-Type');
          res.writeHead(err.status, { 'Content-Length': 0 }).end();
          return done();
        }
        res.removeHeader('Content-Range');
        void sendErrorPage(bodies, req, res, root, err.status === 404 ? 404 : 500, lang).then(
          () => done(),
          () => done(),
        );
      })
      .on('end', done)
      .pipe(res);
    res.once('close', done);
  });
}
