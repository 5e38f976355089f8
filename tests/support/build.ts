/** Runs the real build (`npm run build`) as a child process, the way a deploy does. */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');
/** SAMPLE_NOW of pages/fixtures/sample-content.ts (not imported: that module needs Vite). */
export const SAMPLE_RENDERED_AT = Date.UTC(2026, 10, 22, 9) / 1000;

export interface BuildRun {
  status: number | null;
  out: string;
  err: string;
}

/**
 * How the run's shared build of the sample content is made (tests/support/global-setup.ts), for a test
 * that compares another build with it. --strict: an internal link to a page or anchor the build did not
 * write fails the run. --search-shard 20: the two large languages' search indexes in four parts each,
 * as the whole museum's are in two or more, so every search in the browser tests merges parts (the
 * other languages keep one). --sitemap-urls 50: the sitemap in parts named by an index, as a museum of
 * more than 25,000 pages has it, so the crawl follows the index.
 */
export const SHARED_BUILD_ARGS = ['--strict', '--search-shard', '20', '--sitemap-urls', '50'] as const;

export function runBuild(out: string, env: Record<string, string> = {}, ...args: string[]): BuildRun {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'app/site-build/build.ts', '--out', out, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    // Every test build renders its pages at the same moment (22 Nov 2026, 10:00 in Madrid: the sample
    // exhibition is on, the sample activity coming), so two builds are byte-identical.
    // Built as a deploy builds it: Vitest sets NODE_ENV=test, which would give the bundles React's
    // development builds (twice the size, other behaviour) instead of what visitors get.
    env: { ...process.env, NODE_ENV: 'production', SOURCE_DATE_EPOCH: String(SAMPLE_RENDERED_AT), ...env },
  });
  return { status: r.status, out: r.stdout, err: r.stderr };
}
