/**
 * A request's target, read as the site reads it: decoded and checked path segments (anything that
 * decodes to a separator, a dot segment or a control character is refused), the same-origin address
 * for a trailing-slash redirect, and the file of the build it names (never a dotfile, a host file or
 * a precompressed copy, never reached through a symlink that leaves the build).
 *
 * A page's data (`/page-data/a/b/page-data.json`, SPEC §7) is kept as one file beside its
 * neighbours', `page-data/a/b.page-data.json`, not in a folder of its own: at the collection's
 * scale that is 44,000 folders fewer to make, list and remove (decision 71). The nested file is still
 * found, for a build from before that layout.
 */
import { realpath, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';

type RequestTarget = { segments: string[]; search: string; trailingSlash: boolean };

/**
 * The request target as path segments, decoded and checked, or a status to answer with.
 * Absolute-form targets (`GET http://host/a`) keep their path; `//a` is the path `//a`, never a host.
 */
export function parseTarget(raw: string): RequestTarget | 400 | 404 {
  let target = raw;
  if (/^https?:\/\//i.test(target)) {
    try {
      const u = new URL(target);
      target = u.pathname + u.search;
    } catch {
      return 400;
    }
  }
  if (!target.startsWith('/')) return 400;
  const q = target.indexOf('?');
  const path = q < 0 ? target : target.slice(0, q);
  // Only a query of printable ASCII goes back into a Location header.
  const search = q < 0 ? '' : target.slice(q).replace(/[^\x21-\x7e]/g, encodeURIComponent);
  const trailingSlash = path.length > 1 && path.endsWith('/');
  const parts = path === '/' ? [] : path.split('/').slice(1);
  if (trailingSlash) while (parts.length && parts[parts.length - 1] === '') parts.pop();
  const segments: string[] = [];
  for (const part of parts) {
    let s: string;
    try {
      s = decodeURIComponent(part);
    } catch {
      return 400;
    }
    // Empty segments (//), dot segments, separators and control characters never name a file.
    // eslint-disable-next-line no-control-regex
    if (s === '' || s === '.' || s === '..' || /[/\\\u0000-\u001f\u007f]/.test(s)) return 404;
    segments.push(s);
  }
  return { segments, search, trailingSlash };
}

/** A Location for `segments` on this site: one leading slash, every segment encoded, so never another host. */
export const sameOriginLocation = (segments: readonly string[], search: string) =>
  `/${segments.map(encodeURIComponent).join('/')}${search}`;

/** The file `rel` under `root`, when it is a file and its real path (symlinks followed) stays inside `root`. */
export async function fileInside(root: string, rel: string): Promise<string | null> {
  const real = await realpath(join(root, rel)).catch(() => null);
  if (!real || !real.startsWith(root + sep)) return null;
  const s = await stat(real).catch(() => null);
  return s?.isFile() ? real : null;
}

/**
 * Names a visitor may not ask for: dotfiles (.vite/), the host's own files (_headers, _redirects)
 * and the precompressed copies (sent only in place of their original, with Content-Encoding).
 */
export const hiddenFromVisitors = (segments: readonly string[]) =>
  segments.some((s, i) => (s.startsWith('.') && !(i === 0 && s === '.well-known')) || (i === 0 && s.startsWith('_'))) ||
  /\.(br|gz)$|.\.page-data\.json$/.test(segments.at(-1) ?? '');

/** How the name of a page's data file ends: `page-data/a/b.page-data.json` for the page `/a/b`. */
const PAGE_DATA_SUFFIX = '.page-data.json';

/** The build's file for the page data at `/page-data/{path}/page-data.json` (`index` for the root): `page-data/{path}.page-data.json`. */
export const pageDataFileOf = (pageDataAddress: string) =>
  `${pageDataAddress.replace(/^\//, '').replace(/\/page-data\.json$/, '')}${PAGE_DATA_SUFFIX}`;

/**
 * The files an address (its segments, checked, not hidden) may name, in the order they are tried:
 * /a/b → a/b.html, then the file a/b itself; a page's data → its file, then the folder layout of
 * builds from before. The server and the build's link check both go by this.
 */
export function candidateFiles(segments: readonly string[]): string[] {
  const rel = segments.join('/');
  const n = segments.length;
  if (n >= 3 && segments[0] === 'page-data' && segments[n - 1] === 'page-data.json') return [pageDataFileOf(rel), rel];
  return [`${rel}.html`, rel];
}

/** /a/b → a/b.html or the file a/b itself; / → index.html; a page's data → its file. */
export async function resolveFile(root: string, segments: readonly string[]) {
  if (segments.length === 0) return fileInside(root, 'index.html');
  if (hiddenFromVisitors(segments)) return null;
  for (const rel of candidateFiles(segments)) {
    const file = await fileInside(root, rel);
    if (file) return file;
  }
  return null;
}
