/**
 * Internal links of the built site: every `href`, `src` and `poster` of every written HTML page that
 * stays on the site is resolved the way the server resolves it (app/server/static-server.ts), and a
 * `#fragment` must name an id of the page it points at. The build reports what does not resolve
 * (warning by default, error with --strict).
 */
import { candidateFiles, hiddenFromVisitors, parseTarget, resolveFile } from '../../serving/request-target.ts';
import { mapBounded } from '../support/map-bounded.ts';
import { KEEP_SOURCES, note, withPartsUses, type PartsUse } from './link-uses.ts';

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

/** The site path a written HTML file is served at: `a/b.html` → `/a/b`, `index.html` → `/`. */
export function pathOfHtmlFile(rel: string): string {
  const path = `/${rel.replace(/\\/g, '/').replace(/\.html$/, '')}`;
  return path === '/index' ? '/' : path;
}

/** What the link check needs of one page: its ids (newline-separated, framed by newlines) and its distinct hrefs. */
export interface PageLinks {
  ids: string;
  hrefs: string[];
  /**
   * The static parts the page shows (pages/static-part.tsx: the header's, the footer), by key: their links
   * are the page's too, read once per part ({@link LinkCollector.addParts}), and `hrefs` leaves out those
   * any of them has (but #fragments, which name an anchor of the page itself). Their ids are in `ids`.
   */
  parts?: string[];
}

/** Reads a page's ids and distinct link targets out of its HTML (pure: runs in the render threads). */
export function pageLinks(html: string): PageLinks {
  const hrefs = new Set<string>();
  return { ids: readLinks(html, '\n', hrefs), hrefs: [...hrefs] };
}

/** Adds the link targets in `html` to `hrefs`; returns `ids` with the ids in `html` added. */
export function readLinks(html: string, ids: string, hrefs: Set<string>): string {
  for (const m of html.matchAll(ATTR)) {
    if (m[1] === 'id') ids += `${unescapeAttr(m[2]!)}\n`;
    else hrefs.add(unescapeAttr(m[2]!));
  }
  return ids;
}

/** The meaning of an href on this site: the target (path without query or fragment) and fragment, and the href as written. */
interface Meaning {
  target: string;
  fragment: string;
  href: string;
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

  /** The ids of pages built before and not given here (an edit's pages not rendered), by path. */
  private idsElsewhere: (path: string) => string | undefined = () => undefined;

  constructor(readonly siteUrl = '') {}

  /** The ids of the pages built before and not given here (undefined: no such page), for the links to them. */
  otherPages(idsOf: (path: string) => string | undefined) {
    this.idsElsewhere = idsOf;
  }

  private idsOf(path: string): string | undefined {
    return this.ids.get(path) ?? this.idsElsewhere(path);
  }

  /** Records the internal links and the ids of the page at `pagePath`. */
  addPage(pagePath: string, html: string) {
    this.addLinks(pagePath, pageLinks(html));
  }

  /**
   * What an href written on any page means, once per distinct href (most are the menus' and footer's,
   * on every page): its target and fragment on this site. Hrefs relative to the
   * page (#fragment) are not kept here.
   */
  private readonly meaning = new Map<string, Meaning | null>();

  /**
   * Records files the build wrote itself, with plain writes into folders it made, under the first root
   * `deadLinks` is given: a link to one resolves as the server would resolve it (unless the server hides
   * its name) without a path lookup on the disk. Every page links its own page data, so at full scale
   * that is tens of thousands of lookups fewer.
   */
  addWritten(files: Iterable<string>) {
    for (const f of files) this.written.add(f);
  }

  /** Static part key → its links (read once, in whichever thread rendered it first). */
  private readonly parts = new Map<string, PageLinks>();
  /** The parts pages show, as one list (`parts.join(' ')`) → what they link to and the pages that show them. */
  private readonly partsUses = new Map<string, PartsUse>();

  /** Records the links of static parts (by key), read once for every page that shows them. The first reading of a key stands. */
  addParts(parts: Record<string, PageLinks> | undefined) {
    if (!parts) return;
    for (const [key, links] of Object.entries(parts)) if (!this.parts.has(key)) this.parts.set(key, links);
  }

  /**
   * The hrefs of the static parts `keys`, each once, in the order of the parts, but for #fragments: those
   * name an anchor of each page that shows the part, and stay in the page's own hrefs.
   */
  partHrefs(keys: readonly string[]): string[] {
    const hrefs = new Set<string>();
    for (const key of keys) for (const href of this.partLinks(key).hrefs) if (!href.startsWith('#')) hrefs.add(href);
    return [...hrefs];
  }

  private partLinks(key: string): PageLinks {
    const links = this.parts.get(key);
    if (!links) throw new Error(`link check: a page shows the static part ${key}, whose links were never given`);
    return links;
  }

  /** Records what pageLinks() read from the page at `pagePath`, and the static parts it shows. */
  addLinks(pagePath: string, { ids, hrefs, parts }: PageLinks) {
    this.ids.set(pagePath, ids);
    const seenTargets = new Set<string>();
    let shared: PartsUse | undefined;
    if (parts?.length) {
      const key = parts.join(' ');
      shared = this.partsUses.get(key);
      if (!shared) this.partsUses.set(key, (shared = this.partsUse(parts)));
      shared.pages++;
      if (shared.from.length < KEEP_SOURCES) shared.from.push(pagePath);
    }
    for (const href of hrefs) {
      const m = this.meaningOf(href, pagePath);
      if (m === null) continue;
      // A target the page's parts link to is counted with them.
      const inParts = shared?.targets.get(m.target);
      if (!inParts && !seenTargets.has(m.target)) note(this.targets, m.target, pagePath, m.href);
      seenTargets.add(m.target);
      if (m.fragment && !inParts?.fragments.has(m.fragment))
        note(this.fragments, `${m.target}#${m.fragment}`, pagePath, `${m.target}#${m.fragment}`);
    }
  }

  /** What the links of the parts `keys` name (site-wide addresses: a part is the same on every page that shows it). */
  private partsUse(keys: readonly string[]): PartsUse {
    const targets: PartsUse['targets'] = new Map();
    for (const href of this.partHrefs(keys)) {
      const m = this.meaningOf(href, '');
      if (m === null) continue;
      let t = targets.get(m.target);
      if (!t) targets.set(m.target, (t = { href: m.href, fragments: new Set() }));
      if (m.fragment) t.fragments.add(m.fragment);
    }
    return { targets, from: [], pages: 0 };
  }

  /** What `href`, written on `pagePath`, names on this site (null: another site), once per distinct href but for #fragments. */
  private meaningOf(href: string, pagePath: string): Meaning | null {
    let m = href.startsWith('#') ? undefined : this.meaning.get(href);
    if (m !== undefined) return m;
    const internal = this.internalPath(href, pagePath);
    if (internal === null) m = null;
    else {
      const hash = internal.indexOf('#');
      const target = (hash < 0 ? internal : internal.slice(0, hash)).replace(/\?.*$/, '') || pagePath;
      m = { target, fragment: hash < 0 ? '' : internal.slice(hash + 1), href };
    }
    if (!href.startsWith('#')) this.meaning.set(href, m);
    return m;
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
      if (segments.length && !hiddenFromVisitors(segments))
        for (const f of candidateFiles(segments)) if (this.written.has(f) && !removed.has(f)) return true;
      for (const r of roots) {
        const file = await resolveFile(r, segments);
        if (file && !removed.has(file.slice(r.length + 1))) return true;
      }
      return false;
    };
    const dead: DeadLink[] = [];
    const missing = new Set<string>();
    // The parts' links, with the pages that show them: added to copies of the uses of the targets they
    // name, the collector's own left as they are (it is asked again after an edit's changes). Only those
    // are copied: at 100k pages the pages' own targets are hundreds of thousands.
    const targets = withPartsUses(this.targets, this.partsUses.values(), function* (use) {
      for (const [target, { href }] of use.targets) yield [target, href];
    });
    const fragments = withPartsUses(this.fragments, this.partsUses.values(), function* (use) {
      for (const [target, { fragments: inTarget }] of use.targets)
        for (const fragment of inTarget) yield [`${target}#${fragment}`, `${target}#${fragment}`];
    });
    await mapBounded([...targets.keys()], 64, async (target) => {
      const use = targets.get(target)!;
      const parsed = parseTarget(target.replace(/\/+$/, '') || '/');
      if (typeof parsed === 'number') {
        dead.push({ href: use.href, from: [...use.from], pages: use.pages, reason: 'not a valid address' });
        missing.add(target);
        return;
      }
      // A built page (even one the server answers with a status of its own, such as /404) or a file.
      if (this.idsOf(`/${parsed.segments.join('/')}`) !== undefined || (await fileIn(parsed.segments))) return;
      missing.add(target);
      // Reported as the site path it names (an absolute https://site/… address and /… alike); an unparsable one as written.
      const href = typeof parseTarget(target) === 'number' ? use.href : target;
      dead.push({ href, from: [...use.from], pages: use.pages, reason: 'no such page or file' });
    });
    for (const key of fragments.keys()) {
      const use = fragments.get(key)!;
      const hash = key.indexOf('#');
      const target = key.slice(0, hash);
      if (missing.has(target)) continue;
      const parsed = parseTarget(target);
      const ids = typeof parsed === 'number' ? undefined : this.idsOf(`/${parsed.segments.join('/')}`);
      // Fragments of files that are not pages (a PDF's #page=2) are the file's business.
      if (ids === undefined) continue;
      let fragment = key.slice(hash + 1);
      try {
        fragment = decodeURIComponent(fragment);
      } catch {
        /* compared as written */
      }
      if (!ids.includes(`\n${fragment}\n`))
        dead.push({ href: use.href, from: [...use.from], pages: use.pages, reason: 'no such anchor on the page' });
    }
    return dead.sort((a, b) => a.href.localeCompare(b.href));
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
