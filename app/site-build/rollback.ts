/**
 * npm run rollback: the site as it was before the last publish. An edit published in place is undone
 * from its undo folder; a whole build is rolled back by switching `dist` to the build that was live
 * before it (kept by the publish). Running it again after a switch goes forward again.
 */
import { resolve } from 'node:path';
import { commandLine, type CommandSpec, siteFolderOption } from '../cli/command-line.ts';
import { isPublishedBuild, rollback } from './publish/publish.ts';
import { APP_DATA_FILE } from '../serving/app-data.ts';

const ROLLBACK_COMMAND: CommandSpec = {
  command: 'npm run rollback',
  summary:
    'puts the live site back as it was before its last publish: undoes the last edit published in place, or switches the output folder back to the build live before. Running it again goes forward again.',
  options: {
    out: siteFolderOption('the published site to roll back'),
    'dry-run': { help: 'say what it would do, and change nothing' },
  },
  exitCodes: { 1: 'nothing to roll back to, or DIR is not a published build of this site (nothing changed)' },
  example: 'npm run rollback -- --out /srv/museo/dist --dry-run',
};

const root = resolve(import.meta.dirname, '../..');
const { values } = commandLine(ROLLBACK_COMMAND);
const out = resolve(root, (values.out as string | undefined) ?? 'dist');
if (!(await isPublishedBuild(out))) {
  console.error(`${out} is not a published build of this site (no ${APP_DATA_FILE}): nothing rolled back.`);
  process.exit(1);
}
const done = await rollback(out, { dryRun: values['dry-run'] === true });
if (done) console.log(done);
else {
  console.error(`${out}: nothing to roll back to (no edit published in place, and no earlier build kept).`);
  process.exitCode = 1;
}
