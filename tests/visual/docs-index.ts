/**
 * docs/screenshots/README.md: the index of the page pictures, which are the visual run's references
 * for the built pages, so the pictures the docs show are the site as it renders now.
 */
import type { PageEntry } from './page-lane.ts';
import { REFERENCE_EXTENSION } from './pictures.ts';

export function pagesIndex(pages: readonly PageEntry[], exists: (file: string) => boolean): string {
  const cell = (view: string, width: number, theme: string) => {
    const file = `${view}-${width}-${theme}${REFERENCE_EXTENSION}`;
    return exists(file) ? `[▣](${file})` : '';
  };
  return [
    '# Screenshots',
    '',
    'Every view of the sample site at 1280 and 390 px, in its own theme and, for a light page, the dark one',
    "(a page's theme comes from its type, multimedia, podcast and radio pages being dark, or the CMS's forced",
    "flag, never the browser's colour scheme). The first 2,400 px of each page, at the sample's moment",
    '(22 Nov 2026, 10:00 in Madrid), each photograph shown as a box of its size and average colour (decision 92).',
    '',
    'These are the references of the visual run for the built pages: `npm run test:visual` fails when the',
    'site no longer renders them, and `npm run test:visual -- --update` accepts a change (see',
    '[Reviewing a visual change](../testing.md#reviewing-a-visual-change)). They cannot go stale.',
    '',
    '| view | page | 1280 light | 1280 dark | 390 light | 390 dark |',
    '| --- | --- | --- | --- | --- | --- |',
    ...pages.map(
      ({ view, path }) =>
        `| ${view} | \`${path.length > 60 ? `${path.slice(0, 57)}…` : path}\` | ${cell(view, 1280, 'light')} | ${cell(view, 1280, 'dark')} | ${cell(view, 390, 'light')} | ${cell(view, 390, 'dark')} |`,
    ),
    '',
  ].join('\n');
}
