/**
 * One language's Pagefind index, made smaller for the first search, before it is published.
 *
 * Pagefind names each page's fragment after a hash of its content (`es_9a9b7dc`) and lists every
 * page's name in the index's page table (`pagefind.<hash>.pf_meta`), which every first search
 * downloads whole. At the collection's scale that table is 16,645 random names: 92 KB that no
 * compressor can shrink. Here the fragments of an index are renamed by their place in the table,
 * in a folder named after the index (`fragment/es_8019e526ce/1a.pf_fragment`), so the table compresses
 * to a fifth of that. A name is still never reused for other content: a new index is a new folder,
 * and the previous one stays until the one after (searches in flight finish on it).
 *
 * Pagefind gzips every file it writes, and its library reads a file either gzipped (inflating it in
 * JavaScript, on the page's main thread) or as it is (both begin, once read, with the signature
 * `pagefind_dcd`). The page table, the WebAssembly and the word and filter chunks are stored here as
 * they are, with Brotli and gzip copies beside them for the server to send (`x.br`, `x.gz`), which
 * the browser decodes natively, off the main thread. The table and the WebAssembly, which every first
 * search loads whole, get Brotli's best (11: the compact table in 43 % of gzip's bytes); the chunks,
 * 10.6 MB per language at full scale and all new whenever an edit shifts the pages' numbers, get
 * Brotli 8 and gzip 6 (0.6 s of CPU per language, 9 % under Pagefind's gzip; Brotli 11 would save a
 * quarter for 12 s).
 *
 * Pagefind 1.6 indexes the words of every metadata field it is given, not only the title's: a teaser as
 * JSON (its keys, its image's address and size) made words like `image`, `width` or `svg` find every
 * page that has an image, and its characters run together into one long word per page. It cost Pagefind
 * two fifths of its time and the index a word per page. So Pagefind is given only the title as
 * metadata, and each page's teaser is put into its fragment here, from the build's own records, by the
 * page's address. Since Pagefind does not see the teasers, its name for the index does not change
 * with them: the index is published under a name of the build's (`published`), from Pagefind's and
 * from the hash of the records it was made of, so a changed teaser is still a new name.
 *
 * Fragments (what a result shows) come from Pagefind in groups of consecutive pages of the table
 * (`max_fragments`, set by the build: a few pages a file, so the index is a few thousand files rather
 * than one per page, and a result costs a few hundred bytes more). Each group is renamed by its place
 * (`fragment/es_8019e526ce/g1a.pf_fragment`) with its pages' fragments under their new names, without
 * the filters nothing reads, gzipped as Pagefind's are. Fragments that are not grouped (an index
 * Pagefind wrote without the option) are renamed one file per page. Either way a fragment stays one
 * gzipped file the library inflates, with no copies: more files per result would cost the build more
 * than they give.
 *
 * Everything here is a function of Pagefind's output, so the same records give the same bytes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gunzipSync, gzip, gzipSync } from 'node:zlib';
import { compressedOnce } from './compressed-once.ts';
import { decode, encode } from 'cborg';
import { mapBounded } from '../support/map-bounded.ts';

const br = promisify(brotliCompress);
const gz = promisify(gzip);
const SIGNATURE = Buffer.from('pagefind_dcd');

/** A fragment's name as Pagefind writes it (`es_9a9b7dc`, `pt-br_…`): a file name, never a path. */
const SAFE_NAME = /^[a-z][a-z0-9-]*_[0-9a-f]+$/i;
/** A fragment group's name as Pagefind writes it (`es_group_5afd2f9`). */
const SAFE_GROUP = /^[a-z][a-z0-9-]*_group_[0-9a-f]+$/i;

/** A page of the table, as Pagefind 1.6 writes it: its fragment's name, its word count, its fragment group ('' when none). */
type MetaPage = [hash: string, wordCount: number, group: string];

/** The body of a Pagefind file as it is (its signature first), whether Pagefind gzipped it or not. */
export function pagefindBody(file: Buffer, name: string): Buffer {
  const body = file.subarray(0, SIGNATURE.length).equals(SIGNATURE) ? file : gunzipSync(file);
  if (!body.subarray(0, SIGNATURE.length).equals(SIGNATURE)) throw new Error(`search index: ${name} is not a Pagefind file`);
  return body;
}

/** The page table's pages (Pagefind 1.6's layout: [version, pages, index chunks, filters, sorts, …]). */
function pagesOf(meta: unknown, name: string): MetaPage[] {
  const pages = Array.isArray(meta) ? (meta[1] as unknown) : null;
  const grouped = Array.isArray(pages) && pages.length > 0 && Array.isArray(pages[0]) && pages[0][2] !== '';
  const ok =
    Array.isArray(pages) &&
    pages.every(
      (p) =>
        Array.isArray(p) &&
        typeof p[0] === 'string' &&
        SAFE_NAME.test(p[0]) &&
        typeof p[1] === 'number' &&
        typeof p[2] === 'string' &&
        (grouped ? SAFE_GROUP.test(p[2]) : p[2] === ''),
    );
  if (!ok) throw new Error(`search index: ${name} has a page table this build does not know (Pagefind's format changed?)`);
  return pages as MetaPage[];
}

/** A fragment's new name: `<index>/<place in the table, base 36>`. */
export const fragmentName = (indexHash: string, place: number) => `${indexHash}/${place.toString(36)}`;
/** A fragment group's new name: `<index>/g<its place among the groups, in table order, base 36>`. */
export const fragmentGroupName = (indexHash: string, place: number) => `${indexHash}/g${place.toString(36)}`;

/**
 * What a page's fragment gets besides what Pagefind wrote: its teaser (JSON), by the page's address.
 * Undefined: the fragments keep Pagefind's metadata as it is.
 */
type Teasers = ReadonlyMap<string, string>;

interface CompactOptions {
  /** The name the index is published under (`es_…`, as Pagefind names one); Pagefind's own when not given. */
  published?: string;
  /** Each page's teaser, put into its fragment's metadata as `teaser`. */
  teasers?: Teasers;
  /**
   * The index's files as Pagefind made them in memory (its `getFiles`), by path: its page table, chunks,
   * fragments and WebAssembly. They are read from here and written once, under their final names and in
   * their final form; Pagefind never writes them, nor this step reads them back. Without it they are read
   * from `dir`, where Pagefind wrote them, and renamed or written over there.
   */
  made?: ReadonlyMap<string, Buffer>;
  /**
   * Filled with each page's id in the published index (its fragment's new name, which the browser's
   * results carry as their `id`), by the page's address: an edit's records can then say which results
   * of this index its newer records replace (./recent-part.ts).
   */
  ids?: Map<string, string>;
}

/**
 * Renames the fragments of `lang`'s index `indexHash` in `dir` (a folder Pagefind just wrote) and rewrites its
 * page table (under the name `published`, when given); stores the table, the WebAssembly and the chunks as
 * they are. Returns the files written, for {@link precompressSearchFiles}.
 */
export async function compactLanguageIndex(dir: string, lang: string, indexHash: string, options: CompactOptions = {}): Promise<string[]> {
  const madeName = `pagefind.${indexHash}.pf_meta`;
  const published = options.published ?? indexHash;
  const metaName = `pagefind.${published}.pf_meta`;
  const files = pagefindFiles(dir, options.made);
  const meta = decode(pagefindBody(await files.read(madeName), madeName).subarray(SIGNATURE.length)) as unknown[];
  const pages = pagesOf(meta, madeName);
  mkdirSync(join(dir, 'fragment', published), { recursive: true });
  if (pages.length && pages[0]![2] !== '') await renameGroups(files, published, pages, options.teasers, options.ids);
  else
    await mapBounded([...pages.entries()], 16, async ([place, page]) => {
      const renamed = fragmentName(published, place);
      const from = `fragment/${page[0]}.pf_fragment`;
      const to = `fragment/${renamed}.pf_fragment`;
      if (options.teasers)
        await files.move(
          from,
          to,
          await gzipped(shown(fragmentIn(await files.read(from), page[0]), page[0], options.teasers, renamed, options.ids)),
        );
      else await files.move(from, to);
      page[0] = renamed;
    });
  await files.move(madeName, metaName, Buffer.concat([SIGNATURE, encode(meta)]));
  const plain = [...(await files.list('index', `${lang}_`)), ...(await files.list('filter', `${lang}_`))];
  const wasm = (await files.list('', 'wasm.')).filter((f) => /^wasm\.[a-z]+\.pagefind$/.test(f));
  await mapBounded([...plain, ...wasm], 16, async (rel) => {
    const file = await files.read(rel);
    const body = pagefindBody(file, rel);
    if (body !== file || files.inMemory(rel)) await files.move(rel, rel, body);
  });
  return [metaName, ...wasm, ...plain];
}

/**
 * The files Pagefind made for an index, in `dir` or in memory (`made`, by path): read, listed, and put
 * into `dir` under a name (`move`: with new content, or as they are).
 */
function pagefindFiles(dir: string, made?: ReadonlyMap<string, Buffer>) {
  const folders = new Set<string>();
  // Written synchronously: thousands of small files, for which each asynchronous step (open, write,
  // close, each a trip through the thread pool and a promise) cost the build's thread more than the write.
  const put = async (rel: string, content: Buffer) => {
    const folder = join(dir, rel, '..');
    if (!folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      folders.add(folder);
    }
    writeFileSync(join(dir, rel), content);
  };
  return {
    inMemory: (rel: string) => made?.has(rel) ?? false,
    read: async (rel: string): Promise<Buffer> => made?.get(rel) ?? readFile(join(dir, rel)),
    /** The files of `folder` ('' for the index's own) whose names start with `prefix`, as paths from `dir`, in order. */
    async list(folder: string, prefix: string): Promise<string[]> {
      const under = folder ? `${folder}/` : '';
      const names = made
        ? [...made.keys()].filter((rel) => rel.startsWith(under + prefix) && !rel.slice(under.length).includes('/'))
        : (await readdir(join(dir, folder)).catch(() => [] as string[])).filter((f) => f.startsWith(prefix)).map((f) => under + f);
      return names.sort();
    },
    /** `from` put at `to`, with `content` when given: renamed (and written over) on the disk, written once from memory. */
    async move(from: string, to: string, content?: Buffer): Promise<void> {
      const held = made?.get(from);
      if (held) return put(to, content ?? held);
      if (from !== to) await rename(join(dir, from), join(dir, to));
      if (content) await writeFile(join(dir, to), content);
    },
  };
}

/**
 * A fragment without its filters, with its page's teaser when `teasers` are given. Pagefind's library
 * filters with its filter chunks and never reads a fragment's (nor does the site: a result shows its
 * teaser and excerpt), and they were a quarter of an artwork's fragment.
 */
function shown(fragment: unknown, name: string, teasers?: Teasers, id?: string, ids?: Map<string, string>): unknown {
  if (!fragment || typeof fragment !== 'object' || Array.isArray(fragment)) return fragment;
  const { filters: _unread, ...rest } = fragment as Record<string, unknown>;
  if (ids && id !== undefined && typeof rest.url === 'string') ids.set(rest.url, id);
  if (!teasers) return rest;
  const teaser = typeof rest.url === 'string' ? teasers.get(rest.url) : undefined;
  const meta = rest.meta;
  if (teaser === undefined || !meta || typeof meta !== 'object' || Array.isArray(meta))
    throw new Error(`search index: fragment ${name} is of no page this build indexed (Pagefind's format changed?)`);
  return { ...rest, meta: { ...meta, teaser } };
}

/** A fragment file's JSON, as Pagefind made it. */
function fragmentIn(file: Buffer, name: string): unknown {
  return JSON.parse(pagefindBody(file, name).subarray(SIGNATURE.length).toString('utf8')) as unknown;
}

/**
 * A fragment file's bytes, gzipped as Pagefind writes them. Synchronously: a fragment group is a few
 * KB, which zlib deflates in ≈ 0.06 ms, while an asynchronous call costs ≈ 0.2 ms of the build's
 * thread around it (measured on 3,868 groups: 0.2 s of CPU against 0.7–0.8).
 */
const gzipped = async (json: unknown) => gzipSync(Buffer.concat([SIGNATURE, Buffer.from(JSON.stringify(json))]), { level: 9 });

/**
 * Each fragment group of the table `pages` renamed by its place among the groups, its fragments under
 * their new names (`pages` is updated). A group must hold exactly the pages the table files under it.
 */
async function renameGroups(
  files: ReturnType<typeof pagefindFiles>,
  indexHash: string,
  pages: MetaPage[],
  teasers?: Teasers,
  ids?: Map<string, string>,
): Promise<void> {
  const groups = new Map<string, { renamed: string; names: Map<string, string> }>();
  for (const [place, page] of pages.entries()) {
    let group = groups.get(page[2]);
    if (!group) groups.set(page[2], (group = { renamed: fragmentGroupName(indexHash, groups.size), names: new Map() }));
    group.names.set(page[0], fragmentName(indexHash, place));
  }
  await mapBounded([...groups], 16, async ([name, { renamed, names }]) => {
    const from = `fragment/${name}.pf_fragment`;
    const to = `fragment/${renamed}.pf_fragment`;
    const held = fragmentIn(await files.read(from), name);
    if (!held || typeof held !== 'object' || Array.isArray(held) || Object.keys(held).length !== names.size)
      throw new Error(`search index: fragment group ${name} does not hold the pages its table names (Pagefind's format changed?)`);
    // In the table's order, whatever order Pagefind wrote them in.
    const next: Record<string, unknown> = {};
    for (const [fragment, renamedFragment] of names) {
      if (!Object.hasOwn(held, fragment))
        throw new Error(`search index: fragment group ${name} does not hold ${fragment}, which its table files under it`);
      next[renamedFragment] = shown((held as Record<string, unknown>)[fragment], fragment, teasers, renamedFragment, ids);
    }
    // Renamed, then written over: the group keeps its file rather than taking a new one.
    await files.move(from, to, await gzipped(next));
  });
  for (const page of pages) {
    const group = groups.get(page[2])!;
    page[0] = group.names.get(page[0])!;
    page[2] = group.renamed;
  }
}

/** How a file loaded whole is compressed, with the library releases that do it: another release makes other copies. */
const WHOLE_SETTINGS = `brotli ${process.versions.brotli} quality 11, zlib ${process.versions.zlib} level 9`;

/**
 * Brotli and gzip copies of the search files `rel` of `dir`, where they are smaller: the best for what
 * every first search loads whole, quicker ones for chunks. Pagefind's WebAssembly, the same bytes in
 * every build of one release, is compressed once and kept in `cache` when one is given (./compressed-once.ts).
 */
export async function precompressSearchFiles(dir: string, rel: readonly string[], cache?: string): Promise<void> {
  await mapBounded(rel, 4, async (name) => {
    const body = await readFile(join(dir, name));
    const whole = /\.(pf_meta|pagefind)$/.test(name);
    const make = () =>
      Promise.all([
        br(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: whole ? 11 : 8,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gz(body, { level: whole ? 9 : 6 }),
      ]);
    const [b, g] = cache && name.endsWith('.pagefind') ? await compressedOnce(cache, body, WHOLE_SETTINGS, make) : await make();
    if (b.length < body.length) await writeFile(join(dir, `${name}.br`), b);
    if (g.length < body.length) await writeFile(join(dir, `${name}.gz`), g);
  });
}
