/** Load → parse → validate every document, collecting every error before anyone decides to stop. */
import { languagePrefix } from '../../../pages/routes/language-path.ts';
import type { Page, SiteConfig } from '../../../generated/types/content.ts';
import type { SearchRecord } from '../../../pages/search/search-record.ts';
import { parseJson, validateSiteConfigDocument, type ContentError } from '../../../pages/content/validate.ts';
import type { ContentSource, RawDocument } from './content-source.ts';
import { mapSiteConfigHtml } from '../../../pages/content/html-fields.ts';
import { nodeHtmlSanitizer } from './sanitize-node.ts';
import { ALLOWED_HTTP_EQUIV, ALLOWED_LINK_RELS, isAllowedMeta } from '../../../pages/head/head-data.ts';
import { previewRoute, searchRoutes, visitRoutes, exploreRoutes } from '../../../pages/routes/search-route.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../../generated/types/constants.ts';
import { provideAllUiText } from '../../../pages/i18n/all-ui-text.ts';
import { availableParallelism } from 'node:os';
import { CHECK_BATCH, createCheckPool } from './check-pool.ts';
import { checkPageDocument, notUtf8Error, type CheckedDocument, type CheckSettings } from './check-document.ts';

export { checkPageDocument, type CheckedDocument, type CheckSettings };

// The site's own routes are named in every language (their titles are interface text).
provideAllUiText();

/** The site's own routes (made once: every page is checked against them). */
let ownedRoutes: Map<string, string> | undefined;
function siteOwnedRoutes(): Map<string, string> {
  const owned = new Map<string, string>([
    ['/index', 'the homepage (index.html)'],
    ...searchRoutes().map((r) => [r.url.path, 'the search page'] as [string, string]),
    ...visitRoutes().map((r) => [r.url.path, 'the visit plan'] as [string, string]),
    ...exploreRoutes().map((r) => [r.url.path, 'the explore page'] as [string, string]),
    [previewRoute().url.path, 'the editors’ preview'],
  ]);
  for (const lang of LANGUAGES.map(languagePrefix)) {
    owned.set(`${lang}/404`, 'the 404 page');
    owned.set(`${lang}/500`, 'the 500 page');
  }
  return owned;
}

/**
 * Paths the site itself owns: a CMS page there would replace the homepage, search, preview, an
 * error page, or files of the build. `/` belongs to the Spanish homepage only.
 */
function reservedRouteProblem(page: Page): string | null {
  const path = page.url.path;
  if (path === '/') return page.bundle === 'homepage' && page.language.id === DEFAULT_LANGUAGE ? null : 'the Spanish homepage';
  const owned = (ownedRoutes ??= siteOwnedRoutes()).get(path);
  if (owned !== undefined) return owned;
  for (const [prefix, what] of [
    ['/page-data/', 'page data'],
    ['/assets/', 'the build’s scripts and styles'],
    ['/pagefind/', 'the search index'],
    ['/media/', 'media files'],
    ['/_', 'the host’s configuration files'],
  ] as const)
    if (path.startsWith(prefix)) return what;
  return null;
}

export interface LoadedContent {
  site: SiteConfig | null;
  /** Pages read and checked by this build. */
  /** With each page its search record (made where it was checked: null for a page search leaves out). */
  pages: { page: Page; source: string; record?: SearchRecord | null }[];
  /** Pages whose documents are unchanged since the previous build (its record says what they gave): their addresses only. */
  unchanged: { path: string; source: string }[];
  /** Every valid page's address, in the order of the documents (the order of the sitemap). */
  order: string[];
  /** Pages left out, with why. */
  invalid: { source: string; errors: ContentError[] }[];
  errors: ContentError[];
  /** Things dropped on the way (an http-equiv meta that is not allowed), for the build to print. */
  warnings: string[];
  /** Per source document (sources that can stamp them): its stamp and what checking gave, for the next build. */
  sources: Record<string, SourceRecord>;
  /** How many documents were read and checked (the rest came unchanged from the previous build). */
  rechecked: number;
}

/** What the build remembers of a source document: its stamp, and the address of the page it gave or its errors. */
export interface SourceRecord {
  stamp: string;
  path?: string;
  /** The page's id and uuid, which no other page may have. */
  id?: string;
  uuid?: string;
  errors?: ContentError[];
}

type Checked = CheckedDocument | { source: string; ok: true; unchanged: string; id?: string; uuid?: string };

/** Documents read ahead of the one being checked. */
const READ_AHEAD = 64;

interface LoadOptions {
  /** The previous build's record of its sources: a document whose stamp is unchanged is not read or checked again. */
  previous?: Record<string, SourceRecord>;
  /** Documents read and checked again even when their stamp is unchanged (the pages that show what other pages hold). */
  recheck?: ReadonlySet<string>;
  /** Told how many page documents the source lists, before any is read. */
  onPageList?: (documents: number) => void;
  /**
   * Threads besides this one that check documents (check-pool.ts). Unless given: one per core but this
   * one when there are at least CHECK_THREADS_FROM documents to check, else none (starting a thread
   * costs more than checking a few hundred documents).
   */
  checkThreads?: number;
}

/** From this many documents to check, other cores check them too. */
const CHECK_THREADS_FROM = 2_000;

export async function loadContent(source: ContentSource, options: LoadOptions = {}): Promise<LoadedContent> {
  const { site, errors } = await loadSite(source);
  const settings: CheckSettings = { mediaHost: site?.mediaHost, buildings: site?.buildings ?? [] };
  const names = await source.pageList();
  options.onPageList?.(names.length);
  const { checked, stamps, rechecked } = await checkDocuments(source, names, options, settings);
  // What depends on other pages, in document order.
  const pages = new PageAssembly(names, stamps, errors);
  for (const [i, doc] of checked.entries()) pages.add(i, doc);
  const { pages: list, unchanged, order, invalid, warnings, sources } = pages;
  return { site, pages: list, unchanged, order, invalid, errors, warnings, sources, rechecked };
}

/** The site configuration, validated and its HTML sanitised (null, with its errors, when it is not valid). */
async function loadSite(source: ContentSource): Promise<{ site: SiteConfig | null; errors: ContentError[] }> {
  const errors: ContentError[] = [];
  const siteDoc = await source.site();
  const siteJson =
    siteDoc.notUtf8 !== undefined
      ? { ok: false as const, errors: [notUtf8Error({ ...siteDoc, notUtf8: siteDoc.notUtf8 })] }
      : parseJson(siteDoc.text, siteDoc.source);
  const siteResult = siteJson.ok ? validateSiteConfigDocument(siteJson.value, siteDoc.source) : siteJson;
  if (!siteResult.ok) errors.push(...siteResult.errors);
  const site = siteResult.ok ? mapSiteConfigHtml((siteResult as { value: SiteConfig }).value, nodeHtmlSanitizer()) : null;
  return { site, errors };
}

/**
 * Every page document read and checked, or, with a previous build's record, kept as checking it gave
 * when its stamp is the same. Read a little ahead of the check (the source bounds open files and
 * requests), checked one by one as they arrive: only checked pages are kept, never the whole site's text.
 */
async function checkDocuments(source: ContentSource, names: string[], options: LoadOptions, settings: CheckSettings) {
  const checked: Checked[] = new Array(names.length);
  const { previous } = options;
  // Stamped before reading: a document edited while the build reads it is checked again next time.
  // A source that cannot tell a document's stamp without asking (a CMS without versions in its page
  // list) gives it with the document, and answers "unchanged" to the stamp it gave before (HTTP: ETag).
  const stamps: (string | undefined)[] = source.pageStamp
    ? await Promise.all(names.map((n) => source.pageStamp!(n)))
    : new Array<string | undefined>(names.length);
  const todo: number[] = [];
  names.forEach((name, i) => {
    const before = previous?.[name];
    if (stamps[i] !== undefined && before?.stamp === stamps[i] && !options.recheck?.has(name)) checked[i] = unchangedSince(name, before);
    else todo.push(i);
  });
  const read = async (i: number): Promise<RawDocument | SourceRecord> => {
    const name = names[i]!;
    if (stamps[i] !== undefined || !source.readPageSince) return source.readPage(name);
    const before = options.recheck?.has(name) ? undefined : previous?.[name];
    const answer = await source.readPageSince(name, before?.stamp);
    if ('unchanged' in answer) return before!;
    stamps[i] = answer.stamp;
    return answer.doc;
  };
  let rechecked = 0;
  const reads: Promise<RawDocument | SourceRecord>[] = [];
  const threads = options.checkThreads ?? (todo.length >= CHECK_THREADS_FROM ? Math.min(3, availableParallelism() - 1) : 0);
  const pool = threads > 0 ? createCheckPool(threads, settings) : null;
  try {
    for (let k = 0; k < todo.length; k++) {
      for (let j = reads.length; j < Math.min(todo.length, k + READ_AHEAD); j++) {
        const reading = read(todo[j]!);
        reading.catch(() => undefined); // a failure is thrown when its turn comes, not reported as unhandled before
        reads.push(reading);
      }
      const i = todo[k]!;
      const got = await reads[k]!;
      delete reads[k];
      if ('text' in got) {
        if (pool) {
          pool.check(got, (c) => (checked[i] = c));
          // The threads' results arrive as events: reads from files are never waited for, so without
          // a turn of the event loop now and then this thread would see every thread busy and check all.
          if (rechecked % CHECK_BATCH === 0) await new Promise((resolve) => setImmediate(resolve));
        } else checked[i] = checkPageDocument(got, settings);
        rechecked++;
      } else {
        stamps[i] = got.stamp;
        checked[i] = unchangedSince(names[i]!, got);
      }
    }
    await pool?.drain();
  } finally {
    await pool?.close();
  }
  return { checked, stamps, rechecked };
}

/** What an earlier build's check of an unchanged document gave. */
const unchangedSince = (name: string, before: SourceRecord): Checked =>
  before.path !== undefined
    ? { source: name, ok: true, unchanged: before.path, id: before.id, uuid: before.uuid }
    : { source: name, ok: false, errors: before.errors ?? [] };

type PageKeys = { path: string; id?: string; uuid?: string };

/**
 * The pages checked, taken in document order: a page's address is its own, and so are its id and uuid in
 * its language (translations share them, as in the CMS): a second page with one of them is refused,
 * naming both files; so is a page at a route the site owns, or with media it may not show.
 */
class PageAssembly {
  readonly pages: LoadedContent['pages'] = [];
  readonly unchanged: LoadedContent['unchanged'] = [];
  readonly order: string[] = [];
  readonly invalid: LoadedContent['invalid'] = [];
  readonly warnings: string[] = [];
  readonly sources: LoadedContent['sources'] = {};
  private readonly taken = { path: new Map<string, string>(), id: new Map<string, string>(), uuid: new Map<string, string>() };

  constructor(
    private readonly names: string[],
    private readonly stamps: (string | undefined)[],
    private readonly errors: ContentError[],
  ) {}

  add(i: number, doc: Checked) {
    if (!doc.ok) {
      this.refuse(doc.source, doc.errors);
      this.remember(i, { errors: doc.errors });
    } else if ('unchanged' in doc) this.addUnchanged(i, doc);
    else this.addChecked(i, doc);
  }

  /** Checked by an earlier build, reserved routes included; only a clash with a page that changed is new. */
  private addUnchanged(i: number, doc: Extract<Checked, { unchanged: string }>) {
    const keys = { path: doc.unchanged, id: doc.id, uuid: doc.uuid };
    if (this.clashed(doc.source, keys)) return;
    this.unchanged.push({ path: doc.unchanged, source: doc.source });
    this.order.push(doc.unchanged);
    this.remember(i, keys);
  }

  private addChecked(i: number, doc: Extract<Checked, { page: Page }>) {
    const { page } = doc;
    this.warnings.push(...(doc.warnings ?? []));
    const reserved = reservedRouteProblem(page);
    if (reserved)
      return this.refuse(doc.source, [
        {
          source: doc.source,
          pointer: '/url/path',
          expected: `a path the site does not own (${page.url.path} is ${reserved})`,
          found: JSON.stringify(page.url.path),
        },
      ]);
    if (doc.mediaErrors?.length) return this.refuse(doc.source, doc.mediaErrors);
    (page.metas ?? []).forEach((m, i) => {
      if (!isAllowedMeta(m))
        this.warnings.push(
          m.type === 'MetaLink'
            ? `${doc.source} /metas/${i}: dropped <link rel="${m.property}"> (only ${ALLOWED_LINK_RELS.join(', ')} are allowed)`
            : `${doc.source} /metas/${i}: dropped <meta http-equiv="${m.property}"> (only ${ALLOWED_HTTP_EQUIV.join(', ')} is allowed)`,
        );
    });
    const uuid = (page as { uuid?: string }).uuid;
    const keys = {
      path: page.url.path,
      id: `${page.language.id}:${page.id}`,
      uuid: uuid === undefined ? undefined : `${page.language.id}:${uuid}`,
    };
    if (this.clashed(doc.source, keys)) return;
    this.pages.push({ page, source: doc.source, record: doc.record });
    this.order.push(page.url.path);
    this.remember(i, keys);
  }

  /** Whether a key of the page is another's (the page is refused, naming it); else its keys are taken. */
  private clashed(source: string, keys: PageKeys): boolean {
    const clash = (['path', 'id', 'uuid'] as const).flatMap((kind) => {
      const value = keys[kind];
      const other = value === undefined ? undefined : this.taken[kind].get(value);
      return other === undefined
        ? []
        : [
            {
              source,
              pointer: kind === 'path' ? '/url/path' : `/${kind}`,
              expected: `${kind === 'path' ? 'a path' : `an ${kind} no other page in its language has`}${kind === 'path' ? ' no other page has' : ''} (${other} has it)`,
              found: JSON.stringify(kind === 'path' ? value : value!.slice(value!.indexOf(':') + 1)),
            },
          ];
    });
    if (clash.length) {
      this.refuse(source, clash);
      return true;
    }
    for (const kind of ['path', 'id', 'uuid'] as const) if (keys[kind] !== undefined) this.taken[kind].set(keys[kind]!, source);
    return false;
  }

  private refuse(source: string, found: ContentError[]) {
    this.invalid.push({ source, errors: found });
    this.errors.push(...found);
  }

  private remember(i: number, record: Omit<SourceRecord, 'stamp'>) {
    const stamp = this.stamps[i];
    if (stamp !== undefined) this.sources[this.names[i]!] = { stamp, ...record };
  }
}
