/**
 * The media files a build from a CMS reads over HTTP: the files the CMS serves under `$CMS_URL/media/…`
 * (the site publishes them as its own /media/…) and the pictures and sounds on the media host that the
 * build makes something of (sizes, an enclosure's length). Kept in the build's cache, `.build/media/`,
 * by content (`files/<sha256>`) with an index of each address's entity tag, so a later build asks with
 * If-None-Match and downloads only what changed.
 *
 * Each request has the CMS requests' limits (a timeout, a few at once) and a size limit; a redirect is
 * not followed (it could lead anywhere); the bytes are checked for what their name says (./media-type.ts)
 * before any part of the build uses them.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { mapBounded } from '../support/map-bounded.ts';
import { removeLeftoversOfDeadProcesses, replaceFile, tempName, TEMP_NAME } from '../support/processes.ts';
import { mediaHostRefusal } from './media-host-check.ts';
import { checksWholeFile, MEDIA_SNIFF_BYTES, mediaTypeProblem } from './media-type.ts';

export interface FetchLimits {
  /** Milliseconds for a whole file (CMS_TIMEOUT_MS, default 15 000; a file's bytes must arrive within it too). */
  timeoutMs: number;
  /** Files in flight at once. */
  concurrency: number;
  /** The largest file taken, in bytes (MEDIA_MAX_MB, default 200 MiB). */
  maxBytes: number;
  /** The largest SVG or caption file taken: these are read whole, into memory, to be checked (5 MiB). */
  maxTextBytes: number;
  /**
   * The media host's names allowed to resolve to a loopback, private or link-local address
   * (MEDIA_PRIVATE_HOSTS, comma-separated): none by default, since the host is named by the CMS.
   */
  privateHosts: readonly string[];
}

const DEFAULT_MEDIA_LIMITS: FetchLimits = {
  timeoutMs: 15_000,
  concurrency: 8,
  maxBytes: 200 * 1024 * 1024,
  maxTextBytes: 5 * 1024 * 1024,
  privateHosts: [],
};

/** The limits the environment sets (CMS_TIMEOUT_MS, MEDIA_MAX_MB), the defaults otherwise. */
export function mediaLimitsFromEnv(env: NodeJS.ProcessEnv): FetchLimits {
  const positive = (name: string, value: string | undefined, fallback: number, scale = 1) => {
    if (value === undefined || value === '') return fallback;
    const n = Number(value);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`${name}=${value}: expected a positive number`);
    return Math.round(n * scale);
  };
  return {
    timeoutMs: positive('CMS_TIMEOUT_MS', env.CMS_TIMEOUT_MS, DEFAULT_MEDIA_LIMITS.timeoutMs),
    concurrency: DEFAULT_MEDIA_LIMITS.concurrency,
    maxBytes: positive('MEDIA_MAX_MB', env.MEDIA_MAX_MB, DEFAULT_MEDIA_LIMITS.maxBytes, 1024 * 1024),
    maxTextBytes: DEFAULT_MEDIA_LIMITS.maxTextBytes,
    privateHosts: (env.MEDIA_PRIVATE_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  };
}

/** A file to fetch: its address, where it is read from, and the first page (or file) that uses it. */
export interface MediaRequest {
  address: string;
  url: string;
  usedBy: string;
}

interface FetchedMedia {
  /** The local file with each address's bytes. */
  files: Map<string, string>;
  /** Files downloaded now, and those the cache held that the servers said were unchanged (304). */
  fetched: number;
  fromCache: number;
  /** Bytes downloaded now. */
  bytes: number;
  /** Files that could not be had, each with its URL, the page that uses it and why. */
  failures: string[];
}

interface IndexEntry {
  etag?: string;
  sha256: string;
  size: number;
  /** The file's modification time when its bytes were last found to be `sha256`: another time, and they are hashed again. */
  mtimeMs?: number;
  /** Unix milliseconds when a build last used it: entries no build used for KEEP_DAYS are forgotten, and their files removed. */
  used: number;
}
const KEEP_DAYS = 30;
const INDEX_VERSION = 1;

/** An entity tag as HTTP writes one, short enough to keep. */
const ENTITY_TAG = /^(W\/)?"[\x21\x23-\x7e\x80-\xff]{0,200}"$/;

/** Fetches `requests` into the cache under `root`/.build/media, each at most once, as FetchLimits say. */
export async function fetchMedia(root: string, requests: readonly MediaRequest[], limits: FetchLimits): Promise<FetchedMedia> {
  const dir = join(root, '.build/media');
  const filesDir = join(dir, 'files');
  await mkdir(filesDir, { recursive: true });
  await removeLeftoversOfDeadProcesses(filesDir, TEMP_NAME);
  await removeLeftoversOfDeadProcesses(dir, TEMP_NAME);
  const index = await readIndex(join(dir, 'index.json'));
  const result: FetchedMedia = { files: new Map(), fetched: 0, fromCache: 0, bytes: 0, failures: [] };
  const refused = await refusedHosts(requests, limits.privateHosts);
  await mapBounded(requests, limits.concurrency, async ({ address, url, usedBy }) => {
    const refusal = refused.get(new URL(url).hostname);
    if (refusal && !address.startsWith('/media/')) return void result.failures.push(`${url} (used by ${usedBy}): ${refusal}`);
    const known = index[url];
    const kept = known && (await stillHolds(filesDir, known)) ? known : undefined;
    try {
      const got = await download(url, filesDir, limits, kept?.etag);
      if (got === 'unchanged') {
        kept!.used = Date.now();
        await markUsed(join(filesDir, kept!.sha256));
        result.files.set(address, join(filesDir, kept!.sha256));
        result.fromCache++;
        return;
      }
      await markUsed(join(filesDir, got.sha256));
      index[url] = got;
      result.files.set(address, join(filesDir, got.sha256));
      result.fetched++;
      result.bytes += got.size;
    } catch (err) {
      result.failures.push(`${url} (used by ${usedBy}): ${(err as Error).message}`);
    }
  });
  // Builds of other folders share the cache: one may have written the index since it was read here. Its
  // entries are kept, each address's most recently used entry winning, so neither build's downloads are forgotten.
  for (const [url, entry] of Object.entries(await readIndex(join(dir, 'index.json'))))
    if (!index[url] || index[url].used < entry.used) index[url] = entry;
  await writeIndex(join(dir, 'index.json'), forgetUnused(index));
  await removeUnreferenced(filesDir, index);
  return result;
}

/** Why each media host the requests name may not be fetched from (null: it may): asked once a host. */
async function refusedHosts(requests: readonly MediaRequest[], allowed: readonly string[]): Promise<Map<string, string | null>> {
  const hosts = new Set(requests.filter((r) => !r.address.startsWith('/media/')).map((r) => new URL(r.url).hostname));
  return new Map(await Promise.all([...hosts].map(async (h) => [h, await mediaHostRefusal(h, allowed)] as const)));
}

/**
 * Whether the cached file of `entry` still has its bytes: its size, and its modification time as when it
 * was last hashed; a file touched since (through a hard link in a published folder, by hand) is hashed
 * again, and one that differs is removed, to be downloaded again.
 */
async function stillHolds(filesDir: string, entry: IndexEntry): Promise<boolean> {
  const file = join(filesDir, entry.sha256);
  const s = await stat(file).catch(() => null);
  if (!s || s.size !== entry.size) return false;
  if (entry.mtimeMs === s.mtimeMs) return true;
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  if (hash.digest('hex') !== entry.sha256) {
    await rm(file, { force: true });
    return false;
  }
  entry.mtimeMs = s.mtimeMs;
  return true;
}

/**
 * Marks a cached file as used now (`<sha256>.used`, whose time is what counts): the clean-up of a build
 * running beside this one removes only files nobody used for a day, so it never removes one this build
 * is about to publish. A marker, not the file's own time: the file is hard-linked into the published
 * folder, where its time is part of its validators (ETag, Last-Modified).
 */
async function markUsed(file: string): Promise<void> {
  const marker = `${file}.used`;
  const now = new Date();
  await utimes(marker, now, now).catch(() => writeFile(marker, ''));
}

/** The index without the entries no build used for KEEP_DAYS (a file moved or gone, a test's server of a past run). */
function forgetUnused(index: Record<string, IndexEntry>): Record<string, IndexEntry> {
  const since = Date.now() - KEEP_DAYS * 86_400_000;
  return Object.fromEntries(Object.entries(index).filter(([, e]) => typeof e.used === 'number' && e.used >= since));
}

/**
 * Removes the cached files no entry of `index` names, once they are a day old (a build running beside this
 * one may have just downloaded one it has not indexed yet).
 */
async function removeUnreferenced(filesDir: string, index: Record<string, IndexEntry>): Promise<void> {
  const named = new Set(Object.values(index).map((e) => e.sha256));
  const dayAgo = Date.now() - 86_400_000;
  const names = (await readdir(filesDir)).filter((n) => /^[0-9a-f]{64}(?:\.used)?$/.test(n) && !named.has(n.slice(0, 64)));
  await mapBounded(names, 8, async (name) => {
    const file = join(filesDir, name.slice(0, 64));
    const [made, used] = await Promise.all([stat(file).catch(() => null), stat(`${file}.used`).catch(() => null)]);
    if (Math.max(made?.mtimeMs ?? 0, used?.mtimeMs ?? 0) < dayAgo) await rm(join(filesDir, name), { force: true });
  });
}

async function readIndex(file: string): Promise<Record<string, IndexEntry>> {
  const text = await readFile(file, 'utf8').catch(() => null);
  if (!text) return {};
  try {
    const parsed = JSON.parse(text) as { version?: unknown; entries?: Record<string, IndexEntry> };
    return parsed.version === INDEX_VERSION && parsed.entries && typeof parsed.entries === 'object' ? parsed.entries : {};
  } catch {
    return {}; // a damaged index costs one download of each file, never a build
  }
}

async function writeIndex(file: string, entries: Record<string, IndexEntry>): Promise<void> {
  await replaceFile(file, JSON.stringify({ version: INDEX_VERSION, entries }));
}

/**
 * One file into the cache folder, named by the SHA-256 of its bytes (the same bytes under two addresses
 * are kept once): 'unchanged' when the server says `etag` still holds.
 */
async function download(
  url: string,
  filesDir: string,
  limits: FetchLimits,
  etag: string | undefined,
): Promise<'unchanged' | IndexEntry> {
  const { timeoutMs } = limits;
  // An SVG or a caption file is read whole, into memory, to be checked: a limit of its own.
  const whole = checksWholeFile(new URL(url).pathname);
  const maxBytes = whole ? Math.min(limits.maxBytes, limits.maxTextBytes) : limits.maxBytes;
  const limitName = whole ? 'for an SVG or caption file' : '(MEDIA_MAX_MB)';
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException(`no answer within ${timeoutMs} ms`, 'TimeoutError')), timeoutMs);
  const tmp = tempName(join(filesDir, 'download'));
  try {
    let res: Response;
    try {
      res = await fetch(url, {
        signal: controller.signal,
        redirect: 'manual',
        // With a condition, fetch() would add `Cache-Control: no-cache`, which servers that honour it (Express,
        // `send`) answer with the whole file again; `max-age=0` asks the same of caches and lets a 304 through.
        headers: etag && ENTITY_TAG.test(etag) ? { 'if-none-match': etag, 'cache-control': 'max-age=0' } : {},
      });
    } catch (err) {
      throw reasonOf(err, timeoutMs);
    }
    if (res.status === 304 && etag) {
      await res.body?.cancel();
      return 'unchanged';
    }
    if (res.status >= 300 && res.status < 400) {
      await res.body?.cancel();
      throw new Error(`HTTP ${res.status}, redirected to ${res.headers.get('location') ?? 'nowhere'}: not followed`);
    }
    if (!res.ok || !res.body) {
      await res.body?.cancel();
      throw new Error(`HTTP ${res.status} ${res.statusText}`.trim());
    }
    const declared = Number(res.headers.get('content-length'));
    if (declared > maxBytes) {
      await res.body.cancel();
      throw new Error(`${declared} bytes, over the limit of ${maxBytes} ${limitName}`);
    }
    const hash = createHash('sha256');
    let size = 0;
    const out = createWriteStream(tmp);
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        size += chunk.length;
        if (size > maxBytes) throw new Error(`over the limit of ${maxBytes} bytes ${limitName}`);
        hash.update(chunk);
        if (!out.write(chunk)) await new Promise<void>((go) => out.once('drain', () => go()));
      }
    } catch (err) {
      throw (err as Error).message?.startsWith('over the limit') ? err : reasonOf(err, timeoutMs);
    } finally {
      await new Promise<void>((done, fail) => out.end((err?: Error | null) => (err ? fail(err) : done())));
    }
    const problem = await mediaTypeProblem(new URL(url).pathname, await firstBytes(tmp, url));
    if (problem) throw new Error(problem);
    const sha256 = hash.digest('hex');
    const file = join(filesDir, sha256);
    // Over any file of that name: one whose bytes were changed since must not be taken for these.
    await rename(tmp, file);
    const got = res.headers.get('etag') ?? undefined;
    const { mtimeMs } = await stat(file);
    return { sha256, size, mtimeMs, used: Date.now(), ...(got && ENTITY_TAG.test(got) ? { etag: got } : {}) };
  } finally {
    clearTimeout(timer);
    await rm(tmp, { force: true });
  }
}

/** What the type check reads of a file: its first bytes, or all of a text format. */
async function firstBytes(file: string, url: string): Promise<Uint8Array> {
  if (checksWholeFile(new URL(url).pathname)) return readFile(file);
  const handle = await open(file);
  try {
    const buffer = Buffer.alloc(MEDIA_SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, MEDIA_SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

const reasonOf = (err: unknown, timeoutMs: number) => {
  const e = err as Error;
  if (e.name === 'TimeoutError' || e.name === 'AbortError') return new Error(`no answer within ${timeoutMs} ms`);
  const cause = (e.cause as Error | undefined)?.message;
  return new Error(`${e.message}${cause ? ` (${cause})` : ''}`);
};
