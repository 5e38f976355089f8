/**
 * Incremental builds. Each build leaves in its folder a record of what it was made from
 * (`.build-state.json`, never served: the server refuses dotfiles): the fingerprint of the code, the
 * moment pages were rendered at, each source document's stamp with its checked result, and each
 * page's key with the files it became. The next build from the same code
 * - checks again only documents whose stamp (size, modification time, inode) changed,
 * - reuses the previous bundles (`assets/`, `.vite/`, and the prerender bundle kept in `.ssr/`),
 * - renders only pages whose key (their content and everything shared: chunks, menus, build hash,
 *   render time) changed, and hard-links the files of the others from the previous build,
 * - and writes everything else (sitemap, search index, page data of the site's own routes) anew,
 * so its output is byte for byte a clean build's (tested). `--clean` ignores the record.
 */
import { createHash } from 'node:crypto';
import { link, mkdir, open, readFile, readdir, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { CheckedDocument } from './load-content.ts';
import type { PageLinks } from './link-check.ts';
import { mapBounded } from './map-bounded.ts';
import { insideOutput } from './site-writer.ts';

export const STATE_FILE = '.build-state.json';
/** Where the build keeps its prerender bundle for the next build. */
export const SSR_DIR = '.ssr';
const STATE_VERSION = 1;

/** What one page became. */
export interface PageRecord {
  key: string;
  /** Files written for it (with their precompressed copies), relative to the build folder. */
  files: string[];
  links: PageLinks;
}

export interface BuildState {
  version: number;
  code: string;
  renderedAt: number;
  /** Source document name → its stamp and what checking it gave. */
  sources: Record<string, { stamp: string; checked: CheckedDocument }>;
  /** Site path → what the page became. */
  pages: Record<string, PageRecord>;
}

/** The files the output depends on besides the content: every source file of the site and the locked dependencies. */
const CODE = ['app', 'pages', 'design-system', 'generated', 'schemas'];
const CODE_FILES = ['package-lock.json', 'vite.config.ts', 'tsconfig.json'];

/** A fingerprint of the code: the same code (and dependencies) gives the same bundles and the same pages. */
export async function codeFingerprint(root: string): Promise<string> {
  const files: string[] = [...CODE_FILES];
  for (const dir of CODE) {
    const entries = await readdir(join(root, dir), { recursive: true, withFileTypes: true }).catch(() => []);
    for (const e of entries)
      if (e.isFile() && !/\.(stories|test)\.tsx?$|\.mdx?$/.test(e.name)) {
        const rel = relative(root, join(e.parentPath, e.name));
        // Benchmarks and screenshots are not part of what the build makes.
        if (!rel.startsWith(join('app', 'tools') + sep)) files.push(rel);
      }
  }
  files.sort();
  const hash = createHash('sha256');
  const bodies = await mapBounded(files, 32, (f) => readFile(join(root, f)).catch(() => Buffer.alloc(0)));
  files.forEach((f, i) => hash.update(`${f}\0${bodies[i]!.length}\0`).update(bodies[i]!));
  return hash.digest('hex').slice(0, 32);
}

/** The previous build's record, when it is from the same code and its bundles are all there; else null. */
export async function readBuildState(outDir: string, code: string): Promise<BuildState | null> {
  // The record starts with its version and code fingerprint: a record of other code is not even read.
  const start = await readStart(join(outDir, STATE_FILE), 200);
  if (!start || !start.startsWith(`{"version":${STATE_VERSION},"code":${JSON.stringify(code)},`)) return null;
  const text = await readFile(join(outDir, STATE_FILE), 'utf8').catch(() => null);
  if (!text) return null;
  let state: BuildState;
  try {
    state = JSON.parse(text) as BuildState;
  } catch {
    return null;
  }
  if (state?.version !== STATE_VERSION || state.code !== code || typeof state.pages !== 'object' || typeof state.sources !== 'object')
    return null;
  const bundles = await Promise.all(
    [stat(join(outDir, SSR_DIR, 'entry-server.js')), stat(join(outDir, '.vite/manifest.json'))].map((p) => p.catch(() => null)),
  );
  return bundles.every(Boolean) ? state : null;
}

/** The first `bytes` bytes of a file as text, or null. */
async function readStart(file: string, bytes: number): Promise<string | null> {
  const handle = await open(file, 'r').catch(() => null);
  if (!handle) return null;
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await handle.close();
  }
}

/**
 * Writes the record entry by entry (at full scale it is ≈ 160 MB: one JSON.stringify of it would hold
 * the whole text in memory at once), starting with its version and code fingerprint.
 */
export async function writeBuildState(dir: string, { code, renderedAt, sources, pages }: Omit<BuildState, 'version'>): Promise<void> {
  const out = await open(join(dir, STATE_FILE), 'w');
  try {
    let chunk = `{"version":${STATE_VERSION},"code":${JSON.stringify(code)},"renderedAt":${JSON.stringify(renderedAt)}`;
    const flushAt = 1 << 20;
    const put = async (text: string) => {
      chunk += text;
      if (chunk.length >= flushAt) {
        await out.write(chunk);
        chunk = '';
      }
    };
    for (const [name, map] of [
      ['sources', sources],
      ['pages', pages],
    ] as const) {
      await put(`,${JSON.stringify(name)}:{`);
      let first = true;
      for (const [key, value] of Object.entries(map)) {
        await put(`${first ? '' : ','}${JSON.stringify(key)}:${JSON.stringify(value)}`);
        first = false;
      }
      await put('}');
    }
    await out.write(`${chunk}}`);
  } finally {
    await out.close();
  }
}

/** A page's key: its content and the settings every page is rendered with. */
export function pageKey(settingsHash: string, pageJson: string): string {
  return createHash('sha1').update(settingsHash).update('\0').update(pageJson).digest('base64url');
}

/**
 * Hard-links `rels` from the previous build folder into the new one (at most 32 at once). A file is
 * never changed where it is: builds only ever create files in their own new folder, so a link
 * shares bytes that no one writes to again.
 */
export async function linkFromPrevious(previousDir: string, nextDir: string, rels: readonly string[]): Promise<void> {
  // Each folder made once; every link into it waits for that.
  const folders = new Map<string, Promise<unknown>>();
  await mapBounded(rels, 32, async (rel) => {
    const from = insideOutput(previousDir, rel);
    const to = insideOutput(nextDir, rel);
    const folder = dirname(to);
    let made = folders.get(folder);
    if (!made) folders.set(folder, (made = mkdir(folder, { recursive: true })));
    await made;
    await link(from, to);
  });
}

/** Every file under `dir` (relative paths), for linking a whole bundle folder. */
export async function filesUnder(root: string, dir: string): Promise<string[]> {
  const entries = await readdir(join(root, dir), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => relative(root, join(e.parentPath, e.name)));
}
