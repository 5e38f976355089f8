/**
 * The bundles: the browser's (hashed chunks in `assets/`, with Vite's manifest in `.vite/`) and the
 * prerender bundle (`.ssr/entry-server.js`, with the render threads' `render-thread.js`; never served),
 * built by Vite into a build folder; and what every page's HTML must name of them (render settings).
 */
import { fork } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { InlineConfig, Plugin } from 'vite';
import type { RenderSettings } from '../render/render-pages.ts';
import { VIEW_MODULES } from '../../../pages/views/view-modules.ts';
import { TEXT_SECTION_MODULES, UI_TEXT_MODULES } from '../../../pages/i18n/ui-text.ts';
import { DEFERRED_PARAGRAPH_MODULES } from '../../../pages/assembler/deferred-paragraphs.ts';
import type { SiteConfig } from '../../../generated/types/content.ts';
import type { Language } from '../../../generated/types/constants.ts';
import { sha, type StaticQuery } from '../site-files/site-data.ts';

/** Where a build folder keeps its prerender bundle, for itself and for the next build of the same code. */
export const SSR_DIR = '.ssr';
/** The folder under `.build/` a build runs the server bundle from, as its process's own (`server-<mark>`: its id and start time). */
export const SERVER_DIR = 'server';
/** The render threads' bundle in the prerender bundle's folder (./render-thread.ts). */
export const RENDER_THREAD_BUNDLE = 'render-thread.js';
const CLIENT_ENTRY = 'app/runtime/entry-client.tsx';

type ViteManifest = Record<string, { file: string; css?: string[]; imports?: string[]; assets?: string[] }>;

/**
 * The browser's bundle as the site build makes it (hashed chunks in `dir`/assets, Vite's manifest in
 * `dir`/.vite); `sourcemap` only for measuring what each module costs (npm run bench:first-load).
 */
export function clientBuildConfig(root: string, dir: string, { sourcemap = false } = {}): InlineConfig {
  // The modules the entry imports statically (the framework, the runtime, the page layout and what
  // they import), known once the module graph is built and before it is cut into chunks.
  const shell = new Set<string>();
  const shellModules: Plugin = {
    name: 'museo:shell-modules',
    buildEnd() {
      const entry = [...this.getModuleIds()].find((id) => id.endsWith(CLIENT_ENTRY));
      const stack = entry ? [entry] : [];
      for (let id = stack.pop(); id; id = stack.pop()) {
        if (shell.has(id)) continue;
        shell.add(id);
        stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return {
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    plugins: [shellModules],
    // One stylesheet for every view (≈ 5 KB gzip): one request, and nothing unstyled while a view's chunk loads.
    build: {
      outDir: dir,
      // Always a new folder, and the search index is already being written into it: never emptied.
      emptyOutDir: false,
      manifest: true,
      sourcemap,
      // The sizes are not printed (logLevel warn): not gzipping every chunk again just to measure it.
      reportCompressedSize: false,
      cssCodeSplit: false,
      // The HTML preloads every chunk a page needs (below), and the runtime fetches a view's chunks
      // with its data (often ahead, on hover): Vite's preload helper and its lists of every chunk's
      // dependencies would only add bytes to every page.
      modulePreload: false,
      rolldownOptions: {
        input: CLIENT_ENTRY,
        output: {
          // The page layer and design system that most views share, in one chunk rather than a dozen
          // small ones: fewer requests, and it compresses better. Catalogues and their sections stay per language.
          // What every page runs stays with the entry, so that a view that shares nothing else with
          // the others (the search and visit pages) does not download what they share.
          codeSplitting: {
            groups: [
              { name: 'entry-client', test: (id: string) => shell.has(id), priority: 2 },
              {
                name: 'page-common',
                test: /[\\/](pages|design-system)[\\/](?!i18n[\\/](catalogue-|sections[\\/]))/,
                minShareCount: 8,
                priority: 1,
              },
            ],
          },
        },
      },
    },
  };
}

/**
 * Builds the browser's bundle into `dir` (a new build folder: assets/ and .vite/) and the prerender
 * bundle into `serverDir`, inside the project so that its dependencies resolve from node_modules (the
 * build keeps a copy in the folder's .ssr/ for the next build of the same code).
 */
export async function bundleSite(root: string, dir: string, serverDir: string): Promise<void> {
  // Loaded only when bundling: an edit published in place reuses the bundles and never needs Vite.
  const { build: viteBuild } = await import('vite');
  await viteBuild(clientBuildConfig(root, dir));
  await viteBuild({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      // Both entries below (a string here would be the only entry).
      ssr: true,
      outDir: serverDir,
      emptyOutDir: true,
      manifest: false,
      reportCompressedSize: false,
      // The prerender imports every view statically as well: that their dynamic imports stay in one bundle is intended.
      // The render threads' entry shares its modules with the prerender's (one copy in a thread).
      rolldownOptions: {
        input: { 'entry-server': 'app/runtime/entry-server.tsx', 'render-thread': 'app/site-build/render/render-thread.ts' },
        checks: { ineffectiveDynamicImport: false },
      },
    },
  });
}

/**
 * `bundleSite` in a child process (./bundle-process.ts), so that what the bundler holds is given back
 * when it ends; resolves to the child's peak memory in MiB. Its output goes to this process's.
 */
export function bundleInChildProcess(
  root: string,
  dir: string,
  serverDir: string,
  /** Told the child's pid once it is started (tests). */
  onStart?: (pid: number) => void,
): Promise<number> {
  return new Promise((resolve, reject) => {
    let peakMiB = 0;
    const child = fork(join(import.meta.dirname, 'bundle-process.ts'), [root, dir, serverDir], {
      cwd: root,
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    if (child.pid !== undefined) onStart?.(child.pid);
    child.on('message', (m: { peakMiB?: number }) => void (peakMiB = m.peakMiB ?? 0));
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve(peakMiB) : reject(new Error(`the bundler stopped (${signal ?? `exit code ${code}`}); its messages are above`)),
    );
  });
}

export async function readManifest(dir: string): Promise<ViteManifest> {
  return JSON.parse(await readFile(join(dir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
}

/** A chunk of the client build and every chunk it imports statically, with their styles, in load order. */
function chunkClosure(manifest: ViteManifest, key: string) {
  const files: string[] = [];
  const css: string[] = [];
  const seen = new Set<string>();
  const visit = (k: string) => {
    if (seen.has(k)) return;
    seen.add(k);
    const chunk = manifest[k];
    if (!chunk) throw new Error(`the client build's manifest has no ${k}`);
    for (const i of chunk.imports ?? []) visit(i);
    files.push(chunk.file);
    for (const c of chunk.css ?? []) if (!css.includes(c)) css.push(c);
  };
  visit(key);
  return { files, css };
}

/** What the HTML of every page names of the bundles: the settings without the build hash, render time, site and queries. */
type BundleSettings = Pick<
  RenderSettings,
  'css' | 'scripts' | 'modulepreload' | 'fonts' | 'views' | 'uiText' | 'textSections' | 'paragraphs'
>;

export function bundleSettings(manifest: ViteManifest): BundleSettings {
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`the client build has no entry for ${CLIENT_ENTRY}`);
  // What every page loads first (the entry, the chunks it imports, their styles), then per view its
  // chunk (componentChunkName) with the chunks and styles it adds: named in the HTML, so nothing waits.
  const first = chunkClosure(manifest, CLIENT_ENTRY);
  // With cssCodeSplit off, Vite names the one stylesheet `style.css` in the manifest.
  const styleSheet = manifest['style.css']?.file;
  const css = [...(styleSheet ? [styleSheet] : []), ...first.css].map((f) => `/${f}`);
  // The upright text face (design-system/tokens/fonts.css.ts) is on every page, above the fold.
  const fonts = Object.entries(manifest)
    .filter(([src]) => src.endsWith('/archivo-latin-wght-normal.woff2'))
    .map(([, chunk]) => `/${chunk.file}`);
  const views = Object.fromEntries(
    Object.entries(VIEW_MODULES).map(([key, module]) => {
      const c = chunkClosure(manifest, module);
      return [
        key,
        {
          css: c.css.filter((f) => !first.css.includes(f)).map((f) => `/${f}`),
          modulepreload: c.files.filter((f) => !first.files.includes(f)).map((f) => `/${f}`),
        },
      ];
    }),
  ) as RenderSettings['views'];
  // What a page adds by its language (its interface text) and by the deferred paragraphs it holds.
  const added = (module: string) =>
    chunkClosure(manifest, module)
      .files.filter((f) => !first.files.includes(f))
      .map((f) => `/${f}`);
  return {
    css,
    scripts: [`/${entry.file}`],
    modulepreload: first.files.filter((f) => f !== entry.file).map((f) => `/${f}`),
    fonts,
    views,
    uiText: Object.fromEntries(Object.entries(UI_TEXT_MODULES).map(([lang, m]) => [lang, added(m)])) as RenderSettings['uiText'],
    textSections: Object.fromEntries(
      Object.entries(TEXT_SECTION_MODULES).map(([section, byLang]) => [
        section,
        Object.fromEntries(Object.entries(byLang).map(([lang, m]) => [lang, added(m)])),
      ]),
    ) as RenderSettings['textSections'],
    paragraphs: Object.fromEntries(
      Object.entries(DEFERRED_PARAGRAPH_MODULES).map(([type, m]) => [type, added(m)]),
    ) as RenderSettings['paragraphs'],
  };
}

/** The files the manifest names (scripts, styles, fonts and other assets), for keeping a previous build's. */
export function manifestFiles(manifest: ViteManifest): string[] {
  const files = new Set<string>();
  for (const chunk of Object.values(manifest)) for (const f of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(f);
  return [...files];
}

/**
 * Everything a page is rendered with. The build hash is a compilation hash (SPEC §4, app-data.json):
 * the scripts and styles, and the data every page shares (menus, site names). A page's own content is
 * not in it: page data is always asked of the network first, so an edited page needs no reload, and
 * the pages an edit did not touch stay byte for byte the same (what lets an edit be published in place).
 */
export function renderSettingsFor(
  manifest: ViteManifest,
  site: SiteConfig,
  queries: Map<Language, StaticQuery>,
  renderedAt: number,
): RenderSettings {
  const buildHash = sha(JSON.stringify({ manifest, queries: [...queries.values()].map((q) => q.hash) }), 20);
  return {
    siteUrl: site.siteUrl ?? '',
    ...bundleSettings(manifest),
    buildHash,
    renderedAt,
    queries: Object.fromEntries([...queries].map(([lang, q]) => [lang, { hash: q.hash, chrome: q.file.data.chrome }])),
  };
}

/** The hash of the settings every page is rendered with: when it changes, every page changes (an edit in place needs the same). */
export const settingsHashOf = (settings: RenderSettings) => sha(JSON.stringify(settings), 32);
