/**
 * What the visual run found, for designers and for machines: reports/visual/results.json (one entry per
 * picture) and reports/visual/index.html, every changed, new, removed or failed picture with its
 * reference, the new picture and the difference side by side, the share of pixels changed and a link
 * to the story in Storybook (or the page on npm start).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Theme } from './pictures.ts';

export type Status = 'same' | 'changed' | 'new' | 'removed' | 'failed' | 'accepted' | 'deleted';

export interface Result {
  /** A story's id, or a page's path (and view). */
  id?: string;
  path?: string;
  view?: string;
  /** Storybook's title and name, for people. */
  title?: string;
  theme: Theme;
  width: number;
  /** The share of pixels that changed beyond rendering noise (tests/visual/compare.ts): 0 when the picture matches its reference, 1 when there is none to compare with. */
  changed: number;
  status: Status;
  /** The share of pixels that differ only as rendering noise (anti-aliasing, a shade), when any do: never a change by itself. */
  noise?: number;
  /** The reference file, from the repository's root. */
  reference: string;
  /** Where a designer opens it: the story in Storybook, or the page on npm start. */
  link?: string;
  /** The pictures written beside the report, from reports/visual/. */
  files?: { reference?: string; actual?: string; diff?: string };
  error?: string;
}

export interface RunSummary {
  browser: string;
  referencesBrowser: string | null;
  updated: boolean;
  patterns: string[];
  seconds: number;
  /** Said once, above everything: what changed about the run itself (a new browser, a stale index). */
  notes: string[];
}

const STATUS_WORDS: Record<Status, string> = {
  same: 'unchanged',
  changed: 'changed',
  new: 'new: no reference yet',
  removed: 'removed: a reference with no story or page',
  failed: 'could not be taken',
  accepted: 'accepted as the new reference',
  deleted: 'reference deleted',
};

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const percent = (share: number) => (share === 0 ? '0 %' : share < 0.0001 ? '< 0.01 %' : `${(share * 100).toFixed(2)} %`);
const label = (r: Result) => r.title ?? r.id ?? r.path ?? r.view ?? r.reference;

/**
 * What the run says when the references were taken in another Chromium and pictures differ: a new
 * browser draws edges and shades a little differently (noise, which passes) and may draw some things
 * visibly differently (which fails, and may not be the change under review). Null when the browser is
 * the same, unknown, or nothing differs.
 */
export function browserNote(before: string | null, version: string, results: readonly Result[]): string | null {
  const noisy = results.filter((r) => r.noise).length;
  const changed = results.filter((r) => r.status === 'changed').length;
  if (!before || before === version || (noisy === 0 && changed === 0)) return null;
  return (
    `The references were taken in Chromium ${before}; this run's is ${version}.` +
    (noisy > 0
      ? ` ${noisy} pictures differ from theirs only as rendering noise (edges and shades drawn a little differently), which is not a change.`
      : '') +
    (changed > 0
      ? ` ${changed} pictures changed: some may be the new browser's drawing (a font's hinting, a control) rather than the change under review; look at them in the report.`
      : '') +
    ' To take the references in this Chromium: npm run test:visual -- --update'
  );
}

export const counts = (results: readonly Result[]) =>
  results.reduce<Partial<Record<Status, number>>>((c, r) => ((c[r.status] = (c[r.status] ?? 0) + 1), c), {});

function figure(caption: string, src: string | undefined, alt: string): string {
  if (!src) return `<figure><figcaption>${caption}</figcaption><p class="none">none</p></figure>`;
  return `<figure><figcaption>${caption}</figcaption><a href="${escape(src)}"><img src="${escape(src)}" alt="${escape(alt)}" loading="lazy"></a></figure>`;
}

function entry(r: Result): string {
  const what = `${label(r)}, ${r.theme}, ${r.width} px`;
  const link = r.link ? ` <a href="${escape(r.link)}">${r.id ? 'Open in Storybook' : 'Open the page'}</a>` : '';
  const aa = r.noise ? ` Besides, ${percent(r.noise)} differ only as rendering noise (anti-aliasing in yellow).` : '';
  return `<section class="${r.status}">
<h3>${escape(what)}</h3>
<p><strong>${STATUS_WORDS[r.status]}</strong>, ${percent(r.changed)} of pixels.${aa}${link}</p>
<p class="file">${escape(r.reference)}${r.id ? ` · story <code>${escape(r.id)}</code>` : ''}${r.path ? ` · page <code>${escape(r.path)}</code>` : ''}</p>
${r.error ? `<pre>${escape(r.error)}</pre>` : ''}
<div class="pictures">
${figure('Reference', r.files?.reference, `The reference of ${what}`)}
${figure('New', r.files?.actual, `${what} as it renders now`)}
${figure('Difference', r.files?.diff, `The difference for ${what}: changed pixels in red, anti-aliasing in yellow`)}
</div>
</section>`;
}

export function reportHtml(results: readonly Result[], summary: RunSummary): string {
  const c = counts(results);
  const shown = results.filter((r) => r.status !== 'same');
  const tally = (Object.keys(STATUS_WORDS) as Status[])
    .filter((s) => c[s])
    .map((s) => `<li>${c[s]} ${STATUS_WORDS[s]}</li>`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Visual changes: ${shown.length} of ${results.length} pictures</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; padding: 1rem 2rem; max-width: 120rem; color: #161616; background: #fff; }
h1 { font-size: 1.75rem; } h2 { font-size: 1.375rem; margin-top: 2rem; } h3 { font-size: 1.125rem; margin: 0; }
section { border-top: 1px solid #6f6f6f; padding: 1rem 0; }
.pictures { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 1rem; align-items: start; }
figure { margin: 0; } figcaption { font-weight: 600; }
img { max-width: 100%; height: auto; border: 1px solid #8d8d8d; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
a:focus-visible { outline: 3px solid #0043ce; outline-offset: 2px; }
.file { color: #525252; font-size: 0.875rem; overflow-wrap: anywhere; }
.none { color: #525252; font-style: italic; }
.notes { border-left: 4px solid #8a3800; padding-left: 1rem; }
pre { white-space: pre-wrap; background: #f4f4f4; padding: 0.5rem; }
@media (max-width: 60rem) { .pictures { grid-template-columns: 1fr; } }
</style>
</head>
<body>
<main>
<h1>Visual changes</h1>
<p>${results.length} pictures compared with their references in ${summary.seconds} s, in Chromium ${escape(summary.browser)}${summary.patterns.length ? ` (only ${escape(summary.patterns.join(', '))})` : ''}${summary.updated ? '; the changes were accepted (<code>--update</code>)' : ''}.</p>
<ul>${tally}</ul>
${summary.notes.length ? `<div class="notes">${summary.notes.map((n) => `<p>${escape(n)}</p>`).join('')}</div>` : ''}
<p>Accept every change with <code>npm run test:visual -- --update</code>, or some by name (a story id, a view, a page path, with <code>*</code>): <code>npm run test:visual -- --update 'content-hero--*' artwork</code>. Then commit the references with the change that made them, saying why.</p>
<h2>${shown.length ? `${shown.length} to review` : 'Nothing to review'}</h2>
${shown.map(entry).join('\n')}
</main>
</body>
</html>
`;
}

export async function writeReport(dir: string, results: readonly Result[], summary: RunSummary): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  await writeFile(join(dir, 'summary.json'), `${JSON.stringify({ ...summary, counts: counts(results) }, null, 2)}\n`);
  await writeFile(join(dir, 'index.html'), reportHtml(results, summary));
}
