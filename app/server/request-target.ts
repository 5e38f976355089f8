/**
 * A request's target, read as the site reads it: decoded and checked path segments (anything that
 * decodes to a separator, a dot segment or a control character is refused), the same-origin address
 * for a trailing-slash redirect, and the file of the build it names (never a dotfile, a host file or
 * a precompressed copy, never reached through a symlink that leaves the build).
 */
import { realpath, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';

export type Target = { segments: string[]; search: string; trailingSlash: boolean };

/**
 * The request target as path segments, decoded and checked, or a status to answer with.
 * Absolute-form targets (`GET http://host/a`) keep their path; `//a` is the path `//a`, never a host.
 */
export function parseTarget(raw: string): Target | 400 | 404 {
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
  /\.(br|gz)$/.test(segments.at(-1) ?? '');

/** /a/b → a/b.html or the file a/b itself; / → index.html. */
export async function resolveFile(root: string, segments: readonly string[]) {
  if (segments.length === 0) return fileInside(root, 'index.html');
  if (hiddenFromVisitors(segments)) return null;
  const rel = segments.join('/');
  return (await fileInside(root, `${rel}.html`)) ?? (await fileInside(root, rel));
}
