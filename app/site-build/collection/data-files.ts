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
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'csv-stringify/sync';
import type { Language } from '../../../generated/types/constants.ts';
import type { SiteConfig } from '../../../generated/types/content.ts';
import { DATA_FIELDS, dataFilePath, dataRowOf, type DataRow } from '../../../pages/rules/collection-data.ts';
import { absoluteUri } from '../../../pages/routes/absolute-url.ts';
import type { WorkPart } from '../../../pages/rules/work-part.ts';
import { mergeInOrder } from '../../../pages/rules/merge-in-order.ts';
import { createSiteWriter } from '../render/site-writer.ts';
import { ahead } from '../publish/ahead.ts';
import { identityOf } from '../support/files.ts';
import { piecesOf } from '../support/pieces.ts';

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

/**
 * A language's artworks' parts after an edit, in the order of their pages' addresses, from the previous
 * build's in that order (`before`): those still there as they were, and those of the pages `read` (every
 * other part is a previous one) put in their places. The same as partsIn(entries, lang), without
 * sorting, or even looking at, the whole language again.
 */
function partsAfterEdit(
  before: readonly WorkPart[],
  entries: Readonly<Record<string, WorkPart>>,
  lang: Language,
  read: ReadonlySet<string>,
): WorkPart[] {
  const fresh: WorkPart[] = [];
  for (const path of read) {
    const p = entries[path];
    if (p?.bundle === 'artwork' && p.lang === lang) fresh.push(p);
  }
  fresh.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return mergeInOrder(
    before.filter((p) => entries[p.path] === p),
    fresh,
    (p) => p.path,
  );
}

/** Rows made and written together: a piece of ≈ 100 KB of each file, never a language's whole file at once. */
const ROWS_AT_ONCE = 200;

/**
 * A whole language's files, every row made, each file made as it is written, a piece of rows at a time
 * (the writer takes the pieces one after another). At 100k pages a language's files are ≈ 34 MB, and made
 * whole, with every row at once, they took ≈ 300 MB of the build's heap just after its pages, where it
 * holds most. The CSV's pieces are the header's and each piece's records, the bytes an edit's files are
 * made of (editedFiles) and those of one whole stringify (a record's quoting is its own).
 */
function wholeFiles(parts: readonly WorkPart[], siteUrl: string) {
  return {
    made: parts.length,
    *jsonl() {
      for (const piece of piecesOf(parts, ROWS_AT_ONCE))
        yield Buffer.from(piece.map((p) => `${JSON.stringify(dataRowOf(p, siteUrl))}\n`).join(''));
    },
    *csv() {
      yield Buffer.from(CSV_HEADER);
      for (const piece of piecesOf(parts, ROWS_AT_ONCE))
        yield Buffer.from(
          stringify(
            piece.map((p) => csvRecord(dataRowOf(p, siteUrl))),
            CSV_OPTIONS,
          ),
        );
    },
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

/** A published file of the live site: its bytes and its identity (a file replaced or rewritten since has another); null if it cannot be read. */
function published(live: string, lang: Language, format: 'jsonl' | 'csv') {
  const file = join(live, dataFilePath(lang, format));
  try {
    return { bytes: readFileSync(file), stamp: stampOf(file) };
  } catch {
    return null;
  }
}
const stampOf = (file: string) => identityOf(statSync(file, { bigint: true }));

/**
 * A language's files as the previous build published them: their bytes, where each row ends (in each
 * file), which row is which page's, and the site address the rows name their pages by (null: no row).
 */
interface PublishedRows {
  jsonl: Buffer;
  csv: Buffer;
  jsonlEnds: number[];
  csvEnds: number[];
  /** Where the CSV's first row starts: after its header. */
  csvStart: number;
  /** The previous build's parts of the language, in the files' order; and each one's row, by site path. */
  before: readonly WorkPart[];
  row: Map<string, number>;
  siteUrl: string | null;
  stamps: string;
}

/**
 * The published files of `lang`, if they are the previous build's: the same number of rows as its parts,
 * the header this module writes, and each row naming its page, in the order of the pages' addresses (the
 * site's address they were written with taken from the first). Null otherwise: the caller makes them whole.
 */
function publishedRows(previous: Readonly<Record<string, WorkPart>>, live: string, lang: Language): PublishedRows | null {
  const before = partsIn(previous, lang);
  const jsonl = published(live, lang, 'jsonl');
  const csv = published(live, lang, 'csv');
  if (!jsonl || !csv) return null;
  const header = Buffer.from(CSV_HEADER);
  if (!csv.bytes.subarray(0, header.length).equals(header)) return null;
  const jsonlEnds = recordEnds(jsonl.bytes, false);
  const csvEnds = recordEnds(csv.bytes.subarray(header.length), true)?.map((end) => end + header.length);
  if (!jsonlEnds || !csvEnds || jsonlEnds.length !== before.length || csvEnds.length !== before.length) return null;
  const line = (i: number) => jsonl.bytes.subarray(i ? jsonlEnds[i - 1]! : 0, jsonlEnds[i]!);
  let siteUrl: string | null = null;
  if (before.length) {
    const first = (() => {
      try {
        return (JSON.parse(line(0).toString('utf8')) as { url?: unknown }).url;
      } catch {
        return undefined;
      }
    })();
    const own = absoluteUri('', before[0]!.path);
    if (typeof first !== 'string' || !first.endsWith(own)) return null;
    siteUrl = first.slice(0, first.length - own.length);
    for (let i = 0; i < before.length; i++)
      if (line(i).indexOf(`,"url":${JSON.stringify(absoluteUri(siteUrl, before[i]!.path))},`) < 0) return null;
  }
  return {
    jsonl: jsonl.bytes,
    csv: csv.bytes,
    jsonlEnds,
    csvEnds,
    csvStart: header.length,
    before,
    row: new Map(before.map((p, i) => [p.path, i])),
    siteUrl,
    stamps: `${jsonl.stamp} ${csv.stamp}`,
  };
}

/** The published data files of every language, each read and checked once (./publish/ahead.ts: by a standby, before its edit comes). */
class PublishedData {
  private readonly rows = new Map<Language, PublishedRows | null>();
  constructor(
    private readonly previous: Readonly<Record<string, WorkPart>>,
    private readonly live: string,
  ) {}

  /** The files of `lang` as published, if they are the previous build's and unchanged since they were read. */
  of(lang: Language): PublishedRows | null {
    const kept = this.rows.get(lang);
    if (kept !== undefined && (kept === null || this.stampsOf(lang) === kept.stamps)) return kept;
    const rows = publishedRows(this.previous, this.live, lang);
    this.rows.set(lang, rows);
    return rows;
  }

  private stampsOf(lang: Language): string | null {
    try {
      return `${stampOf(join(this.live, dataFilePath(lang, 'jsonl')))} ${stampOf(join(this.live, dataFilePath(lang, 'csv')))}`;
    } catch {
      return null;
    }
  }
}

/** The published data files an edit keeps rows of, read and checked ahead by a standby build. */
export const publishedData = ahead(
  'published data files',
  (previous: Readonly<Record<string, WorkPart>>, live: string) => new PublishedData(previous, live),
);

/**
 * A language's files for an edit: the published rows of the pages not read, as they are (bytes copied,
 * never decoded, a run of consecutive rows at a time), and the others made. Null when the published files
 * are not this build's previous ones: the caller makes them whole.
 */
function editedFiles(parts: readonly WorkPart[], rows: PublishedRows | null, siteUrl: string, read: ReadonlySet<string>) {
  if (!rows || (rows.siteUrl !== null && rows.siteUrl !== siteUrl)) return null;
  const jsonl: Buffer[] = [];
  const csv: Buffer[] = [Buffer.from(CSV_HEADER)];
  // The published rows [from, to) next in the files, not yet copied (none while from < 0).
  const run = { from: -1, to: -1 };
  const copy = () => {
    if (run.from < 0) return;
    jsonl.push(rows.jsonl.subarray(run.from ? rows.jsonlEnds[run.from - 1]! : 0, rows.jsonlEnds[run.to - 1]!));
    csv.push(rows.csv.subarray(run.from ? rows.csvEnds[run.from - 1]! : rows.csvStart, rows.csvEnds[run.to - 1]!));
    run.from = -1;
  };
  let made = 0;
  for (const part of parts) {
    const i = read.has(part.path) ? undefined : rows.row.get(part.path);
    if (i !== undefined && run.from >= 0 && run.to === i) run.to++;
    else if (i !== undefined) {
      copy();
      [run.from, run.to] = [i, i + 1];
    } else {
      copy();
      const row = dataRowOf(part, siteUrl);
      jsonl.push(Buffer.from(`${JSON.stringify(row)}\n`));
      csv.push(Buffer.from(stringify([csvRecord(row)], CSV_OPTIONS)));
      made++;
    }
  }
  copy();
  // Written a piece at a time: tens of MB a language, not copied into one buffer first.
  return { jsonl, csv, made };
}

/** Writes the languages' data files into `dir`; returns how many, their bytes, and how many rows were made (not kept). */
export function writeDataFiles(dir: string, { entries, languages, site, edit }: DataFilesInput) {
  const siteUrl = site.siteUrl ?? '';
  const writer = createSiteWriter(dir);
  let rowsMade = 0;
  const kept = edit ? publishedData.of(edit.previous, edit.live) : undefined;
  for (const lang of languages) {
    const published = kept?.of(lang);
    const parts = published && edit ? partsAfterEdit(published.before, entries, lang, edit.read) : partsIn(entries, lang);
    const edited = edit && editedFiles(parts, published ?? null, siteUrl, edit.read);
    if (edited) {
      writer.write(dataFilePath(lang, 'jsonl').slice(1), edited.jsonl);
      writer.write(dataFilePath(lang, 'csv').slice(1), edited.csv);
      rowsMade += edited.made;
      continue;
    }
    const whole = wholeFiles(parts, siteUrl);
    writer.write(dataFilePath(lang, 'jsonl').slice(1), whole.jsonl());
    writer.write(dataFilePath(lang, 'csv').slice(1), whole.csv());
    rowsMade += whole.made;
  }
  return { ...writer.take(), rowsMade };
}
