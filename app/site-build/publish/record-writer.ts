/**
 * Writes the record for the next build (./build-state.ts), entry by entry: at full scale it is 90 MB,
 * and one JSON.stringify of it would hold the whole text in memory at once.
 *
 * A process that stays warm after its build (../standby.ts) writes the record again after every edit,
 * and an edit changes a few of its 130,000 entries. There each entry's place in the record written
 * before is kept, and an entry unchanged since is copied from that file (runs of them at once, through
 * the page cache) instead of being made anew: ≈ 1.3 s of the write at full scale, on the way of an edit
 * saved while the one before finishes, and no copy of the 90 MB held in the process. That file stays
 * open for reading until the next write: it is never written again once written (a record is always
 * written anew and renamed into place), so its bytes are those written, wherever it has moved since.
 * Changed means replaced, or a field of it replaced: each entry's fields are kept as they were (compared
 * one by one, the values of the fields by identity), so an entry rebuilt with the same fields (a source
 * document unchanged since) is the same entry, and one whose field was set in place is not. The arrays
 * and objects an entry holds are never changed in place: the build replaces them.
 */
import { open, stat, type FileHandle } from 'node:fs/promises';

/** Where an entry's bytes (`"key":value`) are in the last record written, with its fields as they were then. */
interface KeptEntry {
  fields: string[];
  values: unknown[];
  at: number;
  length: number;
}
/** The last record written, open for reading, its size, and its entries per map and key. */
interface Kept {
  file: FileHandle;
  size: number;
  maps: Map<string, KeptEntry>[];
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

let keeping = false;
let kept: Kept | null = null;

/** Whether each record written is kept open, for the next write of this process to copy its unchanged entries from (a process that stays warm: yes). */
export function copyFromLastRecord(keep: boolean): void {
  keeping = keep;
  if (!keep) forgetKept();
}

function forgetKept(): void {
  void kept?.file.close().catch(() => undefined);
  kept = null;
}

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

function keptEntry(value: object, at: number, length: number): KeptEntry {
  const fields: string[] = [];
  const values: unknown[] = [];
  for (const field in value) {
    fields.push(field);
    values.push((value as Record<string, unknown>)[field]);
  }
  return { fields, values, at, length };
}

const COPY_CHUNK = 1 << 22;

/**
 * The record's bytes in order: text gathered, and runs of the last record's bytes copied from it.
 * Each put says whether enough is gathered for a write (awaited only then: an await per entry costs
 * more than the entry). `position` is the bytes put so far, when `counted` (a record kept for the next write).
 */
function recordFile(out: FileHandle, from: FileHandle | null, counted: boolean) {
  let text = '';
  let run: { from: number; to: number } | null = null;
  let pieces: (string | { from: number; to: number })[] = [];
  let position = 0;
  const close = () => {
    if (text) pieces.push(text);
    text = '';
    if (run) pieces.push(run);
    run = null;
  };
  return {
    get position() {
      return position;
    },
    text(more: string): boolean {
      if (run) close();
      text += more;
      if (counted) position += Buffer.byteLength(more);
      return text.length >= 1 << 20;
    },
    /** The bytes at `at` of the last record, after `sep` (extending the run before when they followed it there). */
    copy(sep: string, at: number, length: number): boolean {
      if (run && !text && at === run.to + sep.length) {
        run.to = at + length;
        position += sep.length + length;
        return false;
      }
      if (sep) this.text(sep);
      close();
      run = { from: at, to: at + length };
      position += length;
      return pieces.length >= 1024;
    },
    async write() {
      close();
      let buffers: Buffer[] = [];
      const flush = async () => {
        if (buffers.length) await out.writev(buffers);
        buffers = [];
      };
      let chunk: Buffer | null = null;
      for (const piece of pieces) {
        if (typeof piece === 'string') {
          buffers.push(Buffer.from(piece));
          continue;
        }
        await flush();
        chunk ??= Buffer.allocUnsafe(COPY_CHUNK);
        for (let p = piece.from; p < piece.to; p += COPY_CHUNK) {
          const n = Math.min(COPY_CHUNK, piece.to - p);
          const { bytesRead } = await from!.read(chunk, 0, n, p);
          if (bytesRead !== n) throw new Error(`the record written before ended at ${p + bytesRead} of its ${piece.to} bytes`);
          await out.write(chunk, 0, n);
        }
      }
      await flush();
      pieces = [];
    },
  };
}

/**
 * The record kept from this process's last write, when its file is still as written and is not the file
 * about to be written (which opening it for writing would empty); else none.
 */
async function keptIntact(target: string): Promise<Kept | null> {
  if (!kept) return null;
  const was = await kept.file.stat().catch(() => null);
  const there = await stat(target).catch(() => null);
  if (!was || was.size !== kept.size || (there && there.ino === was.ino && there.dev === was.dev)) forgetKept();
  return kept;
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
  const before = keeping ? await keptIntact(file) : null;
  const maps: Map<string, KeptEntry>[] = [];
  const out = await open(file, 'w');
  try {
    const w = recordFile(out, before?.file ?? null, keeping);
    w.text(
      `${head},"hrefs":${JSON.stringify(hrefs)},"todayPages":${JSON.stringify(todayPages)},"feedFiles":${JSON.stringify(feedFiles)},"sitemapParts":${JSON.stringify(sitemapParts)}${documents === undefined ? '' : `,"documents":${documents}`}${searchBehind ? `,"searchBehind":${JSON.stringify(searchBehind)}` : ''}`,
    );
    for (const [i, name] of MAPS.entries()) {
      w.text(`,${JSON.stringify(name)}:{`);
      const map = state[name];
      const was = before?.maps[i];
      const now = keeping ? (maps[i] = new Map<string, KeptEntry>()) : null;
      let first = true;
      for (const key in map) {
        const value = map[key]!;
        const sep = first ? '' : ',';
        first = false;
        count++;
        let full: boolean;
        const entry = was?.get(key);
        if (entry && sameFields(entry, value)) {
          const at = w.position + sep.length;
          full = w.copy(sep, entry.at, entry.length);
          entry.at = at;
          now!.set(key, entry);
        } else {
          made++;
          const text = `${JSON.stringify(key)}:${JSON.stringify(value)}`;
          const at = w.position + sep.length;
          full = w.text(sep + text);
          now?.set(key, keptEntry(value, at, w.position - at));
        }
        if (full) await w.write();
      }
      w.text('}');
    }
    w.text('}');
    await w.write();
    if (keeping) {
      forgetKept();
      kept = { file: await open(file, 'r'), size: w.position, maps };
    }
    written = { entries: count, made };
    return written;
  } catch (err) {
    // Half a record is no record to copy from.
    forgetKept();
    throw err;
  } finally {
    await out.close();
  }
}
