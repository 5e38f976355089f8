/**
 * What the site sends with each file, whoever serves it: its content type, whether it compresses, its
 * cache lifetime and the security headers. `npm start` (static-server.ts) applies them, the build
 * writes them into `_headers` for hosts that read it, and the nginx configuration is generated from
 * them, so the three cannot drift apart.
 */
import { extname } from 'node:path';

export const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
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
  // The collection's data downloads (/data/): JSON Lines as its registered type, CSV with its header row.
  '.jsonl': 'application/jsonl; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
  '.wav': 'audio/wav',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.webmanifest': 'application/manifest+json',
  '.vtt': 'text/vtt; charset=utf-8',
};

/**
 * The search index's files that the build stores as they are, with Brotli and gzip copies beside them
 * (its page table, WebAssembly and chunks: app/site-build/search/pagefind-compact.ts): sent as a copy when the
 * client takes one, else as they are, never compressed at request time. Fragments are gzipped by
 * Pagefind itself.
 */
export const PRECOMPRESSED_SEARCH_FILES = new Set(['.pf_meta', '.pf_index', '.pf_filter', '.pagefind']);

/** Text that compresses (images and media do not): sent as Brotli or gzip when the client takes it. */
export const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.xml',
  '.txt',
  '.ics',
  '.webmanifest',
  '.vtt',
  '.jsonl',
  '.csv',
]);

/**
 * Files a browser never shows as a document nor runs as a worker: scripts, styles, data, fonts, images
 * other than SVG, media and the search index. The page that loads them is governed by its own CSP,
 * Referrer-Policy and Permissions-Policy; sent with each of them (page data, index chunks) those
 * headers were about 460 bytes a response for nothing. nosniff stays on everything. SVG, HTML, XML,
 * PDF, calendar files and the service worker (`/sw.js`, whose CSP binds the worker) keep them all.
 */
const SUBRESOURCE_TYPES = new Set([
  ...['.js', '.mjs', '.css', '.json', '.webmanifest', '.vtt', '.woff2'],
  ...['.png', '.jpg', '.jpeg', '.webp', '.avif', '.ico', '.wav', '.mp3', '.mp4', '.webm'],
  ...['.pf_meta', '.pf_index', '.pf_fragment', '.pf_filter', '.pagefind'],
]);
export const DOCUMENT_ONLY_HEADERS = ['Content-Security-Policy', 'Referrer-Policy', 'Permissions-Policy'] as const;
export const isSubresource = (urlPath: string) => urlPath !== '/sw.js' && SUBRESOURCE_TYPES.has(extname(urlPath));

/** HSTS: two years, subdomains included (sent over HTTPS only, as browsers ignore it otherwise). */
export const HSTS = 'max-age=63072000; includeSubDomains';

export interface CspSources {
  /** The CMS's media host (site config `mediaHost`), where images and media outside the site live. */
  mediaHost?: string;
  /** The IIIF Image API server (site config `iiifImageService`): pictures' sizes and tiles, and the viewer's info.json. */
  imageService?: string;
  /** Origins of embedded players the site uses; none today. */
  frames?: readonly string[];
  /** Further origins of pictures and media (a draft's pictures and files still at the CMS). */
  otherMedia?: readonly string[];
  /** Hashes of inline stylesheets allowed beside the empty one (a draft's notice). */
  styleHashes?: readonly string[];
  /** Who may frame the page: the site itself, or no one (a draft). */
  frameAncestors?: "'self'" | "'none'";
}

/** The CSP hash of an empty inline style: it allows `<style></style>` and no rule at all. */
const EMPTY_STYLE_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

/** The Content-Security-Policy of the site's pages, from the sources they use: the one place it is written. */
export function contentSecurityPolicy(sources: CspSources = {}): string {
  const { mediaHost, imageService, frames = [], otherMedia = [], styleHashes = [], frameAncestors = "'self'" } = sources;
  const mediaOrigin = mediaHost ? new URL(mediaHost).origin : null;
  const media = mediaOrigin ? ` ${mediaOrigin}` : '';
  // The image server's origin: its pictures (unless it is the media host's), and the info.json the viewer reads.
  const iiifOrigin = imageService ? new URL(imageService).origin : null;
  const iiif = iiifOrigin ? ` ${iiifOrigin}` : '';
  const images = iiifOrigin && iiifOrigin !== mediaOrigin ? iiif : '';
  const others = otherMedia.map((o) => ` ${o}`).join('');
  return [
    "default-src 'self'",
    // Pagefind's search runs as WebAssembly, which CSP treats as eval unless allowed by name.
    "script-src 'self' 'wasm-unsafe-eval'",
    // An empty inline style, and nothing else inline: the image viewer's mark that keeps OpenSeadragon
    // from adding a style of its own (design-system/components/ImageViewer/ZoomDialog.tsx).
    ["style-src 'self'", EMPTY_STYLE_HASH, ...styleHashes].join(' '),
    `img-src 'self' data:${media}${images}${others}`,
    `media-src 'self'${media}${others}`,
    "font-src 'self'",
    `connect-src 'self'${iiif}`,
    `frame-src ${frames.length ? frames.join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

/**
 * The policy of a page that is plain HTML with one stylesheet (the publishing service's status page, a
 * draft's problem pages): nothing loads, nothing runs, no one frames it.
 */
export const plainPagePolicy = (styleHash: string, formAction: "'self'" | "'none'") =>
  `default-src 'none'; style-src ${styleHash}; base-uri 'none'; form-action ${formAction}; frame-ancestors 'none'`;

/** Security headers for every response; the build writes the same into dist/_headers. */
export function securityHeaders(sources: CspSources = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(sources),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}

/**
 * Folders whose files are named by a hash of their content, so a name is never reused for other bytes:
 * the build's assets, the pictures' sizes and tiles (a folder per picture content), the search index's word, fragment and filter chunks (Pagefind names them by
 * content; its library, entry and language files keep their names and are revalidated), and the
 * folders of its shards (each named after its index, whose files it holds, its own entry included).
 */
export const IMMUTABLE_FOLDERS = [
  '/assets/',
  '/pictures/',
  '/pagefind/index/',
  '/pagefind/fragment/',
  '/pagefind/filter/',
  '/pagefind/shard/',
] as const;

/**
 * What another site's scripts may read (`Access-Control-Allow-Origin: *`): the works' IIIF manifests and
 * collections, and the pictures' IIIF tiles, for a researcher's viewer elsewhere (Mirador, Universal
 * Viewer). Nothing else: no page, page data or search file of the site is another origin's to read.
 * Each pattern as the three servers write it: `npm start` and nginx match the path, a static host's
 * `_headers` its rule.
 */
export const CROSS_ORIGIN = [
  { path: /^\/iiif\//, nginx: '~^/iiif/', headersRule: '/iiif/*' },
  { path: /^\/pictures\/[0-9a-f]{20}\/iiif\//, nginx: '~^/pictures/[0-9a-f]{20}/iiif/', headersRule: '/pictures/:picture/iiif/*' },
] as const;
export const isCrossOriginReadable = (urlPath: string) => CROSS_ORIGIN.some((c) => c.path.test(urlPath));

export function cacheControlFor(urlPath: string) {
  // Hashed files never change; HTML and page data must be revalidated so a deploy shows at once.
  if (IMMUTABLE_FOLDERS.some((folder) => urlPath.startsWith(folder))) return 'public, max-age=31536000, immutable';
  return 'public, max-age=0, must-revalidate';
}

/** The `/*` block of a Netlify-style _headers file (Cache-Control aside: that one depends on the path). */
export function parseHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let inAll = false;
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) {
      inAll = line.trim() === '/*';
      continue;
    }
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim();
    // Cache-Control depends on the path; HSTS is sent over HTTPS only.
    if (inAll && colon > 0 && !['cache-control', 'strict-transport-security'].includes(name.toLowerCase()))
      headers[name] = line.slice(colon + 1).trim();
  }
  return headers;
}
