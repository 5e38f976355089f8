/**
 * Serves a built site the way production should: clean URLs (/a/b → a/b.html), trailing slashes
 * redirected permanently, real 404s with the 404 page, correct types, cache and security headers.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

export const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.ics': 'text/calendar; charset=utf-8',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
  '.wav': 'audio/wav',
  '.webm': 'video/webm',
  '.webmanifest': 'application/manifest+json',
  '.vtt': 'text/vtt; charset=utf-8',
};

/** The same headers are written to dist/_headers for static hosts. */
export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': [
    "default-src 'self'",
    // Pagefind's search runs as WebAssembly, which CSP treats as eval unless allowed by name.
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self'",
    "img-src 'self' data: https:",
    "media-src 'self' https:",
    "font-src 'self'",
    "connect-src 'self'",
    'frame-src https:',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; '),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

export function cacheControlFor(urlPath: string) {
  // Hashed build assets never change; HTML and page data must be revalidated so a deploy shows at once.
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=0, must-revalidate';
}

async function fileAt(root: string, rel: string) {
  const full = normalize(join(root, rel));
  if (full !== root && !full.startsWith(root + sep)) return null; // no escaping the site folder
  const s = await stat(full).catch(() => null);
  return s?.isFile() ? full : null;
}

/** /a/b → a/b.html or the file a/b itself; / → index.html. */
export async function resolveFile(root: string, urlPath: string) {
  if (urlPath === '/') return fileAt(root, 'index.html');
  return (await fileAt(root, `${urlPath.slice(1)}.html`)) ?? (await fileAt(root, urlPath.slice(1)));
}

export interface StaticServerOptions {
  /** Off for tools that need inline scripts (the Storybook build). */
  securityHeaders?: boolean;
}

export function createStaticServer(root: string, { securityHeaders = true }: StaticServerOptions = {}): Server {
  return createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = '/__invalid__';
    }
    if (securityHeaders) for (const [k, v] of Object.entries(SECURITY_HEADERS)) res.setHeader(k, v);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    if (pathname.length > 1 && pathname.endsWith('/')) {
      res.writeHead(301, { Location: `${pathname.replace(/\/+$/, '') || '/'}${url.search}` }).end();
      return;
    }
    const file = await resolveFile(root, pathname);
    const [status, path] = file ? [200, file] : [404, await fileAt(root, '404.html')];
    if (!path) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const info = await stat(path);
    // Revalidation (Cache-Control asks for it on every use): unchanged since the browser's copy → 304, no body.
    const since = Date.parse(req.headers['if-modified-since'] ?? '');
    if (status === 200 && since >= Math.floor(info.mtimeMs / 1000) * 1000) {
      res.writeHead(304, { 'Cache-Control': cacheControlFor(pathname), 'Last-Modified': info.mtime.toUTCString() }).end();
      return;
    }
    res.writeHead(status, {
      'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
      'Content-Length': info.size,
      'Cache-Control': status === 200 ? cacheControlFor(pathname) : 'no-store',
      'Last-Modified': info.mtime.toUTCString(),
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(path).pipe(res);
  });
}
