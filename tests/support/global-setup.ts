/**
 * Builds the sample site once per test run and serves it on 127.0.0.1, for every project that needs
 * it (the unit project reads its output, the site project opens it in Chromium). Vitest may call this
 * once per project: the build and the server are shared, and closed when the last project is done.
 * SKIP_BUILD=1 reuses dist-test/ as it is, for quick iterations.
 */
import { existsSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createStaticServer } from '../../app/server/static-server.ts';
import { ROOT, SHARED_BUILD_ARGS, runBuild } from './build.ts';
import { makeDiscardFolder, removeDiscarded } from './discard.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    siteDir: string;
  }
}

const siteDir = join(ROOT, 'dist-test');
/**
 * On globalThis, not in this module: Vitest may load a global setup file once per project, as
 * separate module instances in the same process, and the site must still be built only once.
 */
type Shared = { site?: Promise<{ url: string; close: () => void }>; discarded?: string; users: number };
const state = ((globalThis as { __museoSharedSite?: Shared }).__museoSharedSite ??= { users: 0 });

async function buildAndServe() {
  if (!process.env.SKIP_BUILD || !existsSync(join(siteDir, 'index.html'))) {
    const started = Date.now();
    // From nothing, as on a fresh clone: a build over an older one keeps that one's assets.
    rmSync(siteDir, { recursive: true, force: true });
    rmSync(`${siteDir}.builds`, { recursive: true, force: true });
    const r = runBuild('dist-test', {}, ...SHARED_BUILD_ARGS);
    if (r.status !== 0) throw new Error(`site build failed:\n${r.out}\n${r.err}`);
    console.log(`[setup] site built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const server = createStaticServer(siteDir);
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

export default async function setup(project: TestProject) {
  state.users++;
  state.site ??= buildAndServe();
  const site = await state.site;
  project.provide('siteUrl', site.url);
  project.provide('siteDir', siteDir);
  // Where the tests' folders wait to be removed after the run (tests/support/discard.ts).
  const discarded = (state.discarded ??= makeDiscardFolder());
  project.provide('discarded', discarded);
  return async () => {
    if (--state.users > 0) return;
    site.close();
    await removeDiscarded(discarded);
  };
}
