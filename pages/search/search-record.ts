/**
 * What the search index holds for one page (build time only): its words, the card a result shows
 * and the facet values of SPEC §3. Read from the validated content, never from the rendered chrome,
 * so a menu or a footer never makes every page match "museo".
 */
import type { Language } from '../../generated/types/constants.ts';
import type { Building, NodeTeaser, Page, SearchFacet } from '../../generated/types/content.ts';
import { madridDay, madridYear } from '../dates/format.ts';
import { parseProcessedDate } from '../dates/processed-dates.ts';
import { findRoom, placeIn } from '../rules/where.ts';
import { mainImage } from '../rules/main-image.ts';
import { htmlToText } from './html-text.ts';
import { DATE_END_FILTER, DATE_START_FILTER, NO, YES } from './search-facets.ts';

/** Facet values, plus the two day filters the date parameter works on. */
type RecordFilters = Partial<Record<SearchFacet | typeof DATE_START_FILTER | typeof DATE_END_FILTER, string[]>>;

export interface SearchRecord {
  url: string;
  language: Language;
  title: string;
  /** Every word of the page a visitor could search for. */
  content: string;
  /** What the result card shows: the same shape as a reference to the page anywhere else. */
  teaser: NodeTeaser;
  filters: RecordFilters;
  /** Category and audience terms: id → name in the page's language (the address carries ids). */
  terms: Record<string, string>;
}

/** Keys whose strings are addresses, identifiers or styling, never words a visitor reads. */
const NOT_TEXT = new Set([
  'id',
  'uuid',
  'type',
  'bundle',
  'url',
  'path',
  'color',
  'icon',
  'sheet',
  'behaviour',
  'anchorId',
  'language',
  'translations',
  'metas',
  'metasSchema',
  'activeMenuLinkId',
  'domain',
  'mimeType',
  'audioUrl',
  'videoUrl',
  'fileUrl',
  'embedUrl',
  'registrationUrl',
  'buyUrl',
  'src',
  'processedDates',
  'status',
  'languages',
  'publicationLanguages',
  // Codes the page shows in words of its own (a licence's name, a format, why there is no picture).
  'license',
  'format',
  'imageUnavailable',
  'target',
  'direction',
  'network',
  'kind',
  'accessibilityServices',
  // The sizes the build made of a picture (their addresses and its tiny preview).
  'renditions',
]);

/** Lists of other pages: their titles would make this page match searches for them. People stay. */
const REFERENCE_LISTS = new Set(['relatedTo', 'relatedArtworks', 'otherPublicationsInEditorialLine', 'podcastInSerie', 'related', 'data']);
const PEOPLE = new Set(['person', 'organization']);

function collectText(value: unknown, key: string, out: string[]) {
  if (NOT_TEXT.has(key)) return;
  if (typeof value === 'string') {
    // Addresses and file paths are not words (an absolute URL, //host, /media/file.vtt).
    if (!/^((https?:)?\/\/|\/\S*$)/.test(value)) out.push(htmlToText(value));
    return;
  }
  if (Array.isArray(value)) {
    for (const v of value) collectText(v, key, out);
    return;
  }
  if (value && typeof value === 'object') {
    const entity = (value as { entity?: { bundle?: string; title?: string } }).entity;
    // A reference to another page: only people and organisations named on this page are its words.
    if (entity && typeof entity.bundle === 'string' && typeof entity.title === 'string') {
      if (PEOPLE.has(entity.bundle)) out.push(entity.title);
      return;
    }
    if (REFERENCE_LISTS.has(key)) return;
    for (const [k, v] of Object.entries(value)) collectText(v, k, out);
  }
}

const yesNo = (b: boolean) => [b ? YES : NO];
const uniq = (values: (string | number | undefined | null)[]) => [...new Set(values.filter((v) => v != null && v !== '').map(String))];

/** Start and end of what the page dates (Madrid days), for the date parameter. */
function dateSpan(page: Page): { start: number; end: number | null } | null {
  if (page.bundle === 'activity') {
    const times = (page.processedDates ?? []).flatMap(({ value }) => {
      const d = parseProcessedDate(value);
      return d ? [d.unix()] : [];
    });
    if (times.length) return { start: Math.min(...times), end: Math.max(...times) };
    return page.dates ? { start: page.dates.valueTimestamp, end: page.dates.endValueTimestamp ?? page.dates.valueTimestamp } : null;
  }
  if (page.bundle === 'exhibition' || page.bundle === 'program') {
    // An exhibition with no end runs on (SPEC §9): its end day is open.
    return page.dates ? { start: page.dates.valueTimestamp, end: page.dates.endValueTimestamp ?? null } : null;
  }
  return null;
}

/**
 * The decade a work's catalogued date puts it in ('1937', 'c. 1930-1935', 'hacia 1960' → '1930', '1930',
 * '1960'): its first year, from 1000 to 2099. A date without one (s. f., 's. XIX') has none.
 */
export function decadeOf(date: string | undefined): string | undefined {
  const year = /(?<!\d)(1\d{3}|20\d{2})(?!\d)/.exec(date ?? '')?.[1];
  return year ? `${year.slice(0, 3)}0` : undefined;
}

/** The last day an open-ended run is filed under: after any day a visitor can ask for. */
export const OPEN_END_DAY = '9999-12-31';

function termsOf(page: Page, out: Record<string, string>) {
  const lists = ['categories' in page ? page.categories : undefined, page.bundle === 'activity' ? page.audience : undefined];
  for (const list of lists) for (const t of list ?? []) out[t.entity.id] = t.entity.name;
}

function facetsOf(page: Page, buildings: readonly Building[]): RecordFilters {
  const f: RecordFilters = { bundle: [page.bundle], hasImage: yesNo(Boolean(mainImage(page))) };
  const categoryIds = 'categories' in page ? uniq((page.categories ?? []).map((c) => c.entity.id)) : [];
  if (categoryIds.length) f.category = categoryIds;
  const span = dateSpan(page);
  if (span) {
    f[DATE_START_FILTER] = [madridDay(span.start)];
    f[DATE_END_FILTER] = [span.end == null ? OPEN_END_DAY : madridDay(span.end)];
    f.year = [String(madridYear(span.start))];
  }
  switch (page.bundle) {
    case 'activity':
      if (page.audience?.length) f.audience = uniq(page.audience.map((a) => a.entity.id));
      if (page.accessibilityServices?.length) f.service = [...page.accessibilityServices];
      break;
    case 'exhibition':
      if (page.accessibilityServices?.length) f.service = [...page.accessibilityServices];
      if (page.dates) {
        // Every year the exhibition is open in (an open end counts up to the year it started).
        const from = madridYear(page.dates.valueTimestamp);
        const to = page.dates.endValueTimestamp ? madridYear(page.dates.endValueTimestamp) : from;
        f.computedYear = Array.from({ length: Math.max(1, Math.min(to - from + 1, 50)) }, (_, i) => String(from + i));
      }
      break;
    case 'artwork': {
      const t = page.technicalDetails ?? {};
      const status = page.status.status;
      f.status = [status];
      f.exposed = yesNo(status === 'exposed' || status === 'exposedin');
      if (status === 'exposedin' && page.status.room) {
        f.showroom = [page.status.room];
        // Where it hangs, in the words of the page's language (search by building and floor).
        const place = findRoom(buildings, page.status.room);
        if (place) {
          const names = placeIn(place, page.language.id);
          f.building = [names.building];
          f.floor = [`${names.floor} · ${names.building}`];
        }
      }
      f.author = uniq((page.authors ?? []).map((a) => a.entity.title));
      if (t.category) f.category = uniq([t.category]);
      if (t.technique) f.technique = [t.technique];
      if (t.entryYear) f.entryYear = [String(t.entryYear)];
      const decade = decadeOf(page.date ?? t.webDate);
      if (decade) f.decade = [decade];
      if (t.isRecentAcquisition) f.recentAcquisition = [YES];
      if (t.ownedByFoundation !== undefined) f.ownedByFoundation = yesNo(t.ownedByFoundation);
      break;
    }
    case 'podcast':
      if (page.channel) f.channel = [page.channel.entity.title];
      if (page.serie) f.serie = [page.serie];
      if (page.date) f.year = [String(madridYear(page.date))];
      break;
    case 'press_note':
      if (page.category) f.category = [page.category];
      if (page.date) f.year = [String(madridYear(page.date))];
      break;
    case 'publication':
      f.author = uniq(page.authors ?? []);
      f.collection = uniq([page.collection]);
      f.editorialLine = uniq([page.editorialLine]);
      f.format = uniq([page.format]);
      f.language = uniq(page.publicationLanguages ?? []);
      f.type = uniq([page.publicationType]);
      f.year = uniq([page.year]);
      break;
  }
  for (const [k, v] of Object.entries(f)) if (!v?.length) delete f[k as keyof RecordFilters];
  return f;
}

function teaserOf(page: Page): NodeTeaser {
  const image = mainImage(page);
  const summaryHtml =
    page.hero?.subtitle ??
    ('description' in page && page.description?.value) ??
    ('moreAbout' in page && page.moreAbout?.value) ??
    ('biography' in page && page.biography?.value) ??
    page.content?.value;
  const teaser: NodeTeaser = {
    id: page.id,
    bundle: page.bundle,
    title: page.title.value,
    url: page.url,
    pretitle: page.hero?.pretitle,
    summary: typeof summaryHtml === 'string' ? clip(htmlToText(summaryHtml), 220) : undefined,
    // With the sizes the build made of it, when it has (a result card shows it as the page's cards do).
    image: image
      ? {
          url: image.url,
          alt: image.alt,
          width: image.width,
          height: image.height,
          ...(image.renditions ? { renditions: image.renditions } : {}),
        }
      : undefined,
    dates: 'dates' in page && page.dates ? page.dates : undefined,
  };
  if (page.bundle === 'artwork') {
    teaser.status = page.status;
    teaser.authors = (page.authors ?? []).map((a) => a.entity.title);
  }
  if (page.bundle === 'publication') {
    teaser.authors = page.authors;
    teaser.outOfStock = page.outOfStock;
  }
  if (page.bundle === 'activity') teaser.processedDates = page.processedDates;
  return dataCopy(teaser);
}

/**
 * A copy of JSON data without the properties left undefined: what `JSON.parse(JSON.stringify(value))`
 * gives for data read from JSON, without making the text. The teaser shares nothing with the page.
 */
function dataCopy<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v: unknown) => (v === undefined ? null : dataCopy(v))) as T;
  if (!value || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) if (v !== undefined) copy[k] = dataCopy(v);
  return copy as T;
}

function clip(text: string, max: number) {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20))}…`;
}

/** Between two fields of a record: an excerpt that spans both reads them apart ("…un lienzo rojo · Sin diálogos…"). */
const FIELD_SEPARATOR = ' · ';

/**
 * The text of a record: the title first, then each field, set apart. Pagefind ranks a record by its
 * text, so a page whose title holds the words a visitor typed ranks above one that mentions them once
 * in passing (the title's words are also the first its excerpt can show).
 */
function recordContent(title: string, fields: string[]): string {
  const parts = [title, ...fields].map((f) => f.replace(/\s+/g, ' ').trim()).filter(Boolean);
  return [...new Set(parts)].join(FIELD_SEPARATOR);
}

/** A page's search record; `buildings` (the site configuration's plans) gives artworks their building and floor. */
export function searchRecord(page: Page, buildings: readonly Building[] = []): SearchRecord | null {
  if (page.isPublished === false) return null;
  const words: string[] = [];
  const { title: _title, ...rest } = page;
  // A press note's category is a code (its facet names it); an artwork's is the words of its sheet.
  if (rest.bundle === 'press_note') delete (rest as { category?: unknown }).category;
  collectText(rest, '', words);
  const terms: Record<string, string> = {};
  termsOf(page, terms);
  return {
    url: page.url.path,
    language: page.language.id,
    title: page.title.value,
    content: recordContent(page.title.value, words),
    teaser: teaserOf(page),
    filters: facetsOf(page, buildings),
    terms,
  };
}
