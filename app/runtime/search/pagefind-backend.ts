/**
 * The static search backend: the Pagefind index the build writes to /pagefind/, one per language.
 * Its library is loaded on the first search only (a visitor who never searches downloads none of it),
 * runs on the main thread for the search page (no second copy of it for a worker with the first query)
 * and in Pagefind's worker for a page that searches as it loads (`background`), and is fetched with the build hash so
 * a new deploy never mixes with an old index.
 *
 * A language indexed in parts (shards: app/site-build/search/search-index.ts) is one instance with the other
 * parts merged into it (`mergeIndex`): they share its library and WebAssembly, and each search asks
 * every part and puts their results in one order by score, and adds up their facet counts.
 *
 * Two Pagefind instances share the downloads (the browser's cache): one finds results and loads no
 * facet lists but those a request filters by, so results paint fast; the other counts facet values,
 * loading each facet's lists only once that facet is in view. Pagefind counts every loaded facet on
 * every search, which at 16,583 artworks costs more than finding the results does: the counting
 * instance runs in Pagefind's worker, so it never holds up the main thread (painting the results, the
 * visitor's next keystroke).
 */
import type { Language } from '../../../generated/types/constants.ts';
import type { NodeTeaser, SearchFacet } from '../../../generated/types/content.ts';
import type {
  FacetCount,
  FacetOutcome,
  SearchBackend,
  SearchHit,
  SearchOutcome,
  SearchRequest,
  TextPiece,
} from '../../../pages/search/search-backend.ts';
import {
  DATE_END_FILTER,
  DATE_START_FILTER,
  dayBoundsFor,
  searchFactsUrl,
  exploreFactsUrl,
  EXPLORE_FACETS,
  type ExploreFacts,
  type FacetFilters,
  type SearchFacts,
} from '../../../pages/search/search-facets.ts';
import { fetchJson } from '../loader.ts';
import { current, PAGEFIND_BASE, shardPaths, supersededIds, type EntryParts } from './index-entry.ts';
import { byTitleMatch } from '../../../pages/search/title-match.ts';
import { isSafeMediaUrl, isSitePath } from '../../../pages/safe-urls.ts';

/** The part of Pagefind's browser API used here (pagefind.js 1.x). */
type PagefindFilters = Record<string, { any: string[] }>;
interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string>;
}
interface PagefindResponse {
  results: { id: string; data(): Promise<PagefindResultData> }[];
  filters: Record<string, Record<string, number>>;
}
interface PagefindInstance {
  search(term: string | null, options?: { filters?: PagefindFilters }): Promise<PagefindResponse>;
  preload(term: string | null, options?: { filters?: PagefindFilters }): Promise<void>;
  mergeIndex(indexPath: string, options?: Record<string, unknown>): Promise<void>;
}
interface PagefindModule {
  createInstance(options: Record<string, unknown>): PagefindInstance;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
/** Pagefind escapes the text it puts in an excerpt; this reads the escapes back (no parser needed for text). */
const decode = (html: string) =>
  html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });

/**
 * Pagefind's excerpt is HTML with <mark> around the matches: read it as text pieces, never as markup.
 * An excerpt cut at a break between two fields does not begin or end with the separator.
 */
export function excerptPieces(excerpt: string): TextPiece[] {
  const pieces = excerpt
    .split(/(<mark>.*?<\/mark>)/g)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('<mark>') ? { text: decode(part.slice(6, -7)), match: true } : { text: decode(part.replace(/<[^>]*>/g, '')) },
    );
  const first = pieces[0];
  const last = pieces.at(-1);
  if (first && !first.match) first.text = first.text.replace(/^\s*·\s*/, '');
  if (last && !last.match) last.text = last.text.replace(/\s*·\s*$/, '');
  return pieces.filter((piece) => piece.text);
}

/**
 * A result's card, as the build wrote it into the index. The index comes over the network: a card that
 * is not what the build writes (no title, an address that is not a path of this site) is left out.
 */
export function readTeaser(json: string | undefined): NodeTeaser | null {
  try {
    const t = JSON.parse(json ?? '') as Partial<NodeTeaser> | null;
    if (!t || typeof t.title !== 'string' || typeof t.bundle !== 'string' || typeof t.url?.path !== 'string') return null;
    if (!isSitePath(t.url.path)) return null;
    if (t.image && !isSafeMediaUrl(t.image.url)) delete t.image;
    return t as NodeTeaser;
  } catch {
    return null;
  }
}

const toPagefindFilters = (filters: FacetFilters, leaveOut?: SearchFacet): PagefindFilters => {
  const out: PagefindFilters = {};
  for (const [facet, values] of Object.entries(filters)) if (facet !== leaveOut && values?.length) out[facet] = { any: values };
  return out;
};

/** The date parameter as day filters (null: no page can match). */
function dateFilters(request: SearchRequest, facts: SearchFacts): PagefindFilters | null {
  if (!request.date) return {};
  const bounds = dayBoundsFor(request.date, request.now);
  const ends = facts.ends.filter((d) => (bounds.endsBefore ? d < bounds.endsBefore : d >= bounds.endsFrom!));
  const starts = bounds.startsBy ? facts.starts.filter((d) => d <= bounds.startsBy!) : null;
  if (!ends.length || (starts && !starts.length)) return null;
  return { [DATE_END_FILTER]: { any: ends }, ...(starts ? { [DATE_START_FILTER]: { any: starts } } : {}) };
}

/** The build's artwork counts, as they came over the network: only facets it lists, only whole counts. */
export function readExploreFacts(value: unknown): Partial<Record<SearchFacet, FacetCount[]>> {
  const out: Partial<Record<SearchFacet, FacetCount[]>> = {};
  const all = (value as Partial<ExploreFacts> | null)?.counts;
  if (!all || typeof all !== 'object') return out;
  for (const facet of EXPLORE_FACETS) {
    const byValue = all[facet];
    if (!byValue || typeof byValue !== 'object') continue;
    out[facet] = Object.entries(byValue)
      .filter(([, n]) => Number.isInteger(n) && n > 0)
      .map(([v, count]) => ({ value: v.slice(0, 200), count }));
  }
  return out;
}

const counts = (byValue: Record<string, number> | undefined): FacetCount[] =>
  Object.entries(byValue ?? {}).map(([value, count]) => ({ value, count }));

interface Opened {
  results: PagefindInstance;
  /** Made on the first facet count, so it never competes with the first results for the network. */
  facets: () => Promise<PagefindInstance>;
  facts: SearchFacts;
  /** Results of the language's parts that an edit's newer records replace or remove: never shown. */
  superseded: Set<string>;
}

/**
 * A Pagefind instance searching `lang`'s index. Pagefind picks the index by the page's `<html lang>`
 * and ignores a `language` option on createInstance (pagefind.js 1.x reads the attribute while the
 * call runs); a search that found nothing also asks the other languages' indexes, so for the length
 * of that one synchronous call the attribute says `lang`, and it is put back before anything else
 * can run or paint.
 */
function instanceIn(module: PagefindModule, options: Record<string, unknown>, lang: Language): PagefindInstance {
  const html = document.documentElement;
  const own = html.getAttribute('lang');
  if (own === lang) return module.createInstance(options);
  html.setAttribute('lang', lang);
  try {
    return module.createInstance(options);
  } finally {
    if (own === null) html.removeAttribute('lang');
    else html.setAttribute('lang', own);
  }
}

/** `lang`'s index, searched on the main thread or (background) in Pagefind's worker; null when the language has none. */
async function openIndex(lang: Language, background: boolean, buildHash: string): Promise<Opened | null> {
  // No time limit: the search shows its own error if these never come (the index can be large on a slow line).
  // The entry, the library and the language's search facts at once, not one after the other: each is a
  // round trip on the way to the first results (what the entry says decides only whether they are used).
  const entryLoad = fetchJson<{ languages?: Record<string, unknown> } & EntryParts>(
    `${PAGEFIND_BASE}pagefind-entry.json?ts=${encodeURIComponent(buildHash)}`,
    undefined,
    0,
  );
  const url = `${PAGEFIND_BASE}pagefind.js`;
  const moduleLoad = import(/* @vite-ignore */ url) as Promise<PagefindModule>;
  const factsLoad = fetchJson<SearchFacts>(`/${searchFactsUrl(lang)}?v=${encodeURIComponent(buildHash)}`, undefined, 0);
  // Awaited below only when the language has an index: a failure of either is otherwise nobody's.
  moduleLoad.catch(() => undefined);
  factsLoad.catch(() => undefined);
  const entry = await entryLoad;
  // Pagefind would fall back to the largest index: a language with no pages has no results instead.
  if (!entry.languages?.[lang]) return null;
  const module = await moduleLoad;
  // What every part is read with (each part's own path aside), so excerpts and caching agree across parts.
  const shared = { metaCacheTag: buildHash, excerptLength: 24 };
  const options = { basePath: PAGEFIND_BASE, ...shared };
  const shards = shardPaths(entry, lang);
  const make = async (inWorker: boolean) => {
    const instance = instanceIn(module, { ...options, noWorker: !inWorker }, lang);
    // The language is named: Pagefind would otherwise take the page's.
    await Promise.all(shards.map((path) => instance.mergeIndex(path, { ...shared, language: lang })));
    return instance;
  };
  const [results, facts] = await Promise.all([make(background), factsLoad]);
  let facets: Promise<PagefindInstance> | undefined;
  const facetsInstance = () => {
    // Always in Pagefind's worker: counting every loaded facet is the heaviest search there is, and on
    // the main thread it held back the results' paint and the visitor's next keystroke.
    if (!facets) (facets = make(true)).catch(() => (facets = undefined)); // tried again on the next count
    return facets;
  };
  return { results, facets: facetsInstance, facts, superseded: supersededIds(entry, lang) };
}

export function createPagefindBackend(buildHash: string): SearchBackend {
  const opened = new Map<string, Promise<Opened | null>>();

  /** `lang`'s index, searched on the main thread or (background) in Pagefind's worker. */
  const open = (lang: Language, background = false) => {
    const key = `${lang}${background ? ':worker' : ''}`;
    let ready = opened.get(key);
    if (!ready) {
      ready = openIndex(lang, background, buildHash);
      ready.catch(() => opened.delete(key)); // a failed load is tried again on the next search
      opened.set(key, ready);
    }
    return ready;
  };

  const none: SearchOutcome = { total: 0, hits: async () => [] };

  return {
    async search(request) {
      const index = await open(request.lang, request.background);
      if (!index) return none;
      const dates = dateFilters(request, index.facts);
      if (!dates) return none;
      const found = await index.results.search(request.query.trim() || null, {
        filters: { ...toPagefindFilters(request.filters), ...dates },
      });
      const results = current(found.results, index.superseded);
      return {
        total: results.length,
        hits: (offset, count) =>
          Promise.all(
            results.slice(offset, offset + count).map(async (r): Promise<SearchHit | null> => {
              const data = await r.data();
              const teaser = readTeaser(data.meta.teaser);
              return teaser && { teaser, excerpt: excerptPieces(data.excerpt ?? '') };
            }),
          )
            .then((hits) => hits.filter((h) => h !== null))
            // The first page in order of how well each title answers the query (pages/search/title-match.ts).
            .then((hits) => (offset === 0 ? byTitleMatch(request.query, hits, (h) => h.teaser.title) : hits)),
      };
    },

    async facets(request, wanted): Promise<FacetOutcome> {
      const index = await open(request.lang, request.background);
      if (!index) return { facets: {}, terms: {}, dated: false };
      const dates = dateFilters(request, index.facts);
      const terms = index.facts.terms;
      if (!dates) return { facets: {}, terms, dated: true };
      const chosen = Object.keys(request.filters) as SearchFacet[];
      const keys = [...new Set([...wanted, ...chosen, DATE_START_FILTER])];
      // Loads the lists of the facets in view (a preload searches nothing).
      const pagefind = await index.facets();
      await pagefind.preload(null, { filters: Object.fromEntries(keys.map((k) => [k, { any: [] }])) });
      const term = request.query.trim() || null;
      const main = await pagefind.search(term, { filters: { ...toPagefindFilters(request.filters), ...dates } });
      const facets: Partial<Record<SearchFacet, FacetCount[]>> = {};
      for (const facet of wanted) facets[facet] = counts(main.filters[facet]);
      // A chosen facet's own counts leave it out, so its other values say what adding them would give.
      for (const facet of chosen) {
        const without = await pagefind.search(term, { filters: { ...toPagefindFilters(request.filters, facet), ...dates } });
        facets[facet] = counts(without.filters[facet]);
      }
      return { facets, terms, dated: Object.values(main.filters[DATE_START_FILTER] ?? {}).some((n) => n > 0) || Boolean(request.date) };
    },

    async artworkFacets(lang) {
      const facts = await fetchJson<unknown>(`/${exploreFactsUrl(lang)}?v=${encodeURIComponent(buildHash)}`, undefined, 0);
      return readExploreFacts(facts);
    },

    async elsewhere(query, langs) {
      const term = query.trim();
      if (!term) return [];
      const found = await Promise.all(
        langs.map(async (lang) => {
          const index = await open(lang);
          return { lang, total: index ? current((await index.results.search(term)).results, index.superseded).length : 0 };
        }),
      );
      return found.filter((f) => f.total > 0);
    },
  };
}
