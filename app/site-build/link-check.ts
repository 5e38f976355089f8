/**
 * Internal links of the built site: every `href`, `src` and `poster` of every written HTML page that
 * stays on the site is resolved the way the server resolves it (app/server/static-server.ts), and a
 * `#fragment` must name an id of the page it points at. The build reports what does not resolve
 * (warning by default, error with --strict).
 */
import { hiddenFromVisitors, parseTarget, resolveFile } from '../server/request-target.ts';
import { mapBounded } from './map-bounded.ts';

export interface DeadLink {
  /** The site path it names (with its #fragment for a missing anchor); an address that does not parse, as written. */
  href: string;
  /** Site paths of (up to a few of) the pages that carry it. */
  from: string[];
  /** How many pages carry it. */
  pages: number;
  reason: 'no such page or file' | 'no such anchor on the page' | 'not a valid address';
}

/** The attributes the check reads, in one pass over the page: its ids and its link targets. */
const ATTR = /\s(href|src|poster|id)="([^"]*)"/g;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };
const unescapeAttr = (s: string) => (s.includes('&') ? s.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (e) => ENTITIES[e]!) : s);
const KEEP_SOURCES = 3;

/** The site path a written HTML file is served at: `a/b.html` → `/a/b`, `index.html` → `/`. */
export function pathOfHtmlFile(rel: string): string {
  const path = `/${rel.replace(/\\/g, '/').replace(/\.html$/, '')}`;
  return path === '/index' ? '/' : path;
}

/** What the link check needs of one page: its ids (newline-separated, framed by newlines) and its distinct hrefs. */
export interface PageLinks {
  ids: string;
  hrefs: string[];
}

/** Reads a page's ids and distinct link targets out of its HTML (pure: runs in the render threads). */
export function pageLinks(html: string): PageLinks {
  let ids = '\n';
  const hrefs = new Set<string>();
  for (const m of html.matchAll(ATTR)) {
    if (m[1] === 'id') ids += `${unescapeAttr(m[2]!)}\n`;
    else hrefs.add(unescapeAttr(m[2]!));
  }
  return { ids, hrefs: [...hrefs] };
}

export class LinkCollector {
  /** target (path without fragment) → pages that link to it */
  private readonly targets = new Map<string, { from: string[]; pages: number; href: string }>();
  /** `path#fragment` → pages that link to it */
  private readonly fragments = new Map<string, { from: string[]; pages: number; href: string }>();
  /** path → its ids, newline-separated (compact at tens of thousands of pages) */
  private readonly ids = new Map<string, string>();
  /** Files the build wrote itself into the folder checked first (relative to it): plain files there, found without asking the disk. */
  private readonly written = new Set<string>();

  constructor(private readonly siteUrl = '') {}

  /** Records the internal links and the ids of the page at `pagePath`. */
  addPage(pagePath: string, html: string) {
    this.addLinks(pagePath, pageLinks(html));
  }

  /**
   * What an href written on any page means, once per distinct href (most are the menus' and footer's,
   * on every page): its target and fragment on this site, and how it is reported. Hrefs relative to the
   * page (#fragment) are not kept here.
   */
  private readonly meaning = new Map<string, { target: string; fragment: string; reported: string } | null>();

  /**
   * Records files the build wrote itself, with plain writes into folders it made, under the first root
   * `deadLinks` is given: a link to one resolves as the server would resolve it (unless the server hides
   * its name) without a path lookup on the disk. Every page links its own page data, so at full scale
   * that is tens of thousands of lookups fewer.
   */
  addWritten(files: Iterable<string>) {
    for (const f of files) this.written.add(f);
  }

  /** Records what pageLinks() read from the page at `pagePath`. */
  addLinks(pagePath: string, { ids, hrefs }: PageLinks) {
    this.ids.set(pagePath, ids);
    const seenTargets = new Set<string>();
    for (const href of hrefs) {
      let m = href.startsWith('#') ? undefined : this.meaning.get(href);
      if (m === undefined) {
        const internal = this.internalPath(href, pagePath);
        if (internal === null) m = null;
        else {
          const hash = internal.indexOf('#');
          const target = (hash < 0 ? internal : internal.slice(0, hash)).replace(/\?.*$/, '') || pagePath;
          // Reported as the site path it names (an absolute https://site/… address and /… alike); an unparsable one as written.
          m = {
            target,
            fragment: hash < 0 ? '' : internal.slice(hash + 1),
            reported: typeof parseTarget(target) === 'number' ? href : target,
          };
        }
        if (!href.startsWith('#')) this.meaning.set(href, m);
      }
      if (m === null) continue;
      if (!seenTargets.has(m.target)) note(this.targets, m.target, pagePath, m.reported);
      seenTargets.add(m.target);
      if (m.fragment) note(this.fragments, `${m.target}#${m.fragment}`, pagePath, `${m.target}#${m.fragment}`);
    }
  }

  /** The page or file an href written on any page names on this site (without query or fragment), or null (another site, or #fragment on the page itself). */
  targetOf(href: string): string | null {
    if (href.startsWith('#')) return null;
    const internal = this.internalPath(href, '');
    if (internal === null) return null;
    const hash = internal.indexOf('#');
    return (hash < 0 ? internal : internal.slice(0, hash)).replace(/\?.*$/, '');
  }

  /** The address on this site that `href` (written on `pagePath`) points at, or null when it leaves the site. */
  private internalPath(href: string, pagePath: string): string | null {
    if (href.startsWith('#')) return `${pagePath}${href}`;
    if (this.siteUrl && (href === this.siteUrl || href.startsWith(`${this.siteUrl}/`) || href.startsWith(`${this.siteUrl}#`)))
      return href.slice(this.siteUrl.length) || '/';
    if (href.startsWith('/') && !href.startsWith('//')) return href;
    return null;
  }

  /** The links that do not resolve in the built folder `root` (or, for an edit being published, in any of `roots`). */
  async deadLinks(root: string | readonly string[], removed: ReadonlySet<string> = new Set()): Promise<DeadLink[]> {
    const roots = typeof root === 'string' ? [root] : root;
    // A file an edit removes (a page gone) counts as missing, though it is still published until the edit is.
    const fileIn = async (segments: string[]) => {
      if (segments.length && !hiddenFromVisitors(segments)) {
        const rel = segments.join('/');
        for (const f of [`${rel}.html`, rel]) if (this.written.has(f) && !removed.has(f)) return true;
      }
      for (const r of roots) {
        const file = await resolveFile(r, segments);
        if (file && !removed.has(file.slice(r.length + 1))) return true;
      }
      return false;
    };
    const dead: DeadLink[] = [];
    const missing = new Set<string>();
    await mapBounded([...this.targets], 64, async ([target, use]) => {
      const parsed = parseTarget(target.replace(/\/+$/, '') || '/');
      if (typeof parsed === 'number') {
        dead.push({ href: use.href, from: use.from, pages: use.pages, reason: 'not a valid address' });
        missing.add(target);
        return;
      }
      // A built page (even one the server answers with a status of its own, such as /404) or a file.
      if (this.ids.has(`/${parsed.segments.join('/')}`) || (await fileIn(parsed.segments))) return;
      missing.add(target);
      dead.push({ href: use.href, from: use.from, pages: use.pages, reason: 'no such page or file' });
    });
    for (const [key, use] of this.fragments) {
      const hash = key.indexOf('#');
      const target = key.slice(0, hash);
      if (missing.has(target)) continue;
      const parsed = parseTarget(target);
      const ids = typeof parsed === 'number' ? undefined : this.ids.get(`/${parsed.segments.join('/')}`);
      // Fragments of files that are not pages (a PDF's #page=2) are the file's business.
      if (ids === undefined) continue;
      let fragment = key.slice(hash + 1);
      try {
        fragment = decodeURIComponent(fragment);
      } catch {
        /* compared as written */
      }
      if (!ids.includes(`\n${fragment}\n`))
        dead.push({ href: use.href, from: use.from, pages: use.pages, reason: 'no such anchor on the page' });
    }
    return dead.sort((a, b) => a.href.localeCompare(b.href));
  }
}

function note(map: Map<string, { from: string[]; pages: number; href: string }>, key: string, page: string, href: string) {
  const use = map.get(key);
  if (!use) map.set(key, { from: [page], pages: 1, href });
  else {
    use.pages++;
    if (use.from.length < KEEP_SOURCES) use.from.push(page);
  }
}

/** One line per dead link: what, why, where. */
export function formatDeadLink(d: DeadLink): string {
  const more = d.pages > d.from.length ? ` and ${d.pages - d.from.length} more page(s)` : '';
  return `${d.href}: ${d.reason} (linked from ${d.from.join(', ')}${more})`;
}

/** Prints the dead links (warnings, or errors that stop the build with --strict). */
export function reportDeadLinks(dead: readonly DeadLink[], strict: boolean): void {
  if (!dead.length) return;
  const stream = strict ? console.error : console.warn;
  stream(`\n${dead.length} internal link(s) to pages or anchors this build did not write:`);
  for (const d of dead) stream(`  ${formatDeadLink(d)}`);
  if (strict) throw new Error(`--strict: ${dead.length} dead internal link(s)`);
}
