/**
 * The publishing benchmark's edits other than an artwork saved once the service is idle
 * (./bench-publisher.ts): a page deleted and a translation added, each from the hook's 202 until the site
 * answers as it should (404; the new page, and the page it translates listing it); and artworks saved
 * each the moment the one before is served, while its build still finishes. With where each edit's time
 * went.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BuildRecord, PublisherState } from '../publisher/records.ts';
import type { Language } from '../../generated/types/constants.ts';
import { addOneTranslation } from './bench-content.ts';
import { percentile, stats } from './bench-stats.ts';
import { searchWord } from './bench-search-page.ts';

/** What these runs ask of the benchmark's service and site. */
export interface EditBench {
  hook(files: string | string[], event?: 'publish' | 'delete'): Promise<number>;
  served(path: string, title: string): Promise<boolean>;
  /** Whether the page at `path` names `alternate` as a translation (its switcher and hreflang). */
  lists(path: string, alternate: string): Promise<boolean>;
  statusOf(path: string): Promise<number>;
  idle(): Promise<Pick<PublisherState, 'history'>>;
  /** The addresses the site's own search page lists for `word` (./bench-search-page.ts); null: it answered with its error. */
  searchLists(lang: Language, word: string): Promise<string[] | null>;
}

/**
 * Seconds from the hook's 202 (`accepted`, performance.now()) until the site's search page, asked for
 * `word` in `lang`, lists `path` (or, `gone`, no longer does): each question a page load, as a visitor
 * reloading, and the time taken when the one that shows it has its results.
 */
async function untilSearch(bench: EditBench, accepted: number, { lang, word, path, gone = false }: SearchCheck): Promise<number> {
  // Each page load's start and end, for the log: how many it took, and how long each took.
  const loads: string[] = [];
  const since = () => ((performance.now() - accepted) / 1000).toFixed(2);
  for (;;) {
    const start = since();
    const listed = await bench.searchLists(lang, word);
    const done = listed !== null && listed.includes(path) !== gone;
    loads.push(`${start}–${since()}${done ? '' : ' not yet'}`);
    if (done) {
      console.log(`  search page loads: ${loads.join(', ')}`);
      return Math.round(performance.now() - accepted) / 1000;
    }
    await sleep(20);
  }
}
interface SearchCheck {
  lang: Language;
  word: string;
  path: string;
  gone?: boolean;
}

/**
 * The artworks the spaced runs retitle (./bench-publisher.ts), each with a word of its own in its new
 * title: the page deletions below take the first of them away, so their way out of search is asked by
 * that word.
 */
const SPACED_FIRST = 500305;
const spacedArtwork = (n: number) => ({
  file: `synthetic/es/artwork/es-${SPACED_FIRST + n}.json`,
  word: searchWord(SPACED_FIRST + n),
});

/** Runs of each kind (their documents are apart from the command-line edits' and the artwork runs'). */
const RUNS = 5;
const FIRST_RUN = 10;
/** The artworks saved one after another (es-500350…): none of the other runs' documents. */
const CHAINED_FIRST = 500350;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A page document retitled as an editor would, and the address it is served at. */
export async function retitle(content: string, file: string, title: string): Promise<string> {
  const path = join(content, 'pages', file);
  const page = JSON.parse(await readFile(path, 'utf8'));
  page.title.value = title;
  await writeFile(path, JSON.stringify(page));
  return page.url.path as string;
}

/**
 * One artwork saved, from the hook's 202 until the changed page is served, `runs` times, `pauseMs` after
 * the service went idle; saves an editor's pause apart also until the site's search page finds them.
 */
export async function oneArtworkRuns(
  bench: EditBench,
  content: string,
  { runs, pauseMs, first }: { runs: number; pauseMs: number; first: number },
) {
  const oneArtwork: number[] = [];
  const found: number[] = [];
  const steps: ReturnType<typeof stepsOfEdit>[] = [];
  // Saves an editor's pause apart are the spaced artworks, each with a word of its own for search.
  const spaced = pauseMs > 0;
  if (spaced && 500300 + first !== SPACED_FIRST) throw new Error('the spaced runs retitle the artworks from SPACED_FIRST');
  for (let i = 0; i < runs; i++) {
    if (pauseMs) await sleep(pauseMs);
    const { file, word } = spaced ? spacedArtwork(i) : { file: `synthetic/es/artwork/es-${500300 + first + i}.json`, word: '' };
    const title = `Obra revisada para la medida ${first + i + 1}${word && ` ${word}`}`;
    const path = await retitle(content, file, title);
    const accepted = await bench.hook(file);
    const acceptedWall = Date.now();
    while (!(await bench.served(path, title))) await sleep(20);
    oneArtwork.push(Math.round(performance.now() - accepted) / 1000);
    if (spaced) found.push(await untilSearch(bench, accepted, { lang: 'es', word, path }));
    const record = (await bench.idle()).history[0]!;
    steps.push(stepsOfEdit(record, acceptedWall, oneArtwork.at(-1)!));
    console.log(
      `one artwork ${i + 1}/${runs}${pauseMs ? ` (${pauseMs / 1000} s after idle)` : ''}: served ${oneArtwork.at(-1)} s after the hook's 202${spaced ? `, found by the search page at ${found.at(-1)} s` : ''}; ${JSON.stringify(steps.at(-1))}`,
    );
  }
  return { oneArtwork, found, steps: medianSteps(steps) };
}

/**
 * Artworks saved each the moment the one before is served, as an editor who checks a change and goes on
 * to the next: the hook comes while that build still finishes, and its build waits for what that build
 * must do first (its record for the next build: its search records and the page list's check it leaves
 * to the next, decision 101). RUNS saves after a first one, each
 * from its hook's 202 until its page is served, with where its time went (`queued`: the wait).
 */
export async function savedWhileFinishing(bench: EditBench, content: string) {
  const seconds: number[] = [];
  const accepted: number[] = [];
  for (let i = 0; i <= RUNS; i++) {
    const file = `synthetic/es/artwork/es-${CHAINED_FIRST + i}.json`;
    const title = `Obra guardada tras la anterior ${i + 1}`;
    const path = await retitle(content, file, title);
    const at = await bench.hook(file);
    accepted.push(Date.now());
    while (!(await bench.served(path, title))) await sleep(20);
    if (i === 0) continue; // the first save comes to an idle service: it only starts the chain
    seconds.push(Math.round(performance.now() - at) / 1000);
    console.log(`saved while the last build finishes ${i}/${RUNS}: served ${seconds.at(-1)} s after the hook's 202`);
  }
  // One build per save, the newest first in the service's history.
  const builds = (await bench.idle()).history.slice(0, RUNS).reverse();
  const steps = builds.map((record, i) => stepsOfEdit(record, accepted[i + 1]!, seconds[i]!));
  return { seconds: stats(seconds), p95: percentile(seconds, 95), steps: medianSteps(steps) };
}

/**
 * A page deleted and a translation added, RUNS times each, `pauseMs` after the service went idle (an
 * editor's pace): seconds until the site answers as it should, and their steps.
 */
export async function otherEditRuns(bench: EditBench, content: string, pauseMs: number) {
  const deleted: number[] = [];
  const deletedFound: number[] = [];
  const translated: number[] = [];
  const translatedFound: number[] = [];
  const deletedSteps: ReturnType<typeof stepsOfEdit>[] = [];
  const translatedSteps: ReturnType<typeof stepsOfEdit>[] = [];
  for (let i = FIRST_RUN; i < FIRST_RUN + RUNS; i++) {
    // A page the spaced runs retitled with a word of its own: gone when it answers 404 and the search
    // page no longer lists it for that word.
    const { file: gone, word: goneWord } = spacedArtwork(i - FIRST_RUN);
    const path = (JSON.parse(await readFile(join(content, 'pages', gone), 'utf8')) as { url: { path: string } }).url.path;
    await sleep(pauseMs);
    await rm(join(content, 'pages', gone));
    const [seconds, out] = await timed(
      bench,
      deletedSteps,
      () => bench.hook(gone, 'delete'),
      async () => (await bench.statusOf(path)) === 404,
      { lang: 'es', word: goneWord, path, gone: true },
    );
    deleted.push(seconds);
    deletedFound.push(out);
    console.log(
      `page deleted ${i - FIRST_RUN + 1}/${RUNS}: 404 ${seconds} s after the hook's 202, out of the search page at ${out} s; ${JSON.stringify(deletedSteps.at(-1))}`,
    );

    // A translation: the new page served, the Spanish one listing it, and Catalan search finding it by
    // a word of its title.
    await sleep(pauseMs);
    const word = searchWord(700000 + i);
    const added = await addOneTranslation(content, i, word);
    const spanish = (JSON.parse(await readFile(join(content, 'pages', added.files[1]!), 'utf8')) as { url: { path: string } }).url.path;
    const [servedAt, found] = await timed(
      bench,
      translatedSteps,
      () => bench.hook(added.files),
      async () => (await bench.served(added.path, added.title)) && (await bench.lists(spanish, added.path)),
      { lang: 'ca', word, path: added.path },
    );
    translated.push(servedAt);
    translatedFound.push(found);
    console.log(
      `translation added ${i - FIRST_RUN + 1}/${RUNS}: served ${servedAt} s after the hook's 202, found by the search page at ${found} s; ${JSON.stringify(translatedSteps.at(-1))}`,
    );
  }
  const of = (seconds: number[], found: number[], steps: ReturnType<typeof stepsOfEdit>[]) => ({
    pauseSeconds: pauseMs / 1000,
    seconds: stats(seconds),
    p95: percentile(seconds, 95),
    searchPage: { seconds: stats(found), p95: percentile(found, 95) },
    steps: medianSteps(steps),
  });
  return { deleted: of(deleted, deletedFound, deletedSteps), translated: of(translated, translatedFound, translatedSteps) };
}

/**
 * Seconds from the hook's 202 until `done`, then until the search page shows the change (`search`), with
 * the build's steps put in `steps` once the service is idle.
 */
async function timed(
  bench: EditBench,
  steps: ReturnType<typeof stepsOfEdit>[],
  send: () => Promise<number>,
  done: () => Promise<boolean>,
  search: SearchCheck,
): Promise<[number, number]> {
  const accepted = await send();
  const acceptedWall = Date.now();
  while (!(await done())) await sleep(20);
  const seconds = Math.round(performance.now() - accepted) / 1000;
  const found = await untilSearch(bench, accepted, search);
  steps.push(stepsOfEdit((await bench.idle()).history[0]!, acceptedWall, seconds));
  return [seconds, found];
}

/**
 * Where one edit's time went, in seconds from the hook's 202: waiting for the build to start (the
 * service's group commit), the build process starting until its first phase (Node, the compiled build's
 * modules), each phase, and when its pages were live, when search found the edit (its recent part) and
 * when its search index was complete, and when the served page had changed.
 */
function stepsOfEdit(record: BuildRecord, acceptedWall: number, served: number) {
  const t = record.timing;
  const queued = (Date.parse(record.startedAt) - acceptedWall) / 1000;
  if (!t) return { queued, served, start: null, modules: null, phases: {}, live: null, searchLive: null, searchComplete: null };
  const firstPhase = Math.min(...t.phases.map((p) => p.at));
  const since = queued + t.start;
  return {
    queued,
    start: t.start,
    modules: firstPhase,
    phases: Object.fromEntries(t.phases.map((p) => [p.name, p.seconds])),
    live: t.live === null ? null : since + t.live,
    searchLive: t.searchLive === null ? null : since + t.searchLive,
    searchComplete: t.searchComplete === null || t.searchComplete === undefined ? null : since + t.searchComplete,
    served,
  };
}

/** Each figure of the edits' breakdowns, as the median of the runs (to a hundredth). */
function medianSteps(runs: ReturnType<typeof stepsOfEdit>[]) {
  const median = (values: (number | null | undefined)[]) => {
    const v = values.filter((x): x is number => typeof x === 'number');
    return v.length ? stats(v, 2).median : null;
  };
  const names = [...new Set(runs.flatMap((r) => Object.keys(r.phases)))];
  return {
    queued: median(runs.map((r) => r.queued)),
    start: median(runs.map((r) => r.start)),
    modules: median(runs.map((r) => r.modules)),
    phases: Object.fromEntries(names.map((n) => [n, median(runs.map((r) => (r.phases as Record<string, number>)[n]))])),
    live: median(runs.map((r) => r.live)),
    searchLive: median(runs.map((r) => r.searchLive)),
    searchComplete: median(runs.map((r) => r.searchComplete)),
    served: median(runs.map((r) => r.served)),
    runs,
  };
}
