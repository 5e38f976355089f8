/** Whether `npm start` builds the site before serving it: none yet, sources newer than it, or rendered on another day. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { madridDay } from '../../pages/dates/format.ts';
import { APP_DATA_FILE } from '../serving/app-data.ts';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** The Madrid day the built pages were rendered on (their rendered-at mark), or null. */
function builtOn(dist: string): string | null {
  const index = join(dist, 'index.html');
  const html = existsSync(index) ? readFileSync(index, 'utf8') : '';
  const at = Number(/<meta name="rendered-at" content="(\d+)">/.exec(html)?.[1]);
  return at ? madridDay(at) : null;
}

/**
 * Why the site in `dist` must be built again before it is served at `now` (unix seconds), or null: the
 * prerendered pages show their build day's programme, and the sample's dates move to the build's week.
 */
export function whyBuild(dist: string, sources: readonly string[], now: number): string | null {
  const built = statSync(join(dist, APP_DATA_FILE), { throwIfNoEntry: false })?.mtimeMs;
  if (!built) return 'no site built yet';
  const day = builtOn(dist);
  if (day !== madridDay(now)) return `rendered on ${day ?? 'an unknown day'}, today is ${madridDay(now)} in Madrid`;
  if (sources.some((d) => newestMtime(d) > built)) return 'its sources changed since';
  return null;
}
