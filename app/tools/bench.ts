/**
 * npm run bench: build throughput, measured as a deploy meets it, several times each, with the
 * machine's load beside every figure. On a synthetic museum (app/tools/synthetic-museum.ts):
 *   default   a tenth of the collection (1,658 artworks) and a tenth of the other bundles: ≈ 5k pages
 *   --full    the whole museum: 16,583 artworks in es and en, every 20th in ca/eu/gl, ≈ 44k pages
 *   --scale N N times the whole museum (--scale 2.3: ≈ 100k pages), recorded under its own key
 *   --http    the content served over HTTP (a local server on 127.0.0.1, as a CMS: CMS_URL) instead of
 *             read from files
 *   --publishing  with --http, after the builds: the publishing service (./bench-publisher.ts): one artwork
 *             saved, from the hook's 202 to the page served (five times), fifty saves within a second, and
 *             the idle service's memory → the `publishing` key
 *   --astro   after each cold build, the stack a museum would pick today on the same content and
 *             machine, in the same minutes: Astro 5.18 renders the page documents with a plain template
 *             and Pagefind's CLI indexes its HTML (bench/astro-pagefind/, installed there on first use)
 * For each of BENCH_RUNS runs (default 3; 1 with --full unless set): a cold build (--clean, into an
 * empty folder), then three edits, each published in place: one artwork changed, one page deleted,
 * one translation added. Recorded per run: pages, wall seconds, pages/s, for an edit the moment its
 * pages were live and the moment its search index followed (from the build's report, app/site-build/pipeline/report.ts), peak RSS of the build process (its render
 * threads included) and of the search index's Pagefind service (a process of its own), the search
 * index's seconds, the phases, the CPU seconds of the build and its children, the 1-minute load
 * average and the machine's speed (./machine-probe.ts) before and after; then median/min/max. Each
 * build, and each Astro run, starts on a settled disk (./disk-settle.ts).
 * Then the collection's data downloads' sizes (gzipped, against their budget) and the first-load JavaScript
 * and CSS of one page per view. → bench/results.json (the `search`
 * key is bench:search's). A run during which the code changed, or an edit was built whole, records
 * nothing: its figures would not be the ones it names.
 * Tests never assert these numbers; DESIGN.md holds the budgets.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { firstLoad } from './first-load.ts';
import { stats } from './bench-stats.ts';
import { writeSyntheticMuseum } from './synthetic-museum.ts';
import { COLLECTION_SIZE } from './synthetic-collection.ts';
import { diskSettler } from './disk-settle.ts';
import { collectionDataSizes, measureBuild, probeText, type BuildMeasure } from './bench-build.ts';
import { addOneTranslation, deleteOnePage, editOneArtwork } from './bench-content.ts';
import { serveContent } from './local-cms.ts';
import { astroAndPagefind, type AstroRun } from './bench-astro.ts';
import { measurePublishing } from './bench-publisher.ts';
import { commandLine, wholeNumber } from '../cli/command-line.ts';
import { codeFingerprint } from '../site-build/publish/code-fingerprint.ts';

const root = resolve(import.meta.dirname, '../..');
const { values } = commandLine({
  command: 'npm run bench',
  summary:
    'build throughput on a synthetic museum, several runs, with the machine’s load beside every figure → bench/results.json (minutes; see the file’s header).',
  options: {
    full: { help: 'the whole museum: 16,583 artworks, ≈ 44k pages (default: a tenth)' },
    scale: {
      value: 'N',
      help: 'N times the whole museum (2.3: ≈ 100k pages)',
      check: (v) => (Number(v) > 0 && Number(v) <= 10 ? null : 'expected a number above 0 and at most 10'),
    },
    http: { help: 'the content served over HTTP, as a CMS (CMS_URL)' },
    publishing: { help: 'with --http: the publishing service’s figures too' },
    astro: { help: 'Astro 5.18 + Pagefind on the same content, for comparison' },
  },
  env: { BENCH_RUNS: { help: 'how many runs (default 3, 1 at full scale)', check: wholeNumber(1, 50) } },
  example: 'npm run bench -- --http --publishing',
});
const full = values.full === true;
const withAstro = values.astro === true;
const overHttp = values.http === true;
const publishing = values.publishing === true;
if (publishing && !overHttp) {
  console.error('npm run bench: --publishing measures the service against a CMS over HTTP: add --http');
  process.exit(2);
}
const scale = values.scale !== undefined ? Number(values.scale) : full ? 1 : 0.1;
const scaleName = scale === 1 ? 'full' : scale === 0.1 ? 'tenth' : `x${scale}`;
const runs = Number(process.env.BENCH_RUNS ?? (scale >= 1 ? 1 : 3));
const work = await mkdtemp(join(tmpdir(), 'museo-bench-'));
const content = join(work, 'content');
/** Every measured build starts with no build folder being removed, or removed in the minute before (./disk-settle.ts). */
const settler = diskSettler(join(work, 'dist'));
async function settled() {
  const waited = await settler.settle();
  if (waited >= 1000) console.log(`(waited ${Math.round(waited / 1000)} s for a removed build folder to settle on the disk)`);
}

// The code the builds compile, at the start: a change to it during the run makes every later build a
// whole one (a record is of one code), so the run's figures are not recorded.
const codeAtStart = await codeFingerprint(root);

console.log(`writing the synthetic museum (scale ${scale}) to ${content}…`);
const sourcePages = await writeSyntheticMuseum(join(root, 'content'), content, {
  artworks: Math.round(COLLECTION_SIZE * scale),
  otherScale: scale,
});

const cms = overHttp ? await serveContent(content) : null;
const build = (out: string, ...args: string[]) =>
  measureBuild(root, out, args, cms ? { CMS_URL: cms.url } : { CONTENT_DIR: content }, settled);

const cold: BuildMeasure[] = [];
const astroRuns: AstroRun[] = [];
const edits = { artworkEdited: [] as BuildMeasure[], pageDeleted: [] as BuildMeasure[], translationAdded: [] as BuildMeasure[] };
const out = join(work, 'dist');
for (let i = 0; i < runs; i++) {
  const c = await build(out, '--clean');
  cold.push(c);
  console.log(
    `cold build ${i + 1}/${runs}: ${c.pages} pages in ${c.wallSeconds} s (${c.pagesPerSecond} pages/s), peak ${c.peakRssMiB} MiB (Pagefind ${c.servicePeakMiB} MiB, bundler ${c.bundlerPeakMiB} MiB), search index ${c.searchIndexSeconds} s, load ${c.loadBefore} → ${c.loadAfter}, ${probeText(c)}`,
  );
  if (withAstro) {
    // Right after, on the same content: the two compare at the machine's speed of the same minutes.
    const a = await astroAndPagefind(root, content, join(work, `astro-dist-${i + 1}`), settled);
    astroRuns.push(a);
    console.log(
      `Astro + Pagefind ${i + 1}/${runs}: ${a.pages} pages in ${a.wallSeconds} s (Astro ${a.astroSeconds} s, Pagefind ${a.pagefindSeconds} s; ${a.pagesPerSecond} pages/s), CPU ${a.cpuSeconds ?? '?'} s, load ${a.loadBefore}; this site's cold build ${Math.round((a.wallSeconds / c.wallSeconds) * 100) / 100}× as fast`,
    );
  }
  for (const [name, edit] of [
    ['artworkEdited', editOneArtwork],
    ['pageDeleted', deleteOnePage],
    ['translationAdded', addOneTranslation],
  ] as const) {
    await edit(content, i);
    const n = await build(out);
    edits[name].push(n);
    console.log(
      `${name} ${i + 1}/${runs}: ${n.rendered} page(s) rendered, live ${n.liveSeconds} s, found by search ${n.foundSeconds} s, search index complete at ${n.wallSeconds} s, peak ${n.peakRssMiB} MiB (Pagefind ${n.servicePeakMiB} MiB), load ${n.loadBefore} → ${n.loadAfter}, ${probeText(n)}`,
    );
  }
}
// The collection's data downloads as the last build left them (the edits change a row or two).
const collectionData = await collectionDataSizes(out);
const summary = (list: BuildMeasure[]) => ({
  wallSeconds: stats(list.map((r) => r.wallSeconds)),
  pagesPerSecond: stats(list.map((r) => r.pagesPerSecond)),
  // The search index is built beside the rendering: what it adds is the time the build waited for it.
  pagesPerSecondWithoutSearchIndex: stats(
    list.map((r) => r.pages / Math.max(0.001, r.wallSeconds - (r.phases['waiting for the search index'] ?? r.searchIndexSeconds))),
  ),
  peakRssMiB: stats(list.map((r) => r.peakRssMiB)),
  servicePeakMiB: stats(list.map((r) => r.servicePeakMiB)),
  ...(list[0]?.bundlerPeakMiB != null ? { bundlerPeakMiB: stats(list.map((r) => r.bundlerPeakMiB ?? 0)) } : {}),
  ...(list[0]?.liveSeconds != null ? { liveSeconds: stats(list.map((r) => r.liveSeconds ?? 0)) } : {}),
  ...(list.every((r) => r.foundSeconds != null) && list.length ? { foundSeconds: stats(list.map((r) => r.foundSeconds!)) } : {}),
  searchIndexSeconds: stats(list.map((r) => r.searchIndexSeconds)),
  ...(list.every((r) => r.cpuSeconds !== null) ? { cpuSeconds: stats(list.map((r) => r.cpuSeconds!)) } : {}),
  // The machine's speed over the runs, the slower of each run's two probes: figures from hours at different speeds compare through it.
  probeJavascriptMs: stats(list.map((r) => Math.max(r.probeBefore.javascriptMs, r.probeAfter.javascriptMs))),
  probeBrotliMs: stats(list.map((r) => Math.max(r.probeBefore.brotliMs, r.probeAfter.brotliMs))),
  runs: list,
});

const publishingRun = publishing && cms ? { scale: scaleName, ...(await measurePublishing(root, content, out, cms.url, work)) } : null;
const loads = firstLoad(out, join(root, 'content'));

const build_ = {
  command: `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`,
  scale: scaleName,
  source: overHttp ? 'HTTP (CMS_URL, a local server)' : 'files (CONTENT_DIR)',
  sourcePages: sourcePages,
  cold: summary(cold),
  ...(astroRuns.length
    ? {
        astroPagefind: {
          what: 'Astro 5.18 (a plain template: the page fields and HTML, header and footer links, related cards) and the Pagefind 1.6 CLI over its HTML, on the same content right after each cold build (bench/astro-pagefind/)',
          wallSeconds: stats(astroRuns.map((a) => a.wallSeconds)),
          astroSeconds: stats(astroRuns.map((a) => a.astroSeconds)),
          pagefindSeconds: stats(astroRuns.map((a) => a.pagefindSeconds)),
          pagesPerSecond: stats(astroRuns.map((a) => a.pagesPerSecond)),
          ...(astroRuns.every((a) => a.cpuSeconds !== null) ? { cpuSeconds: stats(astroRuns.map((a) => a.cpuSeconds!)) } : {}),
          // Per run: Astro + Pagefind's seconds over this site's cold build's (above 1: this site is faster).
          speedup: stats(
            astroRuns.map((a, k) => a.wallSeconds / cold[k]!.wallSeconds),
            2,
          ),
          runs: astroRuns,
        },
      }
    : {}),
  edits: Object.fromEntries(Object.entries(edits).map(([k, list]) => [k, summary(list)])),
  collectionData,
};
const file = join(root, 'bench/results.json');
const previous = JSON.parse(await readFile(file, 'utf8').catch(() => '{}')) as Record<string, unknown>;
// Other benchmarks keep their own keys in the same file: bench:search's `search`, and the other scale's build.
const builds = (previous.builds ?? {}) as Record<string, unknown>;
builds[`${scaleName}${overHttp ? '-http' : ''}`] = build_;
const results = {
  date: new Date().toISOString(),
  node: process.version,
  machine: { cpu: cpus()[0]?.model, cores: availableParallelism(), memoryGiB: Math.round(totalmem() / 2 ** 30) },
  builds,
  firstLoad: loads,
  ...(previous.search ? { search: previous.search } : {}),
  ...(previous.images ? { images: previous.images } : {}),
  ...(publishingRun ? { publishing: publishingRun } : previous.publishing ? { publishing: previous.publishing } : {}),
};
cms?.close();
await rm(work, { recursive: true, force: true });
// An edit built whole, or the code changed since the start: the run measured something else than it says.
const builtWhole = Object.values(edits).some((list) => list.some((e) => e.liveSeconds === null));
if (builtWhole || (await codeFingerprint(root)) !== codeAtStart) {
  console.error(
    `npm run bench: ${builtWhole ? 'an edit was built whole' : 'the code changed during the run'} (a record is of one code): bench/results.json not written.`,
  );
  process.exit(3);
}
await mkdir(join(root, 'bench'), { recursive: true });
await writeFile(file, JSON.stringify(results, null, 2) + '\n');
const c = build_.cold;
console.log(
  `cold: ${cold[0]!.pages} pages, median ${c.wallSeconds.median} s (${c.wallSeconds.min}–${c.wallSeconds.max}), ${c.pagesPerSecond.median} pages/s (${c.pagesPerSecondWithoutSearchIndex.median} without the search index), peak ${c.peakRssMiB.median} MiB, Pagefind ${c.servicePeakMiB.median} MiB, bundler ${c.bundlerPeakMiB?.median} MiB; machine probe JS ${c.probeJavascriptMs.min}–${c.probeJavascriptMs.max} ms, Brotli ${c.probeBrotliMs.min}–${c.probeBrotliMs.max} ms`,
);
if (build_.astroPagefind) {
  const a = build_.astroPagefind;
  console.log(
    `Astro + Pagefind: median ${a.wallSeconds.median} s (${a.wallSeconds.min}–${a.wallSeconds.max}), ${a.pagesPerSecond.median} pages/s; this site's cold build ${a.speedup.median}× as fast (${a.speedup.min}–${a.speedup.max})`,
  );
}
for (const [name, e] of Object.entries(build_.edits))
  console.log(
    `${name}: live median ${e.liveSeconds?.median} s (${e.liveSeconds?.min}–${e.liveSeconds?.max}), found by search median ${e.foundSeconds?.median} s, search index complete median ${e.wallSeconds.median} s (${e.wallSeconds.min}–${e.wallSeconds.max}), peak ${e.peakRssMiB.median} MiB`,
  );
for (const [view, l] of Object.entries(loads.byView))
  console.log(
    `first load of ${view} (${l.path}): ${l.jsKiB} KiB JS, ${l.cssKiB} KiB CSS gzip (${l.jsBrotliKiB} + ${l.cssBrotliKiB} KiB Brotli, ${l.files} files)`,
  );
console.log(
  `collection data: ${collectionData.files.length} files, ${collectionData.totalMiB} MiB, ${collectionData.gzipMiB} MiB gzip (budget ${collectionData.budgetGzipMiB} MiB${collectionData.withinBudget ? '' : ': OVER'})`,
);
if (publishingRun)
  console.log(
    `publishing: one artwork served median ${publishingRun.oneArtworkSeconds.median} s (${publishingRun.oneArtworkSeconds.min}–${publishingRun.oneArtworkSeconds.max}) after the hook's 202 (${publishingRun.oneArtworkSpaced.seconds.median} s, p95 ${publishingRun.oneArtworkSpaced.p95} s, ${publishingRun.oneArtworkSpaced.pauseSeconds} s after idle; found ${publishingRun.oneArtworkSpaced.steps.searchLive} s; saved while the last build finishes ${publishingRun.savedWhileFinishing.seconds.median} s, p95 ${publishingRun.savedWhileFinishing.p95} s); ${publishingRun.burst.hooks} hooks all live in ${publishingRun.burst.allLiveSeconds} s, ${publishingRun.burst.builds} build(s); idle service ${publishingRun.idleServiceMiB.beforeFirstHook}/${publishingRun.idleServiceMiB.afterLastHook} MiB`,
  );
console.log('→ bench/results.json');
