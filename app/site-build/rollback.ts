/**
 * npm run rollback: the site as it was before the last publish. An edit published in place is undone
 * from its undo folder; a whole build is rolled back by switching `dist` to the build that was live
 * before it (kept by the publish). Running it again after a switch goes forward again.
 *   --out DIR   the site to roll back (default dist/)
 */
import { resolve } from 'node:path';
import { rollback } from './publish/publish.ts';

const root = resolve(import.meta.dirname, '../..');
const outIndex = process.argv.indexOf('--out');
const out = resolve(root, outIndex >= 0 ? (process.argv[outIndex + 1] ?? 'dist') : 'dist');
const done = await rollback(out);
if (done) console.log(done);
else {
  console.error(`${out}: nothing to roll back to (no edit published in place, and no earlier build kept).`);
  process.exitCode = 1;
}
