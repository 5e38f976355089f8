/**
 * Writes the record for the next build (./build-state.ts), entry by entry: at full scale it is 90 MB,
 * and one JSON.stringify of it would hold the whole text in memory at once.
 *
 * A process that stays warm after its build (../standby.ts) writes the record again after every edit,
 * and an edit changes a few of its 130,000 entries: there each entry's bytes are kept from the write
 * before and written again as they were while the entry has not changed, instead of being made anew
 * (≈ 1.3 s of the write at full scale, on the way of an edit saved while the one before finishes).
 * Changed means replaced, or a field of it replaced: the bytes are kept with the entry's fields as they
 * were (compared one by one, the values of the fields by identity), so an entry rebuilt with the same
 * fields (a source document unchanged since) is the same entry, and one whose field was set in place is
 * not. The arrays and objects an entry holds are never changed in place: the build replaces them.
 */
import { open, type FileHandle } from 'node:fs/promises';

/** An entry's bytes (`"key":value`) with its fields as they were when made. */
interface KeptEntry {
  fields: string[];
  values: unknown[];
  bytes: Buffer;
}
/** What the writer needs of a record (./build-state.ts BuildState, which names this module's writer). */
interface RecordParts {
  hrefs: readonly string[];
  todayPages: readonly string[];
  feedFiles: readonly string[];
  sitemapParts: readonly string[];
  documents?: number;
  searchBehind?: object;
  sources: Readonly<Record<string, object>>;
  pages: Readonly<Record<string, object>>;
  programme: Readonly<Record<string, object>>;
  feeds: Readonly<Record<string, object>>;
  works: Readonly<Record<string, object>>;
}

/** Per map of the record and key, the entry last written; null until a warm process asks for it. */
let kept: Map<string, KeptEntry>[] | null = null;

/** Whether each entry's bytes are kept between this process's record writes (a process that stays warm: yes); false lets them go. */
export const keepRecordBytes = (keep: boolean) => void (kept = keep ? (kept ?? []) : null);

/** What the last record written was: its maps' entries, and how many were made anew (given once). */
let written: { entries: number; made: number } | null = null;
export function takeRecordWritten() {
  const figures = written;
  written = null;
  return figures;
}

/** The maps of the record, in the order they are written. */
const MAPS = ['sources', 'pages', 'programme', 'feeds', 'works'] as const;

function sameFields(entry: KeptEntry, value: object): boolean {
  const { fields, values } = entry;
  let n = 0;
  for (const field in value) {
    if (fields[n] !== field || values[n] !== (value as Record<string, unknown>)[field]) return false;
    n++;
  }
  return n === fields.length;
}

function keepEntry(key: string, value: object, json: string): KeptEntry {
  const fields: string[] = [];
  const values: unknown[] = [];
  for (const field in value) {
    fields.push(field);
    values.push((value as Record<string, unknown>)[field]);
  }
  return { fields, values, bytes: Buffer.from(`${JSON.stringify(key)}:${json}`) };
}

const COMMA = Buffer.from(',');

/**
 * Text gathered into writes of about a MB, kept bytes into one write of many buffers: each put says
 * whether enough is gathered for a write (awaited only then: an await per entry costs more than the
 * entry's bytes).
 */
function recordFile(out: FileHandle) {
  let text = '';
  let buffers: Buffer[] = [];
  const textDone = () => {
    if (text) buffers.push(Buffer.from(text));
    text = '';
  };
  return {
    text(more: string): boolean {
      text += more;
      return text.length >= 1 << 20;
    },
    bytes(more: Buffer): boolean {
      textDone();
      buffers.push(more);
      return buffers.length >= 1024;
    },
    async write() {
      textDone();
      // libuv writes every buffer, however many and however the kernel splits the write.
      if (buffers.length) await out.writev(buffers);
      buffers = [];
    },
  };
}

/**
 * The head the record starts with (its version and what says whether it is of use to a build), then its
 * lists and maps. Says how many entries its maps have and how many of their bytes were made anew (all,
 * unless kept).
 */
export async function writeRecord(file: string, head: string, state: RecordParts): Promise<{ entries: number; made: number }> {
  let count = 0;
  let made = 0;
  const { hrefs, todayPages, feedFiles, sitemapParts, documents, searchBehind } = state;
  const out = await open(file, 'w');
  try {
    const w = recordFile(out);
    w.text(
      `${head},"hrefs":${JSON.stringify(hrefs)},"todayPages":${JSON.stringify(todayPages)},"feedFiles":${JSON.stringify(feedFiles)},"sitemapParts":${JSON.stringify(sitemapParts)}${documents === undefined ? '' : `,"documents":${documents}`}${searchBehind ? `,"searchBehind":${JSON.stringify(searchBehind)}` : ''}`,
    );
    for (const [i, name] of MAPS.entries()) {
      w.text(`,${JSON.stringify(name)}:{`);
      const map = state[name];
      const entries = kept && (kept[i] ??= new Map());
      const before = entries?.size ?? 0;
      let seen = 0;
      let first = true;
      for (const key in map) {
        const value = map[key]!;
        count++;
        let full: boolean;
        if (!entries) {
          made++;
          full = w.text(`${first ? '' : ','}${JSON.stringify(key)}:${JSON.stringify(value)}`);
        } else {
          let entry = entries.get(key);
          if (entry) seen++;
          if (!entry || !sameFields(entry, value)) {
            made++;
            entries.set(key, (entry = keepEntry(key, value, JSON.stringify(value))));
          }
          if (!first) w.bytes(COMMA);
          full = w.bytes(entry.bytes);
        }
        first = false;
        if (full) await w.write();
      }
      // Entries of keys gone since the write before: let go.
      if (entries && seen < before) for (const key of entries.keys()) if (!Object.hasOwn(map, key)) entries.delete(key);
      w.text('}');
    }
    w.text('}');
    await w.write();
    written = { entries: count, made };
    return written;
  } finally {
    await out.close();
  }
}
