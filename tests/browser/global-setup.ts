/**
 * Builds what the browser suites test (Storybook and the site, from the sample content) and
 * serves both on 127.0.0.1. Set SKIP_BUILD=1 to reuse storybook-static/ and dist-test/ as they are.
 */
import { spawnSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createStaticServer } from '../../app/server/static-server.ts';

const root = resolve(import.meta.dirname, '../..');

declare module 'vitest' {
  export interface ProvidedContext {
    storybookUrl: string;
    siteUrl: string;
    siteDir: string;
  }
}

function run(label: string, cmd: string, args: string[]) {
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${label} failed:\n${r.stdout}\n${r.stderr}`);
  console.log(`[setup] ${label} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function serve(dir: string, securityHeaders = true) {
  const server = createStaticServer(dir, { securityHeaders });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

export default async function setup(project: TestProject) {
  const siteDir = join(root, 'dist-test');
  if (!process.env.SKIP_BUILD) {
    run('storybook build', process.execPath, [join(root, 'node_modules/storybook/dist/bin/dispatcher.js'), 'build', '-o', 'storybook-static', '--quiet']);
    run('site build', process.execPath, ['--import', 'tsx', 'app/build/build.ts', '--out', 'dist-test']);
  }
  const storybook = await serve(join(root, 'storybook-static'), false);
  const site = await serve(siteDir);
  project.provide('storybookUrl', storybook.url);
  project.provide('siteUrl', site.url);
  project.provide('siteDir', siteDir);
  return async () => {
    storybook.server.close();
    site.server.close();
  };
}
