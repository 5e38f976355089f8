/** Load → parse → validate every document, collecting every error before anyone decides to stop. */
import { mediaAddressErrors } from '../../pages/content/media-addresses.ts';
import type { Page, SiteConfig } from '../../generated/types/content.ts';
import {
  contentError,
  INVISIBLE_CONTROLS,
  parseJson,
  validatePageDocument,
  validateSiteConfigDocument,
  type ContentError,
} from '../../pages/content/validate.ts';
import type { ContentSource, RawDocument } from './content-source.ts';
import { mapPageHtml, mapSiteConfigHtml } from '../../pages/content/html-fields.ts';
import { nodeHtmlSanitizer } from './sanitize-node.ts';
import { ALLOWED_HTTP_EQUIV, ALLOWED_LINK_RELS, isAllowedMeta } from '../../pages/head/head-data.ts';
import { previewRoute, searchRoutes, visitRoutes, exploreRoutes } from '../../pages/routes/search-route.ts';
import { LANGUAGES } from '../../generated/types/constants.ts';
import { provideAllUiText } from '../../pages/i18n/all-ui-text.ts';

// The site's own routes are named in every language (their titles are interface text).
provideAllUiText();

/**
 * Paths the site itself owns: a CMS page there would replace the homepage, search, preview, an
 * error page, or files of the build. `/` belongs to the Spanish homepage only.
 */
export function reservedRouteProblem(page: Page): string | null {
  const path = page.url.path;
  if (path === '/') return page.bundle === 'homepage' && page.language.id === 'es' ? null : 'the Spanish homepage';
  const owned = new Map<string, string>([
    ['/index', 'the homepage (index.html)'],
    ...searchRoutes().map((r) => [r.url.path, 'the search page'] as [string, string]),
    ...visitRoutes().map((r) => [r.url.path, 'the visit plan'] as [string, string]),
    ...exploreRoutes().map((r) => [r.url.path, 'the explore page'] as [string, string]),
    [previewRoute().url.path, 'the editors’ preview'],
  ]);
  for (const lang of ['', ...LANGUAGES.filter((l) => l !== 'es').map((l) => `/${l}`)]) {
    owned.set(`${lang}/404`, 'the 404 page');
    owned.set(`${lang}/500`, 'the 500 page');
  }
  if (owned.has(path)) return owned.get(path)!;
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
  pages: { page: Page; source: string }[];
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

/** One page document parsed, validated and its HTML sanitised: pure, so a worker thread can run it. */
export type CheckedDocument =
  { source: string; ok: true; page: Page; warnings?: string[] } | { source: string; ok: false; errors: ContentError[] };

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

/** A document that is not UTF-8, reported at its first foreign byte. */
const notUtf8Error = (doc: RawDocument & { notUtf8: number }) =>
  contentError(
    doc.source,
    '',
    ['described', 'a document in UTF-8', 'un documento en UTF-8'],
    ['literal', `a byte that is not UTF-8 at offset ${doc.notUtf8} (Latin-1 or another encoding?)`],
  );

export function checkPageDocument(doc: RawDocument): CheckedDocument {
  if (doc.notUtf8 !== undefined) return { source: doc.source, ok: false, errors: [notUtf8Error({ ...doc, notUtf8: doc.notUtf8 })] };
  const json = parseJson(doc.text, doc.source);
  const result = json.ok ? validatePageDocument(json.value, doc.source) : json;
  if (!result.ok) return { source: doc.source, ok: false, errors: result.errors };
  const page = (result as { value: Page }).value;
  // Addresses in one Unicode form (NFC), so two spellings of one word are one page (and clash as such).
  page.url.path = page.url.path.normalize('NFC');
  for (const t of page.translations) t.url.path = t.url.path.normalize('NFC');
  const warnings = stripInvisibleControls(page, doc.source);
  // CMS HTML is sanitised here, once: page data and prerendered pages carry only clean HTML.
  return { source: doc.source, ok: true, page: mapPageHtml(page, nodeHtmlSanitizer()), ...(warnings.length ? { warnings } : {}) };
}

/**
 * Removes invisible control characters (bidirectional overrides, zero-width spaces) from every text of
 * a page (titles and paths, where they are refused, never get here), and says where.
 */
function stripInvisibleControls(value: unknown, source: string): string[] {
  const warnings: string[] = [];
  const walk = (v: unknown, pointer: string) => {
    if (Array.isArray(v)) v.forEach((x, i) => visit(v as unknown as Record<number, unknown>, i, x, `${pointer}/${i}`));
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v))
        visit(v as Record<string, unknown>, k, x, `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  };
  const visit = (parent: Record<string | number, unknown>, key: string | number, x: unknown, pointer: string) => {
    if (typeof x === 'string') {
      if (x.search(INVISIBLE_CONTROLS) < 0) return;
      parent[key] = x.replace(INVISIBLE_CONTROLS, '');
      warnings.push(`${source} ${pointer}: removed invisible control characters (bidirectional overrides, zero-width spaces)`);
    } else walk(x, pointer);
  };
  walk(value, '');
  return warnings;
}

/** Documents read ahead of the one being checked. */
const READ_AHEAD = 64;

export interface LoadOptions {
  /** The previous build's record of its sources: a document whose stamp is unchanged is not read or checked again. */
  previous?: Record<string, SourceRecord>;
  /** Documents read and checked again even when their stamp is unchanged (the pages that show what other pages hold). */
  recheck?: ReadonlySet<string>;
  /** Told how many page documents the source lists, before any is read. */
  onPageList?: (documents: number) => void;
}

export async function loadContent(source: ContentSource, options: LoadOptions = {}): Promise<LoadedContent> {
  const errors: ContentError[] = [];
  const warnings: string[] = [];
  const invalid: LoadedContent['invalid'] = [];
  const siteDoc = await source.site();
  const siteJson =
    siteDoc.notUtf8 !== undefined
      ? { ok: false as const, errors: [notUtf8Error({ ...siteDoc, notUtf8: siteDoc.notUtf8 })] }
      : parseJson(siteDoc.text, siteDoc.source);
  const siteResult = siteJson.ok ? validateSiteConfigDocument(siteJson.value, siteDoc.source) : siteJson;
  if (!siteResult.ok) errors.push(...siteResult.errors);
  const mediaHost = siteResult.ok ? (siteResult as { value: SiteConfig }).value.mediaHost : undefined;

  // Read a little ahead of the check (the source bounds open files and requests), checked one by one
  // as they arrive: only checked pages are kept, never the whole site's text.
  const names = await source.pageList();
  options.onPageList?.(names.length);
  const checked: Checked[] = new Array(names.length);
  const sources: LoadedContent['sources'] = {};
  // With a previous build's record: documents whose stamp is the same keep what checking them gave.
  const { previous } = options;
  const unchangedSince = (name: string, before: SourceRecord): Checked =>
    before.path !== undefined
      ? { source: name, ok: true, unchanged: before.path, id: before.id, uuid: before.uuid }
      : { source: name, ok: false, errors: before.errors ?? [] };
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
      checked[i] = checkPageDocument(got);
      rechecked++;
    } else {
      stamps[i] = got.stamp;
      checked[i] = unchangedSince(names[i]!, got);
    }
  }

  // What depends on other pages, in document order.
  const pages: LoadedContent['pages'] = [];
  const unchanged: LoadedContent['unchanged'] = [];
  const order: string[] = [];
  // A page's address is its own, and so are its id and uuid in its language (translations share them,
  // as in the CMS): a second page with one of them is refused, naming both files.
  const taken = { path: new Map<string, string>(), id: new Map<string, string>(), uuid: new Map<string, string>() };
  const clashes = (source: string, keys: { path: string; id?: string; uuid?: string }): ContentError[] =>
    (['path', 'id', 'uuid'] as const).flatMap((kind) => {
      const value = keys[kind];
      const other = value === undefined ? undefined : taken[kind].get(value);
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
  const take = (source: string, keys: { path: string; id?: string; uuid?: string }) => {
    for (const kind of ['path', 'id', 'uuid'] as const) if (keys[kind] !== undefined) taken[kind].set(keys[kind]!, source);
  };
  const refuse = (source: string, found: ContentError[]) => {
    invalid.push({ source, errors: found });
    errors.push(...found);
  };
  const remember = (i: number, record: Omit<SourceRecord, 'stamp'>) => {
    const stamp = stamps[i];
    if (stamp !== undefined) sources[names[i]!] = { stamp, ...record };
  };
  for (const [i, doc] of checked.entries()) {
    if (!doc.ok) {
      refuse(doc.source, doc.errors);
      remember(i, { errors: doc.errors });
      continue;
    }
    if ('unchanged' in doc) {
      // Checked by an earlier build, reserved routes included; only a clash with a page that changed is new.
      const keys = { path: doc.unchanged, id: doc.id, uuid: doc.uuid };
      const clash = clashes(doc.source, keys);
      if (clash.length) {
        refuse(doc.source, clash);
        continue;
      }
      take(doc.source, keys);
      unchanged.push({ path: doc.unchanged, source: doc.source });
      order.push(doc.unchanged);
      remember(i, { path: doc.unchanged, id: doc.id, uuid: doc.uuid });
      continue;
    }
    const { page } = doc;
    warnings.push(...(doc.warnings ?? []));
    const reserved = reservedRouteProblem(page);
    if (reserved) {
      refuse(doc.source, [
        {
          source: doc.source,
          pointer: '/url/path',
          expected: `a path the site does not own (${page.url.path} is ${reserved})`,
          found: JSON.stringify(page.url.path),
        },
      ]);
      continue;
    }
    const badMedia = mediaAddressErrors(page, doc.source, mediaHost);
    if (badMedia.length) {
      refuse(doc.source, badMedia);
      continue;
    }
    (page.metas ?? []).forEach((m, i) => {
      if (!isAllowedMeta(m))
        warnings.push(
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
    const clash = clashes(doc.source, keys);
    if (clash.length) {
      refuse(doc.source, clash);
      continue;
    }
    take(doc.source, keys);
    pages.push({ page, source: doc.source });
    order.push(page.url.path);
    remember(i, keys);
  }
  const site = siteResult.ok ? mapSiteConfigHtml((siteResult as { value: SiteConfig }).value, nodeHtmlSanitizer()) : null;
  return { site, pages, unchanged, order, invalid, errors, warnings, sources, rechecked };
}
