/**
 * What the visual run looks at, made and served: Storybook built for tests (`storybook build --test`:
 * the stories without the docs pages, about 10 s) and the sample site built at the sample's own moment,
 * as the tests build it (tests/support/build.ts: the same environment, so the same pages). Both are
 * kept under .build/visual/ and made again on every run (the site's build publishes only what changed).
 */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import send from 'send';
import { createStaticServer } from '../../app/server/static-server.ts';
import { flatPictures } from './flat-pictures.ts';
import { runBuildAsync } from '../support/build.ts';
import { ROOT } from './pictures.ts';
import type { StoryEntry } from './story-lane.ts';

export const STORYBOOK_DIR = join(ROOT, '.build/visual/storybook');
const SITE_OUT = '.build/visual/site';

export async function buildStorybook(): Promise<void> {
  const bin = join(ROOT, 'node_modules/storybook/dist/bin/dispatcher.js');
  const child = spawn(process.execPath, [bin, 'build', '--test', '--quiet', '-o', STORYBOOK_DIR], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', NODE_ENV: 'production' },
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const status = await new Promise<number | null>((done) => child.once('close', done));
  if (status !== 0) throw new Error(`storybook build failed (exit ${status}):\n${output.slice(-4000)}`);
}

export async function buildSite(): Promise<string> {
  const r = await runBuildAsync(SITE_OUT);
  if (r.status !== 0) throw new Error(`the sample site's build failed (exit ${r.status}):\n${r.out.slice(-2000)}\n${r.err.slice(-2000)}`);
  return join(ROOT, SITE_OUT);
}

/**
 * The addresses the browser sees: fixed host names, whatever port the run's server got, so a page that
 * shows its own address (the playground's link to a combination) shows the same one on every run.
 * Chromium reaches them through the run's server as its proxy, and counts them as secure, as it counts
 * 127.0.0.1 (the clipboard and the like behave as in the tests).
 */
export const STORYBOOK_ORIGIN = 'http://storybook.visual';
export const SITE_ORIGIN = 'http://site.visual';
export const SECURE_ORIGINS_FLAG = `--unsafely-treat-insecure-origin-as-secure=${STORYBOOK_ORIGIN},${SITE_ORIGIN}`;

/** Storybook's files as they are (the site's server would rewrite iframe.html to a clean address). */
const storybookFiles: RequestListener = (req, res) => {
  send(req, new URL(req.url ?? '/', 'http://x').pathname, { root: STORYBOOK_DIR })
    .on('error', (e: { status?: number }) => res.writeHead(e.status ?? 500).end())
    .pipe(res);
};

/**
 * One server for the run, the browser's proxy: Storybook's build on STORYBOOK_ORIGIN, the built site
 * through the real static server on SITE_ORIGIN, both behind the pictures' boxes; nothing else.
 */
export async function serve(siteDir: string): Promise<{ proxy: string; server: Server }> {
  const site = createStaticServer(siteDir);
  const hosts: Record<string, RequestListener> = {
    [new URL(STORYBOOK_ORIGIN).host]: flatPictures(STORYBOOK_DIR, storybookFiles),
    [new URL(SITE_ORIGIN).host]: flatPictures(siteDir, (req, res) => void site.emit('request', req, res)),
  };
  const server = createServer((req, res) => {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'x'}`);
    } catch {
      return void res.writeHead(400).end();
    }
    const handler = hosts[url.host];
    if (!handler) return void res.writeHead(404).end();
    // Asked of a proxy, the address comes whole; the servers behind it take a path.
    req.url = url.pathname + url.search;
    handler(req, res);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  server.on('close', () => site.close());
  return { proxy: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/**
 * Every story of the built Storybook that its sidebar shows, in its index's order (Storybook's sidebar
 * order). Stories hidden from it (tag '!dev': the tests' own fixtures, such as the dark colour check's)
 * are not something a designer reviews.
 */
export async function storyIndex(): Promise<StoryEntry[]> {
  const index = JSON.parse(await readFile(join(STORYBOOK_DIR, 'index.json'), 'utf8')) as {
    entries: Record<string, StoryEntry & { type: string }>;
  };
  return Object.values(index.entries)
    .filter((e) => e.type === 'story' && e.tags.includes('dev'))
    .map(({ id, title, name, tags }) => ({ id, title, name, tags }));
}
