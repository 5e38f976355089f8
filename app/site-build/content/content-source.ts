/** Where content comes from. The filesystem (content/) is the default; a CMS over HTTP serves the same JSON. */
import { closeSync, constants, fstatSync, lstatSync, openSync, readFileSync, realpathSync, statSync, type BigIntStats } from 'node:fs';
import { copyFile, mkdir, readdir, realpath, stat } from 'node:fs/promises';
import { basename, dirname, join, relative, sep } from 'node:path';
import { limited, mapBounded } from '../support/map-bounded.ts';
import { perBuild } from '../support/per-build.ts';

/** The real path of `file`, which must stay inside `root` (a symlink may point within content/, never out of it). */
const realRoots = perBuild(new Map<string, Promise<string>>());
async function insideContent(root: string, file: string): Promise<string> {
  // The folder's own real path, once per build rather than once per file.
  if (!realRoots.has(root)) realRoots.set(root, realpath(root));
  const realRoot = await realRoots.get(root)!;
  const real = await realpath(file);
  if (real !== realRoot && !real.startsWith(realRoot + sep))
    throw new Error(`${relative(process.cwd(), file)} is a link to ${real}, outside the content folder ${root}: refused`);
  return real;
}

/**
 * Copies the media folder into the site, following symlinks only where they stay inside the content
 * folder (anything else stops the build), so the output holds plain files and no link out of it.
 */
export async function copyMedia(contentRoot: string, mediaDir: string, dest: string): Promise<number> {
  const entries = await readdir(mediaDir, { withFileTypes: true, recursive: true });
  const files = entries.filter((e) => !e.isDirectory()).map((e) => join(e.parentPath, e.name));
  const sizes = await mapBounded(files, 16, async (file) => {
    const real = await insideContent(contentRoot, file);
    const info = await stat(real);
    if (!info.isFile()) return 0;
    const target = join(dest, relative(mediaDir, file));
    await mkdir(dirname(target), { recursive: true });
    await copyFile(real, target);
    return info.size;
  });
  return sizes.reduce((a, b) => a + b, 0);
}

export interface RawDocument {
  /** The file path or URL, as an editor would recognise it. */
  source: string;
  text: string;
  /** The offset of the first byte that is not UTF-8, when the document is not (its text is then empty). */
  notUtf8?: number;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** A document's bytes read as UTF-8, strictly: a Latin-1 file is refused at its first foreign byte, never read as mojibake. */
function utf8Document(source: string, bytes: Uint8Array): RawDocument {
  try {
    return { source, text: strictUtf8.decode(bytes) };
  } catch {
    // The longest prefix that decodes says where the first foreign byte is.
    let lo = 0;
    let hi = bytes.length;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      try {
        new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, mid), { stream: true });
        lo = mid;
      } catch {
        hi = mid - 1;
      }
    }
    // `lo` is where the decoder gave up; a sequence it had begun (a Latin-1 'ñ' reads as a lead byte) starts before it.
    let start = lo;
    while (start > 0 && lo - start < 3 && (bytes[start - 1]! & 0xc0) === 0x80) start--;
    if (start > 0 && bytes[start - 1]! >= 0xc0 && lo - start < 3) start--;
    return { source, text: '', notUtf8: start };
  }
}

export interface ContentSource {
  describe: string;
  site(): Promise<RawDocument>;
  /** The page documents there are (file names, relative to the pages folder), in a stable order. */
  pageList(): Promise<string[]>;
  /** One page document of the list; the source bounds how many are read at once (open files, requests). */
  readPage(name: string): Promise<RawDocument>;
  /**
   * A stamp that changes whenever the document may have (files: size, modification time, inode; a
   * CMS: the version its page list gives), for incremental builds to skip reading and checking it
   * again; undefined where the source cannot tell without asking. Called after `pageList`.
   */
  pageStamp?(name: string): Promise<string | undefined>;
  /**
   * For sources that can only tell by asking (HTTP): one page document with its stamp (the CMS's
   * ETag), or "unchanged" when `since` (its stamp from the previous build) still holds.
   */
  readPageSince?(name: string, since: string | undefined): Promise<{ unchanged: true } | { doc: RawDocument; stamp?: string }>;
  /** Files copied to the site as they are (sample media). */
  mediaDir?: string;
  /** The CMS's address, for a source over HTTP: its files are under `<cmsUrl>/media/` (./media-files.ts). */
  cmsUrl?: string;
  /** The content folder, for a filesystem source: symlinks may not lead out of it. */
  contentRoot?: string;
  /** A sample's dates moved to the build's week (./sample-source.ts); never set for a CMS. */
  sampleShift?: SampleShift;
}

/** What a build says of a sample's dates: the anchor as its file writes it, and the days they moved. */
export interface SampleShift {
  anchor: string;
  /** A whole number of weeks, in days (negative: built before the anchor). */
  days: number;
  /** The anchor file, as a person finds it. */
  file: string;
}

export function filesystemSource(root: string, cwd = process.cwd()): ContentSource {
  const rel = (p: string) => relative(cwd, p) || p;
  /**
   * The real path of a content file, checked to stay inside the content folder: each folder's real
   * path once, and a file's own only when it is a link. Synchronous: tens of thousands of small reads
   * go faster on the calling thread than each through the thread pool, and nothing else runs meanwhile.
   */
  let realRoot: string | undefined;
  const realFolders = new Map<string, string>();
  const outside = (file: string, real: string) =>
    new Error(`${rel(file)} is a link to ${real}, outside the content folder ${root}: refused`);
  const checkedFolder = (folder: string): string => {
    let real = realFolders.get(folder);
    if (real === undefined) {
      realRoot ??= realpathSync(root);
      real = realpathSync(folder);
      if (real !== realRoot && !real.startsWith(realRoot + sep)) throw outside(folder, real);
      realFolders.set(folder, real);
    }
    return real;
  };
  /** The checked real path of a content file, and its own stat (a link's target's). */
  const checkedFile = (file: string): { real: string; stats: BigIntStats } => {
    const real = join(checkedFolder(dirname(file)), basename(file));
    const own = lstatSync(real, { bigint: true });
    if (!own.isSymbolicLink()) return { real, stats: own };
    const target = realpathSync(real);
    if (!target.startsWith(realRoot + sep)) throw outside(file, target);
    return { real: target, stats: statSync(target, { bigint: true }) };
  };
  const notAFile = (file: string) => new Error(`${rel(file)} is not a file (a folder, a pipe or a device): refused`);
  /**
   * A content file's bytes. Opened without following a link (one call, no lstat first): a plain file
   * is read as it is, and only a link (ELOOP) is resolved and checked to stay inside the folder. Only a
   * regular file is read: a pipe would stop the build waiting for a writer (so it is opened without
   * waiting), a device might never end.
   */
  const read = async (file: string): Promise<RawDocument> => {
    let fd: number;
    try {
      fd = openSync(join(checkedFolder(dirname(file)), basename(file)), constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOOP') throw error;
      const { real, stats } = checkedFile(file);
      if (!stats.isFile()) throw notAFile(file);
      return utf8Document(rel(file), readFileSync(real));
    }
    try {
      if (!fstatSync(fd).isFile()) throw notAFile(file);
      return utf8Document(rel(file), readFileSync(fd));
    } finally {
      closeSync(fd);
    }
  };
  return {
    describe: `files in ${rel(root)}`,
    mediaDir: join(root, 'media'),
    contentRoot: root,
    site: () => read(join(root, 'site/config.json')),
    async pageList() {
      const entries = await readdir(join(root, 'pages'), { recursive: true });
      return entries.filter((f) => f.endsWith('.json')).sort();
    },
    readPage: (name: string) => read(join(root, 'pages', name)),
    pageStamp: async (name: string) => {
      const s = checkedFile(join(root, 'pages', name)).stats;
      return `${s.size}:${s.mtimeNs}:${s.ino}`;
    },
  };
}

interface HttpSourceOptions {
  /** Milliseconds per request before giving up (CMS_TIMEOUT_MS, default 15 000). */
  timeoutMs?: number;
  /** Requests in flight at once. */
  concurrency?: number;
}

/** An HTTP failure with the URL it happened on, as the build reports it. */
class ContentFetchError extends Error {
  /** `status`: the HTTP status the source answered, when it answered one. */
  constructor(readonly url: string, reason: string, readonly status?: number) {
    super(`GET ${url}: ${reason}`);
    this.name = 'ContentFetchError';
  }
}

/** Whether reading a document failed because the source no longer has it (HTTP 404 or 410, no such file): deleted or unpublished. */
export const isGoneDocument = (err: unknown) =>
  (err instanceof ContentFetchError && (err.status === 404 || err.status === 410)) || (err as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/** Whether an error is the content source's (a request that failed, timed out or answered wrongly), not the build's. */
export const isContentFetchError = (err: unknown) => err instanceof ContentFetchError;

/** An entity tag as HTTP writes one (RFC 9110 §8.8.3), short enough to keep: anything else is no stamp. */
const ENTITY_TAG = /^(W\/)?"[\x21\x23-\x7e\x80-\xff]{0,200}"$/;
/** A page's version in a CMS's page list: printable, short; anything else is no version. */
const VERSION = /^[\x21-\x7e]{1,200}$/;

async function fetchBytes(url: string, timeoutMs: number): Promise<Uint8Array> {
  const got = await fetchSince(url, timeoutMs, undefined);
  if ('unchanged' in got) throw new ContentFetchError(url, 'HTTP 304 Not Modified to a request that named no version');
  return got.bytes;
}

/** The body at `url` and its entity tag, or "unchanged" when the server says `since` (an entity tag it gave) still holds. */
async function fetchSince(
  url: string,
  timeoutMs: number,
  since: string | undefined,
): Promise<{ unchanged: true } | { bytes: Uint8Array; etag?: string }> {
  // A time limit of its own, cleared as soon as the body is read: AbortSignal.timeout() keeps its timer,
  // its signal and whatever listens to the signal until the time runs out, fifteen seconds' worth of
  // requests for a build reading thousands of pages a second.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException(`no answer within ${timeoutMs} ms`, 'TimeoutError')), timeoutMs);
  const failed = (err: unknown) => {
    const e = err as Error;
    return new ContentFetchError(
      url,
      e.name === 'TimeoutError'
        ? `no answer within ${timeoutMs} ms`
        : `${e.message}${(e.cause as Error | undefined)?.message ? ` (${(e.cause as Error).message})` : ''}`,
    );
  };
  try {
    let res: Response;
    try {
      res = await fetch(url, {
        signal: controller.signal,
        // With a condition, fetch() would add `Cache-Control: no-cache`, which some servers (Express, `send`)
        // answer with the whole body again; `max-age=0` asks the same of caches and lets a 304 through.
        headers: {
          accept: 'application/json',
          ...(since && ENTITY_TAG.test(since) ? { 'if-none-match': since, 'cache-control': 'max-age=0' } : {}),
        },
      });
    } catch (err) {
      throw failed(err);
    }
    if (res.status === 304) {
      await res.body?.cancel();
      if (!since || !ENTITY_TAG.test(since)) throw new ContentFetchError(url, 'HTTP 304 Not Modified to a request that named no version');
      return { unchanged: true };
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new ContentFetchError(url, `HTTP ${res.status} ${res.statusText}`.trim(), res.status);
    }
    const etag = res.headers.get('etag') ?? undefined;
    const body = await res.arrayBuffer().catch((err: unknown) => {
      throw failed(err);
    });
    return { bytes: new Uint8Array(body), etag: etag && ENTITY_TAG.test(etag) ? etag : undefined };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A CMS over HTTP serving the same JSON as content/ (set CMS_URL): {base}/site/config.json,
 * {base}/pages/index.json (a list of page files, e.g. "es/inicio.json", or of page files with their
 * versions, {"file": "es/inicio.json", "version": "…"}) and {base}/pages/<file>. A version, or else
 * the page's ETag, is its stamp: unchanged, it is not read or checked again.
 * A page that does not parse is reported by the validation with its URL; a request that fails
 * (timeout, 4xx/5xx, network) stops the load with an error naming the URL.
 */
export function httpSource(baseUrl: string, { timeoutMs = 15_000, concurrency = 8 }: HttpSourceOptions = {}): ContentSource {
  const base = baseUrl.replace(/\/+$/, '');
  const get = async (path: string): Promise<RawDocument> => {
    const url = `${base}/${path}`;
    return utf8Document(url, await fetchBytes(url, timeoutMs));
  };
  const versions = new Map<string, string>();
  return {
    describe: `the CMS at ${base}`,
    cmsUrl: base,
    site: () => get('site/config.json'),
    async pageList() {
      const index = await get('pages/index.json');
      let entries: unknown;
      try {
        entries = JSON.parse(index.text);
      } catch (err) {
        throw new ContentFetchError(index.source, `expected a JSON list of page files, found invalid JSON (${(err as Error).message})`);
      }
      const fileOf = (e: unknown) =>
        typeof e === 'string'
          ? e
          : e && typeof e === 'object' && typeof (e as { file?: unknown }).file === 'string'
            ? (e as { file: string }).file
            : null;
      if (!Array.isArray(entries) || !entries.every((e) => fileOf(e) !== null))
        throw new ContentFetchError(index.source, 'expected a JSON list of page files');
      versions.clear();
      for (const e of entries as unknown[]) {
        const version = typeof e === 'object' ? (e as { version?: unknown }).version : undefined;
        if (typeof version === 'string' && VERSION.test(version)) versions.set(fileOf(e)!, `version ${version}`);
      }
      return entries.map((e) => fileOf(e)!);
    },
    pageStamp: async (f: string) => versions.get(f),
    readPage: limited(concurrency, (f: string) => get(`pages/${encodeURI(f)}`)),
    readPageSince: limited(concurrency, async (f: string, since: string | undefined) => {
      const url = `${base}/pages/${encodeURI(f)}`;
      const got = await fetchSince(url, timeoutMs, since);
      return 'unchanged' in got ? got : { doc: utf8Document(url, got.bytes), stamp: got.etag };
    }),
  };
}
