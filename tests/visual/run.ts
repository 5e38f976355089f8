/**
 * npm run test:visual: every story in both themes and every view's built page at 1280 and 390 px,
 * compared pixel for pixel with the references in the repository; a report for designers in
 * reports/visual/. Nothing is accepted unless asked (`--update`).
 */
import { commandLine, wholeNumber } from '../../app/cli/command-line.ts';

const { values, positionals } = commandLine({
  command: 'npm run test:visual',
  summary:
    'every story (both themes, both sides of the breakpoint where it differs) and every view of the built sample site (1280 and 390 px, both themes), compared with the references → reports/visual/index.html and results.json.',
  options: {
    update: {
      help: 'accept as references the pictures that differ or are new (all compared, or those named), and delete references no story or page has any more',
    },
    // Four: a tab spends part of each picture waiting for frames (a story is done, the page is calm),
    // which other tabs fill; measured on the 1,192 pictures, 2 Dec (probe 53 ms): 2 tabs 139 s,
    // 3 tabs 117 s, 4 tabs 113–115 s, the cores then 95 % busy.
    lanes: { value: 'N', help: 'tabs taking pictures at once', default: '4', check: wholeNumber(1, 8) },
  },
  positionals: { name: '[NAME ...]', help: 'only these: a story id or "Title / Name", a view or a page path, * for any characters' },
  env: {
    STORYBOOK_URL: { help: 'where the report opens a story (default http://localhost:6006, npm run storybook)' },
    SITE_URL: { help: 'where the report opens a page (default http://localhost:4173, npm start)' },
  },
  exitCodes: { 1: 'a picture differs from its reference, is new, could not be taken, or a reference has no picture any more' },
  example: "npm run test:visual -- --update 'content-buttonlink--*' artwork",
});
const patterns = positionals;
const update = values.update === true;
const lanes = Number(values.lanes ?? 4);

// What the run needs loads once its command line is understood.
const { visualRun } = await import('./visual-run.ts');
process.exitCode = await visualRun({ patterns, update, lanes });
