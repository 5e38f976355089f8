/**
 * The collection's data downloads (pages/rules/collection-data.ts): for each language, every artwork
 * page's row as JSON Lines and as CSV, in the order of the pages' addresses (so two builds of the same
 * content write the same bytes). A whole build writes every language's files, even a language with no
 * work (a header and nothing else: the collection data page links every language); an edit, those of
 * the languages whose works it read or lost, keeping the published rows of the works it did not read
 * (each row is a function of its page's part alone) and making only the others: a language's files are
 * tens of MB at full scale, and an edit is on the way to being live. The CSV is written by csv-stringify
 * (quoting by RFC 4180, a byte order mark so that a spreadsheet reads it as UTF-8, and a leading ' on a
 * value a spreadsheet would run as a formula: the CMS's text is not trusted).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'csv-stringify/sync';
import type { Language } from '../../../generated/types/constants.ts';
import type { SiteConfig } from '../../../generated/types/content.ts';
import { DATA_FIELDS, dataFilePath, dataRowOf, type DataRow } from '../../../pages/rules/collection-data.ts';
import { absoluteUri } from '../../../pages/routes/absolute-url.ts';
import type { WorkPart } from '../../../pages/rules/work-part.ts';
import { createSiteWriter } from '../render/site-writer.ts';

interface DataFilesInput {
  /** Every artwork page's part, by its site path. */
  entries: Readonly<Record<string, WorkPart>>;
  /** The languages whose files are written. */
  languages: readonly Language[];
  site: SiteConfig;
  /** An edit: the published site's folder, the previous build's parts, and the site paths whose parts it read. */
  edit?: { live: string; previous: Readonly<Record<string, WorkPart>>; read: ReadonlySet<string> };
}

const CSV_OPTIONS = { escape_formulas: true, record_delimiter: 'windows' } as const;
const CSV_HEADER = stringify([[...DATA_FIELDS]], { ...CSV_OPTIONS, bom: true });

/** A row as a CSV record: a list joined by "; ", a missing value blank. */
const csvRecord = (row: DataRow) => DATA_FIELDS.map((f) => (Array.isArray(row[f]) ? row[f].join('; ') : (row[f] ?? '')));

/** A language's artworks' parts, in the order of their pages' addresses. */
const partsIn = (entries: Readonly<Record<string, WorkPart>>, lang: Language) =>
  Object.values(entries)
    .filter((p) => p.bundle === 'artwork' && p.lang === lang)
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));

/** A whole language's files, every row made. */
function wholeFiles(parts: readonly WorkPart[], siteUrl: string) {
  const rows = parts.map((p) => dataRowOf(p, siteUrl));
  return {
    made: rows.length,
    jsonl: rows.map((r) => `${JSON.stringify(r)}\n`).join(''),
    csv: stringify(rows.map(csvRecord), { ...CSV_OPTIONS, header: true, columns: [...DATA_FIELDS], bom: true }),
  };
}

/**
 * Where each record of a file this module wrote ends (the offset after its line end), from its bytes: a
 * JSON Lines file ends a record at every LF; a CSV file at an LF outside quotes (a value's line ends are
 * quoted, and a quote is a byte of its own in UTF-8). Null if the file does not end a record.
 */
function recordEnds(bytes: Buffer, quoted: boolean): number[] | null {
  const ends: number[] = [];
  let at = 0;
  // The next quote at or after `at` (searched again only once passed: a search per record would scan ahead for each).
  let quote = quoted ? bytes.indexOf(34) : -1;
  while (at < bytes.length) {
    const lf = bytes.indexOf(10, at);
    if (lf < 0) return null;
    if (quote >= 0 && quote < lf) {
      // A quoted value: past its closing quote (a doubled quote inside it is two quotes in a row).
      let close = quote;
      do close = bytes.indexOf(34, close + 1);
      while (close >= 0 && bytes[close + 1] === 34 && (close += 1));
      if (close < 0) return null;
      at = close + 1;
      quote = bytes.indexOf(34, at);
      continue;
    }
    ends.push(lf + 1);
    at = lf + 1;
  }
  return ends;
}

/** A published file of the live site, as bytes; null if it cannot be read. */
const published = (live: string, lang: Language, format: 'jsonl' | 'csv') => {
  try {
    return readFileSync(join(live, dataFilePath(lang, format)));
  } catch {
    return null;
  }
};

/**
 * A language's files for an edit: the published rows of the pages not read, as they are (bytes copied,
 * never decoded), and the others made. Null when the published files are not this build's previous
 * ones (missing, another number of rows, or a row that is not its page's): the caller makes them whole.
 */
function editedFiles(parts: readonly WorkPart[], lang: Language, siteUrl: string, edit: NonNullable<DataFilesInput['edit']>) {
  const before = partsIn(edit.previous, lang);
  const jsonlBytes = published(edit.live, lang, 'jsonl');
  const csvBytes = published(edit.live, lang, 'csv');
  if (!jsonlBytes || !csvBytes) return null;
  const header = Buffer.from(CSV_HEADER);
  if (!csvBytes.subarray(0, header.length).equals(header)) return null;
  const lineEnds = recordEnds(jsonlBytes, false);
  const recordEndsCsv = recordEnds(csvBytes.subarray(header.length), true);
  if (!lineEnds || !recordEndsCsv || lineEnds.length !== before.length || recordEndsCsv.length !== before.length) return null;
  const csvBody = csvBytes.subarray(header.length);
  const at = new Map(before.map((p, i) => [p.path, i]));
  const jsonl: Buffer[] = [];
  const csv: Buffer[] = [header];
  let made = 0;
  for (const part of parts) {
    const i = edit.read.has(part.path) ? undefined : at.get(part.path);
    if (i !== undefined) {
      const line = jsonlBytes.subarray(i ? lineEnds[i - 1]! : 0, lineEnds[i]!);
      // The row published for this page, which the edit did not read: it is its page's, or the files are not ours.
      if (line.indexOf(`,"url":${JSON.stringify(absoluteUri(siteUrl, part.path))},`) < 0) return null;
      jsonl.push(line);
      csv.push(csvBody.subarray(i ? recordEndsCsv[i - 1]! : 0, recordEndsCsv[i]!));
    } else {
      const row = dataRowOf(part, siteUrl);
      jsonl.push(Buffer.from(`${JSON.stringify(row)}\n`));
      csv.push(Buffer.from(stringify([csvRecord(row)], CSV_OPTIONS)));
      made++;
    }
  }
  return { jsonl: Buffer.concat(jsonl), csv: Buffer.concat(csv), made };
}

/** Writes the languages' data files into `dir`; returns how many, their bytes, and how many rows were made (not kept). */
export function writeDataFiles(dir: string, { entries, languages, site, edit }: DataFilesInput) {
  const siteUrl = site.siteUrl ?? '';
  const writer = createSiteWriter(dir);
  let rowsMade = 0;
  for (const lang of languages) {
    const parts = partsIn(entries, lang);
    const files = (edit && editedFiles(parts, lang, siteUrl, edit)) || wholeFiles(parts, siteUrl);
    writer.write(dataFilePath(lang, 'jsonl').slice(1), files.jsonl);
    writer.write(dataFilePath(lang, 'csv').slice(1), files.csv);
    rowsMade += files.made;
  }
  return { ...writer.take(), rowsMade };
}
