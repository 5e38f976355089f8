/**
 * The collection as data: one row per artwork page, in one file per language and format (JSON Lines
 * and CSV) under /data/, for a researcher's notebook or another museum's system. The fields are
 * named here once: the build writes them in this order (app/site-build/collection/data-files.ts) and
 * the collection data page documents them (pages/views/CollectionDataRoute.tsx). Each row is made from
 * the page's part (./work-part.ts), so an edit writes its language's files again from the record.
 */
import type { Language } from '../../generated/types/constants.ts';
import { manifestPath } from './iiif-link.ts';
import { absoluteUri } from '../routes/absolute-url.ts';
import { LICENSE_URL } from './rights.ts';
import type { WorkPart } from './work-part.ts';

/** The columns, in their order: what a work is, where it is, its page, its picture and the picture's terms. */
export const DATA_FIELDS = [
  'id',
  'registryId',
  'title',
  'artists',
  'date',
  'technique',
  'dimensions',
  'category',
  'entryYear',
  'creditLine',
  'status',
  'room',
  'description',
  'url',
  'image',
  'imageCredit',
  'license',
  'licenseUrl',
  'manifest',
] as const;
type DataField = (typeof DATA_FIELDS)[number];

/** What a field holds, for the documentation: words, a whole number, a list of words, an address or a code from a fixed list. */
type DataFieldKind = 'text' | 'integer' | 'list' | 'address' | 'code';
export const DATA_FIELD_KIND: Record<DataField, DataFieldKind> = {
  id: 'text',
  registryId: 'text',
  title: 'text',
  artists: 'list',
  date: 'text',
  technique: 'text',
  dimensions: 'text',
  category: 'text',
  entryYear: 'integer',
  creditLine: 'text',
  status: 'code',
  room: 'text',
  description: 'text',
  url: 'address',
  image: 'address',
  imageCredit: 'text',
  license: 'code',
  licenseUrl: 'address',
  manifest: 'address',
};

/** One work in one language: every field, null where the work has no value. */
export type DataRow = { [F in DataField]: F extends 'artists' ? string[] : F extends 'entryYear' ? number | null : string | null };

export const DATA_FORMATS = ['jsonl', 'csv'] as const;
type DataFormat = (typeof DATA_FORMATS)[number];

/** The site path of a language's download in a format. */
export const dataFilePath = (lang: Language, format: DataFormat) => `/data/collection.${lang}.${format}`;

/** The row of one artwork page. The manifest is named only where the build writes it (the site's address known). */
export function dataRowOf(part: WorkPart, siteUrl: string): DataRow {
  return {
    id: part.id,
    registryId: part.registryId ?? null,
    title: part.title,
    artists: part.artists,
    date: part.facts.date ?? null,
    technique: part.facts.technique ?? null,
    dimensions: part.facts.dimensions ?? null,
    category: part.category ?? null,
    entryYear: part.entryYear ?? null,
    creditLine: part.creditLine ?? null,
    status: part.status ?? null,
    room: part.room ?? null,
    description: part.summary ?? null,
    url: absoluteUri(siteUrl, part.path),
    image: part.image ? absoluteUri(siteUrl, part.image.url) : null,
    imageCredit: part.credit ?? null,
    license: part.license ?? null,
    licenseUrl: part.license ? (LICENSE_URL[part.license] ?? null) : null,
    manifest: siteUrl && part.image ? absoluteUri(siteUrl, manifestPath(part.key)) : null,
  };
}
