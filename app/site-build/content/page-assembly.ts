/**
 * The pages checked, taken in document order (./load-content.ts): a page's address is its own, and so
 * are its id and uuid in its language; a page at a route the site owns, or with media it may not show,
 * is refused; what each document gave is remembered for the next build.
 */
import type { Page } from '../../../generated/types/content.ts';
import type { ContentError } from '../../../pages/content/validate.ts';
import { languagePrefix } from '../../../pages/routes/language-path.ts';
import { ALLOWED_HTTP_EQUIV, ALLOWED_LINK_RELS, isAllowedMeta } from '../../../pages/head/head-data.ts';
import { previewRoute, searchRoutes, visitRoutes, exploreRoutes, collectionDataRoutes } from '../../../pages/routes/search-route.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../../generated/types/constants.ts';
import { provideAllUiText } from '../../../pages/i18n/all-ui-text.ts';
import type { CheckedDocument } from './check-document.ts';
import type { LoadedContent, SourceRecord } from './loaded-content.ts';
import { ahead, notUsed } from '../publish/ahead.ts';

// The site's own routes are named in every language (their titles are interface text).
provideAllUiText();

/** A document as checking gave it, or unchanged since the previous build (its record says what it gave). */
export type Checked = CheckedDocument | { source: string; ok: true; unchanged: string; id?: string; uuid?: string };

/** The site's own routes (made once: every page is checked against them). */
let ownedRoutes: Map<string, string> | undefined;
function siteOwnedRoutes(): Map<string, string> {
  const owned = new Map<string, string>([
    ['/index', 'the homepage (index.html)'],
    ...searchRoutes().map((r) => [r.url.path, 'the search page'] as [string, string]),
    ...visitRoutes().map((r) => [r.url.path, 'the visit plan'] as [string, string]),
    ...exploreRoutes().map((r) => [r.url.path, 'the explore page'] as [string, string]),
    ...collectionDataRoutes().map((r) => [r.url.path, 'the collection data page'] as [string, string]),
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

type PageKeys = { path: string; id?: string; uuid?: string };
/** Each key a page holds (its path, and its id and uuid in its language), with the document that holds it. */
type TakenKeys = { path: Map<string, string>; id: Map<string, string>; uuid: Map<string, string> };

/** A changed document claims a key the record gives another: the assembly is done again in order. */
class KeyOfAnother extends Error {}

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
  private readonly taken: TakenKeys;

  /**
   * `recorded`: the keys the previous build's record gives its pages (recordedKeys), taken as they are:
   * then an unchanged document's keys are known to be its own, and only a changed document's are looked
   * up. A changed document that claims a key the record gives another document (which may come before
   * it, or be gone) throws KeyOfAnother, and the documents are assembled again without them
   * (assemblePages).
   */
  constructor(
    private readonly names: string[],
    private readonly stamps: (string | undefined)[],
    private readonly errors: ContentError[],
    private readonly recorded?: TakenKeys,
  ) {
    this.taken = recorded ?? { path: new Map(), id: new Map(), uuid: new Map() };
  }

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
    if (!this.recorded && this.clashed(i, doc.source, keys)) return;
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
    if (this.clashed(i, doc.source, keys)) return;
    this.pages.push({ page, source: doc.source, record: doc.record });
    this.order.push(page.url.path);
    this.remember(i, keys);
  }

  /** Whether a key of the page is another's (the page is refused, naming it); else its keys are taken. */
  private clashed(i: number, source: string, keys: PageKeys): boolean {
    const { path, id, uuid } = keys;
    const { taken } = this;
    // The record's keys are held by document name (a document's source may be shown otherwise, as a path).
    if (this.recorded) {
      const name = this.names[i]!;
      for (const kind of ['path', 'id', 'uuid'] as const) {
        const owner = keys[kind] === undefined ? undefined : taken[kind].get(keys[kind]);
        if (owner !== undefined && owner !== name) throw new KeyOfAnother();
      }
      for (const kind of ['path', 'id', 'uuid'] as const) if (keys[kind] !== undefined) taken[kind].set(keys[kind], name);
      return false;
    }
    // Each page of the site comes here: the usual case, no key taken, without making anything.
    if (!taken.path.has(path) && (id === undefined || !taken.id.has(id)) && (uuid === undefined || !taken.uuid.has(uuid))) {
      taken.path.set(path, source);
      if (id !== undefined) taken.id.set(id, source);
      if (uuid !== undefined) taken.uuid.set(uuid, source);
      return false;
    }
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

  /** Whether it started from the record's keys (assemblePages did not need to begin again from none). */
  get fromRecord(): boolean {
    return this.recorded !== undefined;
  }

  /** The keys taken (recordedKeys). */
  keys(): TakenKeys {
    return this.taken;
  }

  private refuse(source: string, found: ContentError[]) {
    this.invalid.push({ source, errors: found });
    this.errors.push(...found);
  }

  private remember(i: number, record: Omit<SourceRecord, 'stamp'>) {
    const stamp = this.stamps[i];
    if (stamp === undefined) return;
    // Written out field by field (an object spread per document is a tenth of an edit's reading at full scale).
    const { path, id, uuid, errors } = record;
    const kept: SourceRecord = { stamp };
    if (path !== undefined) kept.path = path;
    if (id !== undefined) kept.id = id;
    if (uuid !== undefined) kept.uuid = uuid;
    if (errors !== undefined) kept.errors = errors;
    this.sources[this.names[i]!] = kept;
  }
}

/** What an earlier build's check of an unchanged document gave. */
export const unchangedSince = (name: string, before: SourceRecord): Checked =>
  before.path !== undefined
    ? { source: name, ok: true, unchanged: before.path, id: before.id, uuid: before.uuid }
    : { source: name, ok: false, errors: before.errors ?? [] };

/**
 * The documents checked, in document order, as a PageAssembly; from the keys the record gives its pages
 * when given them (of the same record the unchanged documents come from), else from none.
 */
export function assemblePages(names: string[], stamps: (string | undefined)[], errors: ContentError[], checked: readonly Checked[], recorded?: TakenKeys | null): PageAssembly {
  const errorsBefore = errors.length;
  if (recorded) {
    try {
      const pages = new PageAssembly(names, stamps, errors, recorded);
      checked.forEach((doc, i) => pages.add(i, doc));
      return pages;
    } catch (err) {
      if (!(err instanceof KeyOfAnother)) throw err;
      errors.length = errorsBefore;
      notUsed(recordedKeys.name);
    }
  }
  const pages = new PageAssembly(names, stamps, errors);
  checked.forEach((doc, i) => pages.add(i, doc));
  return pages;
}

/**
 * The keys the record gives its pages, for an edit's assembly to start from (each is once in the record:
 * its pages were assembled; none when it is not so). Made by assembling the record's documents as
 * unchanged: a standby build makes them while it waits (../pipeline/edit-ahead.ts), and so rehearses the
 * code every edit runs over every document of the site. Given to one build, which changes them.
 */
export const recordedKeys = ahead('page keys', (sources: Readonly<Record<string, SourceRecord>>): TakenKeys | null => {
  const names = Object.keys(sources);
  const assembly = new PageAssembly(
    names,
    names.map((n) => sources[n]!.stamp),
    [],
  );
  names.forEach((name, i) => assembly.add(i, unchangedSince(name, sources[name]!)));
  return assembly.invalid.some((doc) => !sources[doc.source]!.errors) ? null : assembly.keys();
});
