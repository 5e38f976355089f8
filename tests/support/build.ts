/**
 * Runs the real build (`npm run build`) as a child process, the way a deploy does, and reads what it did
 * from its report (app/site-build/pipeline/report.ts), never from its log lines. `loadFixture` makes a
 * site of the few sample pages one behaviour needs, as Astro's tests do.
 */
import { spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BuildReport } from '../../app/site-build/pipeline/report.ts';
import { discard } from './discard.ts';
import { fingerprint, served } from './fingerprint.ts';
import { spawnBuild, spawnBuildSync } from '../../app/site-build/pipeline/report.ts';

export const ROOT = resolve(import.meta.dirname, '../..');

/**
 * The entries of `dir` the process of this id made under its own name (`<name>-<id>.<start time>`, or
 * `<time>-<id>.<start time>` for a build folder when `name` is omitted): read by id, so that a test can ask
 * after the process has ended.
 */
export const madeBy = (dir: string, pid: number | undefined, name?: string): string[] =>
  (existsSync(dir) ? readdirSync(dir) : []).filter((n) => new RegExp(`${name ? `^${name}` : ''}-${pid}(?:\\.\\d+)?$`).test(n));
/**
 * The sample's own moment (content/sample-dates.json: 22 Nov 2026, 10:00 in Madrid), which every test
 * build renders at and every test browser's clock shows unless a test says otherwise: at it, the sample's
 * dates are as written (the build moves them by the weeks from it to the build's day). SAMPLE_NOW of
 * pages/fixtures/sample-content.ts, read here from the file (that module needs Vite).
 */
export const SAMPLE_RENDERED_AT =
  Date.parse(
    (JSON.parse(readFileSync(resolve(import.meta.dirname, '../../content/sample-dates.json'), 'utf8')) as { anchor: string }).anchor,
  ) / 1000;

export interface BuildResult {
  status: number | null;
  out: string;
  err: string;
  /** What the build did (null only when it could not even start). */
  report: BuildReport | null;
}

/**
 * How the run's shared build of the sample content is made (tests/support/global-setup.ts), for a test
 * that compares another build with it. --strict: an internal link to a page or anchor the build did not
 * write fails the run. --search-shard 40: the two large languages' search indexes in two parts each,
 * as the whole museum's are, so every search in the browser tests merges parts (the other languages
 * keep one). --sitemap-urls 50: the sitemap in parts named by an index, as a museum of
 * more than 25,000 pages has it, so the crawl follows the index.
 */
export const SHARED_SEARCH_SHARD = 40;
export const SHARED_BUILD_ARGS = ['--strict', '--search-shard', String(SHARED_SEARCH_SHARD), '--sitemap-urls', '50'] as const;

/**
 * The environment of every test build: every page rendered at the same moment (22 Nov 2026, 10:00 in
 * Madrid: the sample exhibition is on, the sample activity coming), so two builds are byte-identical; and
 * built as a deploy builds it (Vitest sets NODE_ENV=test, which would give the bundles React's
 * development builds instead of what visitors get).
 */
export const buildEnv = (env: Record<string, string> = {}) => ({
  ...process.env,
  NODE_ENV: 'production',
  SOURCE_DATE_EPOCH: String(SAMPLE_RENDERED_AT),
  ...env,
});

let reports = 0;
const reportFile = () => join(tmpdir(), `museo-build-report-${process.pid}-${++reports}.json`);
const readReport = (file: string) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as BuildReport;
  } catch {
    return null;
  }
};

export function runBuild(out: string, env: Record<string, string> = {}, ...args: string[]): BuildResult {
  const file = reportFile();
  const r = spawnBuildSync(ROOT, { out, report: file, args }, { env: buildEnv(env) });
  const report = readReport(file);
  void rm(file, { force: true });
  return { status: r.status, out: r.stdout, err: r.stderr, report };
}

/** `runBuild` without blocking this process: for a build that reads from a server this process runs (a local CMS). */
export async function runBuildAsync(out: string, env: Record<string, string> = {}, ...args: string[]): Promise<BuildResult> {
  const file = reportFile();
  const child = spawnBuild(ROOT, { out, report: file, args }, { env: buildEnv(env) });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  const status = await new Promise<number | null>((done) => child.once('close', done));
  const report = readReport(file);
  await rm(file, { force: true });
  return { status, out: stdout, err: stderr, report };
}

/** The build started in the background (for a test that stops it half way). */
export function startBuild(out: string, env: Record<string, string> = {}, ...args: string[]) {
  return spawnBuild(ROOT, { out, args }, { env: buildEnv(env), stdio: 'ignore' });
}

/** `npm run rollback` of `out`. */
export function runRollback(out: string) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'app/site-build/rollback.ts', '--out', out], { cwd: ROOT, encoding: 'utf8' });
  return { status: r.status, out: r.stdout, err: r.stderr };
}

/** A page document or the site configuration as an editor changes it: any field, whatever the schemas say. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- arbitrary JSON, to be made valid or invalid on purpose
type Document = Record<string, any>;

export interface Fixture {
  /** The fixture's content folder (site configuration, media and the pages asked for). */
  content: string;
  /** Where it is built (`--out`). */
  out: string;
  build(...args: string[]): BuildResult;
  /** Changes a page document as an editor would (its name under pages/, e.g. `es/obra-noche-meseta.json`). */
  edit(name: string, change: (page: Document) => void): Promise<void>;
  remove(name: string): Promise<void>;
  /** Changes the site configuration (`site/config.json`). */
  editSite(change: (site: Document) => void): Promise<void>;
  /** What the built site serves: every file but the build's own records, with the hash of its bytes. */
  served(): Promise<Record<string, string>>;
  cleanup(): Promise<void>;
}

/**
 * The files of the sample's media folder that these documents name (`/media/<path>`, in a field or in
 * the HTML of one), by their path in the folder.
 */
function mediaNamed(texts: readonly string[]): Set<string> {
  const files = new Set<string>();
  for (const text of texts)
    for (const [, path] of text.matchAll(/\/media\/([^"'\\?#\s)<>]+)/g)) {
      const file = decodeURIComponent(path!);
      if (existsSync(join(ROOT, 'content/media', file))) files.add(file);
    }
  return files;
}

/** A site of the sample's site configuration, the pages named (`es/inicio.json`…) and the media they name. */
export async function loadFixture(pages: readonly string[]): Promise<Fixture> {
  const dir = await mkdtemp(join(tmpdir(), 'museo-fixture-'));
  const content = join(dir, 'content');
  const out = join(dir, 'site');
  await cp(join(ROOT, 'content/site'), join(content, 'site'), { recursive: true });
  const texts = [await readFile(join(ROOT, 'content/site/config.json'), 'utf8')];
  for (const name of pages) {
    await mkdir(join(content, 'pages', name, '..'), { recursive: true });
    await cp(join(ROOT, 'content/pages', name), join(content, 'pages', name));
    texts.push(await readFile(join(ROOT, 'content/pages', name), 'utf8'));
  }
  // Only the media its pages and the site configuration name (the sample's whole folder is 27 MB).
  for (const file of mediaNamed(texts)) {
    await mkdir(join(content, 'media', file, '..'), { recursive: true });
    await cp(join(ROOT, 'content/media', file), join(content, 'media', file));
  }
  const file = (name: string) => join(content, 'pages', name);
  return {
    content,
    out,
    build: (...args) => runBuild(out, { CONTENT_DIR: content }, ...args),
    async edit(name, change) {
      const page = JSON.parse(await readFile(file(name), 'utf8'));
      change(page);
      await writeFile(file(name), JSON.stringify(page));
    },
    remove: (name) => rm(file(name)),
    async editSite(change) {
      const config = join(content, 'site/config.json');
      const site = JSON.parse(await readFile(config, 'utf8'));
      change(site);
      await writeFile(config, JSON.stringify(site));
    },
    served: async () => served(await fingerprint(out)),
    cleanup: () => discard(dir),
  };
}

/**
 * What the fixture serves now beside a clean build of the same content: a whole build into a folder of its
 * own, with no published build and so no record (what a first deploy makes), its bundles from the bundle
 * cache of this code (bundle/bundle-cache.ts; what Vite makes of the same code, so only a `--clean` test
 * needs to pay for bundling again). `edited` and `clean` without the files only the first has (`extra`:
 * the search index files an edit replaced, kept one generation for searches in flight). The fixture's
 * published build stays the edited one.
 */
let cleanBuilds = 0;
export async function againstCleanBuild(f: Fixture, ...args: string[]) {
  const edited = await f.served();
  const out = join(f.out, '..', `clean-${++cleanBuilds}`);
  const build = runBuild(out, { CONTENT_DIR: f.content }, ...args);
  const clean = served(await fingerprint(out));
  const extra = Object.keys(edited).filter((k) => !(k in clean));
  for (const k of extra) delete edited[k];
  return { build, extra, edited, clean };
}
