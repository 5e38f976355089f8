/**
 * The built sample site as a visitor and a crawler find it, through the real server: everything
 * reachable from / and /en answers, every menu and footer destination exists in es and en, the
 * sitemap lists public pages only, and every page has a title and a description in its language.
 */
import { Parser } from 'htmlparser2';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { SiteConfig } from '../../generated/types/content.ts';
import { mapBounded } from '../../app/site-build/support/map-bounded.ts';
import { plainGet } from '../support/http.ts';

const site = JSON.parse(readFileSync(join(import.meta.dirname, '../../content/site/config.json'), 'utf8')) as SiteConfig;
const SITE_URL = site.siteUrl!;

interface Fetched {
  status: number;
  type: string;
  links: string[];
  ids: Set<string>;
  lang?: string;
  title?: string;
  description?: string;
  robots?: string;
}

/** The page's outgoing addresses (href, src, poster), its ids and what its head says. */
function parse(html: string): Omit<Fetched, 'status' | 'type'> {
  const out: Omit<Fetched, 'status' | 'type'> = { links: [], ids: new Set() };
  let inTitle = false;
  let title = '';
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        for (const a of ['href', 'src', 'poster']) if (attrs[a] !== undefined) out.links.push(attrs[a]!);
        if (attrs.id) out.ids.add(attrs.id);
        if (name === 'html') out.lang = attrs.lang;
        if (name === 'title') inTitle = true;
        if (name === 'meta' && attrs.name === 'description') out.description = attrs.content;
        if (name === 'meta' && attrs.name === 'robots') out.robots = attrs.content;
      },
      ontext(text) {
        if (inTitle) title += text;
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  out.title = title;
  return out;
}

/** The site path `href` (on page `from`) points at, with its fragment, or null when it leaves the site. */
function internal(href: string, from: string): { path: string; fragment: string } | null {
  let url: URL;
  try {
    url = new URL(href, SITE_URL + from);
  } catch {
    return null;
  }
  if (url.origin !== SITE_URL) return null;
  return { path: decodeURIComponent(url.pathname), fragment: decodeURIComponent(url.hash.slice(1)) };
}

const fetched = new Map<string, Fetched>();
/** Links found, as [from page, to path, fragment]. */
const edges: [string, string, string][] = [];

async function get(path: string): Promise<Fetched> {
  const res = await plainGet(inject('siteUrl') + encodeURI(path));
  const type = String(res.headers['content-type'] ?? '');
  const page: Fetched =
    res.status === 200 && type.startsWith('text/html')
      ? { status: res.status, type, ...parse(res.body.toString('utf8')) }
      : { status: res.status, type, links: [], ids: new Set() };
  fetched.set(path, page);
  return page;
}

/** Breadth-first from the start pages, a few requests at a time, every internal address once. */
async function crawl(start: string[]) {
  let frontier = start;
  const queued = new Set(start);
  while (frontier.length) {
    const next: string[] = [];
    await mapBounded(frontier, 8, async (path) => {
      const page = await get(path);
      for (const href of page.links) {
        const target = internal(href, path);
        if (!target) continue;
        edges.push([path, target.path, target.fragment]);
        if (!queued.has(target.path)) {
          queued.add(target.path);
          next.push(target.path);
        }
      }
    });
    frontier = next;
  }
}

beforeAll(async () => {
  await crawl(['/', '/en']);
}, 120_000);

const menuAndFooter = (lang: 'es' | 'en') => {
  const f = site.footer[lang]!;
  return [
    ...site.mainMenu[lang],
    ...f.buttonLinks,
    ...f.mainLinks,
    ...f.firstColumnLinks,
    ...f.secondColumnLinks,
    ...f.legalLinks,
    ...(f.subscription ? [f.subscription] : []),
  ]
    .map((l) => l.url.path)
    .filter((p) => p.startsWith('/'));
};

describe('the built sample site, crawled from / and /en', () => {
  it('reaches the whole site, and no internal link or resource answers anything but 200', () => {
    const pages = [...fetched].filter(([, f]) => f.type.startsWith('text/html'));
    expect(pages.length).toBeGreaterThan(140);
    const broken = [...fetched]
      .filter(([, f]) => f.status !== 200)
      .map(([path, f]) => {
        const from = edges.filter(([, to]) => to === path).map(([p]) => p);
        return `${path} → ${f.status} (linked from ${[...new Set(from)].slice(0, 3).join(', ')})`;
      });
    expect(broken).toEqual([]);
  });

  it('finds every #fragment it links to on the page it names', () => {
    const missing = edges
      .filter(([, to, fragment]) => fragment && fetched.get(to)?.type.startsWith('text/html') && !fetched.get(to)!.ids.has(fragment))
      .map(([from, to, fragment]) => `${to}#${fragment} (from ${from})`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('answers 200 for every main-menu and footer destination in es and en, and the ca/eu/gl menu nodes', async () => {
    const destinations = [
      ...menuAndFooter('es'),
      ...menuAndFooter('en'),
      ...(['ca', 'eu', 'gl'] as const).flatMap((l) => site.mainMenu[l].map((m) => m.url.path)),
    ];
    expect(destinations.length).toBeGreaterThan(45);
    for (const href of destinations) {
      const path = href.replace(/#.*/, '');
      const page = fetched.get(path) ?? (await get(path));
      expect(page.status, href).toBe(200);
      const fragment = href.split('#')[1];
      if (fragment) expect(page.ids.has(fragment), href).toBe(true);
    }
  });

  it('gives every page a title and a description in its language; English titles carry the English name', () => {
    const problems: string[] = [];
    for (const [path, f] of fetched) {
      if (!f.type.startsWith('text/html')) continue;
      if (!f.title?.trim()) problems.push(`${path}: no title`);
      if (!f.description?.trim()) problems.push(`${path}: no meta description`);
      const lang = path === '/en' || path.startsWith('/en/') ? 'en' : (/^\/(ca|eu|gl)(\/|$)/.exec(path)?.[1] ?? 'es');
      if (f.lang !== lang) problems.push(`${path}: lang="${f.lang}", expected ${lang}`);
      if (lang === 'en' && !f.title?.endsWith(site.siteNames!.en!)) problems.push(`${path}: English title "${f.title}"`);
    }
    expect(problems).toEqual([]);
  });

  it('lists in the sitemap only public pages that answer 200, and none made for testing', async () => {
    // The test build's sitemap is in parts of 50 (as a museum of more than 25,000 pages has it): the
    // index names them by their full address, and a crawler reads each.
    const index = (await plainGet(inject('siteUrl') + '/sitemap.xml')).body.toString('utf8');
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!));
    expect(parts.map((u) => u.origin + u.pathname)).toEqual(parts.map((_, i) => `${SITE_URL}/sitemap-${i + 1}.xml`));
    const locs: string[] = [];
    for (const part of parts) {
      const res = await plainGet(inject('siteUrl') + part.pathname);
      expect(res.status, part.pathname).toBe(200);
      const body = res.body.toString('utf8');
      expect(body, part.pathname).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
      const listed = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
      expect(listed.length, part.pathname).toBeLessThanOrEqual(50);
      locs.push(...listed);
    }
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.length).toBeGreaterThan(140);
    expect(locs.filter((p) => /ejemplo|minimo|\/preview|\/404|\/500/.test(p))).toEqual([]);
    await mapBounded(locs, 8, async (path) => {
      const page = fetched.get(path) ?? (await get(path));
      expect(page.status, path).toBe(200);
      expect(page.robots ?? '', path).not.toMatch(/noindex/);
    });
    // …and every public page the crawl found is in it.
    const publicPages = [...fetched].filter(
      ([, f]) => f.type.startsWith('text/html') && f.status === 200 && !/noindex/.test(f.robots ?? ''),
    );
    expect(publicPages.map(([p]) => p).filter((p) => !locs.includes(p))).toEqual([]);
  });
});
