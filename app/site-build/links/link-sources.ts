/**
 * Which pages of the published build link to a page, from its record (each page's links, as indexes into
 * the link table): what an edit that takes a page or an anchor away checks, instead of looking at every
 * page's links (at full scale 2.8 million of them, 0.1-0.2 s of the edit). Made ahead by a standby
 * (../publish/ahead.ts).
 */
import type { PageRecord } from '../publish/build-state.ts';
import { ahead } from '../publish/ahead.ts';

/**
 * What an href names, as a key that does not need the site's address: the target without its #fragment,
 * its ?query and trailing slashes; a site-relative href by its path, any other (an absolute address,
 * which names a page when it starts with the site's) whole. Null: a #fragment of the page itself, or a
 * protocol-relative address.
 */
function keyOf(href: string): string | null {
  if (href.startsWith('#') || href.startsWith('//')) return null;
  const hash = href.indexOf('#');
  const target = (hash < 0 ? href : href.slice(0, hash)).replace(/\?.*$/, '').replace(/\/+$/, '');
  return href.startsWith('/') ? target || '/' : target;
}

interface LinkSources {
  /**
   * The indexes of the hrefs that may name the page at `path` (no trailing slash) on the site at
   * `siteUrl` (LinkCollector.targetOf, normalised as the link check does): every one that does, and
   * perhaps a few that do not (the link check reads each again).
   */
  hrefsTo(path: string, siteUrl: string): readonly number[];
  /** The pages whose links include the href at `index`. */
  pagesWith(index: number): string[];
}

export const linkSources = ahead(
  'links to each page',
  (pages: Readonly<Record<string, PageRecord>>, hrefs: readonly string[]): LinkSources => {
    const byKey = new Map<string, number[]>();
    hrefs.forEach((href, i) => {
      const key = keyOf(href);
      if (key === null) return;
      const list = byKey.get(key);
      if (list) list.push(i);
      else byKey.set(key, [i]);
    });
    // The pages of each href, one array for all: `from[start[i]]` … `from[start[i + 1] - 1]` are href i's.
    const paths = Object.keys(pages);
    const start = new Int32Array(hrefs.length + 1);
    for (const path of paths) for (const i of pages[path]!.links) if (i < hrefs.length) start[i + 1]!++;
    for (let i = 0; i < hrefs.length; i++) start[i + 1]! += start[i]!;
    const at = start.slice(0, hrefs.length);
    const from = new Int32Array(start[hrefs.length]!);
    paths.forEach((path, p) => {
      for (const i of pages[path]!.links) if (i < hrefs.length) from[at[i]!++] = p;
    });
    return {
      hrefsTo(path, siteUrl) {
        const own = byKey.get(path) ?? [];
        const absolute = siteUrl ? keyOf(`${siteUrl}${path === '/' ? '' : path}`) : null;
        return absolute === null ? own : [...own, ...(byKey.get(absolute) ?? [])];
      },
      pagesWith(index) {
        if (index >= hrefs.length) return [];
        return Array.from(from.subarray(start[index]!, start[index + 1]!), (p) => paths[p]!);
      },
    };
  },
);
