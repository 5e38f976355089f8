/**
 * The collection's data downloads (pages/rules/collection-data.ts): for each language, every artwork
 * page's row as JSON Lines and as CSV, in the order of the pages' addresses (so two builds of the same
 * content write the same bytes). A whole build writes every language's files, even a language with no
 * work (a header and nothing else: the collection data page links every language); an edit, those of
 * the languages whose works it read or lost. The CSV is written by csv-stringify (quoting by RFC 4180, a byte order mark so that a spreadsheet reads it as UTF-8,
 * and a leading ' on a value a spreadsheet would run as a formula: the CMS's text is not trusted).
 */
import { stringify } from 'csv-stringify/sync';
import type { Language } from '../../../generated/types/constants.ts';
import type { SiteConfig } from '../../../generated/types/content.ts';
import { DATA_FIELDS, dataFilePath, dataRowOf, type DataRow } from '../../../pages/rules/collection-data.ts';
import type { WorkPart } from '../../../pages/rules/work-part.ts';
import { createSiteWriter } from '../render/site-writer.ts';

interface DataFilesInput {
  /** Every artwork page's part, by its site path. */
  entries: Readonly<Record<string, WorkPart>>;
  /** The languages whose files are written. */
  languages: readonly Language[];
  site: SiteConfig;
}

/** A row as a CSV record: a list joined by "; ", a missing value blank. */
const csvRecord = (row: DataRow) => DATA_FIELDS.map((f) => (Array.isArray(row[f]) ? row[f].join('; ') : (row[f] ?? '')));

/** The rows of one language, in the order of their pages' addresses. */
function dataRows(entries: Readonly<Record<string, WorkPart>>, lang: Language, siteUrl: string): DataRow[] {
  return Object.values(entries)
    .filter((p) => p.lang === lang)
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map((p) => dataRowOf(p, siteUrl));
}

/** Writes the languages' data files into `dir`; returns how many and their bytes. */
export function writeDataFiles(dir: string, { entries, languages, site }: DataFilesInput) {
  const siteUrl = site.siteUrl ?? '';
  const writer = createSiteWriter(dir);
  for (const lang of languages) {
    const rows = dataRows(entries, lang, siteUrl);
    writer.write(dataFilePath(lang, 'jsonl').slice(1), rows.map((r) => `${JSON.stringify(r)}\n`).join(''));
    const csv = stringify(rows.map(csvRecord), {
      header: true,
      columns: [...DATA_FIELDS],
      escape_formulas: true,
      record_delimiter: 'windows',
      bom: true,
    });
    writer.write(dataFilePath(lang, 'csv').slice(1), csv);
  }
  return writer.take();
}
