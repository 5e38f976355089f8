/**
 * npm run build: reads and checks the content, then runs the build pipeline (pipeline/run-pipeline.ts)
 * with a plan: an edit published in place when the published build was made from the same code and
 * renders with the same settings (only what changed is rendered and moved into place, and the search
 * index of the languages it touched follows), else a whole build into a new folder switched in at once.
 * A failed build leaves the published site as it was.
 *   --keep-going   skip invalid pages (listed) instead of failing
 *   --allow-shrink build even when the source has no pages or fewer than half the published build's
 *   --out DIR      write somewhere other than dist/
 *   --report FILE  write what the build did as JSON (pipeline/report.ts), whatever its outcome
 *   --check        validate the content only (npm run validate)
 *   --clean        nothing from before: ignore the published build's record and the bundle cache
 *   --threads N    render on N threads (default: one per core)
 *   --search-shard N  at most N pages in one part of a language's search index (default 12,000; see search/shards.ts)
 *   --sitemap-urls N  at most N addresses in one sitemap file (default 25,000; see site-files/site-files.ts)
 *   --strict       internal links to pages or anchors the build did not write stop the build (else warnings)
 *   --recheck FILE read and check again the page documents FILE lists (a JSON list of names as the page list
 *                  gives them), even if their stamps say unchanged
 * One build at a time writes an output folder (publish/output-lock.ts): a second waits for the first.
 */
import './bundle/production-mode.ts';
import { join, resolve } from 'node:path';
import { provideAllUiText } from '../../pages/i18n/all-ui-text.ts';
import type { ContentSource } from './content/content-source.ts';
import { contentSourceFromEnv } from './content/source-from-env.ts';
import { describeSampleShift } from './content/sample-source.ts';
import { codeFingerprint } from './publish/build-state.ts';
import { removeLeftoversOfDeadProcesses } from './support/processes.ts';
import { lockOutput, type OutputLock } from './publish/output-lock.ts';
import { readFileSync } from 'node:fs';
import type { BuildRun } from './pipeline/build-run.ts';
import { newReport, phaseTimer, sinceStart, summaryLines, writeReport } from './pipeline/report.ts';
import { planBuild } from './pipeline/plan.ts';
import { runPipeline } from './pipeline/run-pipeline.ts';

const root = resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const valueOf = (flag: string) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
const count = (flag: string) => (valueOf(flag) === undefined ? undefined : Number(valueOf(flag)));
const run: BuildRun = {
  root,
  outDir: resolve(root, valueOf('--out') ?? 'dist'),
  keepGoing: args.includes('--keep-going'),
  strict: args.includes('--strict'),
  clean: args.includes('--clean'),
  threads: count('--threads'),
  searchShardRecords: count('--search-shard'),
  sitemapUrls: count('--sitemap-urls'),
};
for (const [flag, value] of [
  ['--search-shard', run.searchShardRecords],
  ['--sitemap-urls', run.sitemapUrls],
] as const)
  if (value !== undefined && !(Number.isInteger(value) && value >= 1)) {
    console.error(`${flag} takes a whole number of pages, at least 1`);
    process.exit(2);
  }
const reportFile = valueOf('--report') === undefined ? null : resolve(valueOf('--report')!);
if (valueOf('--recheck') !== undefined) {
  let names: unknown = null;
  try {
    names = JSON.parse(readFileSync(resolve(valueOf('--recheck')!), 'utf8'));
  } catch {
    // Said below, as any file that is not a list of names.
  }
  if (!Array.isArray(names) || !names.every((n) => typeof n === 'string')) {
    console.error('--recheck takes a file with a JSON list of page document names');
    process.exit(2);
  }
  run.recheck = names;
}

async function main() {
  // The build names pages and error pages in every language.
  provideAllUiText();
  // Prerender bundles left in .build/ by builds that died (each build removes its own).
  await removeLeftoversOfDeadProcesses(join(root, '.build'), /^server-(\d+)$/);
  const report = newReport(run.outDir);
  const phase = phaseTimer(report);
  let source: ContentSource;
  try {
    source = contentSourceFromEnv(join(root, 'content'), root);
  } catch (err) {
    // The content folder's own description is malformed (its sample-dates.json): nothing is read.
    report.outcome = 'refused';
    report.stoppedBy = 'content';
    report.failure = (err as Error).message;
    console.error(`${report.failure}\nBuild stopped: nothing was written; ${run.outDir} is unchanged.`);
    if (reportFile) await writeReport(reportFile, report);
    process.exitCode = 1;
    return;
  }
  report.sample = source.sampleShift ?? null;
  if (source.sampleShift) console.log(describeSampleShift(source.sampleShift));
  const code = await codeFingerprint(root);
  let ok = false;
  let plan = null;
  let lock: OutputLock | null = null;
  try {
    if (!args.includes('--check'))
      lock = await lockOutput(run.outDir, (holder) =>
        console.log(`Another build (process ${holder}) is writing ${run.outDir}: this one waits for it to end.`),
      );
    plan = await planBuild(run, { source, code, started: performance.now() }, report, phase, {
      checkOnly: args.includes('--check'),
      allowShrink: args.includes('--allow-shrink'),
    });
    ok = plan ? await runPipeline(run, plan, report, phase) : report.outcome === 'valid';
  } catch (err) {
    // Planning reads the content again when the settings changed: a CMS that fails then stops the build
    // as any other failure does, with nothing written and the report saying why.
    report.outcome = 'refused';
    // With the folder's lock taken, only planning was running, and it fails on the content source.
    report.stoppedBy = lock || args.includes('--check') ? 'source' : 'error';
    report.failure = (err as Error).message;
    console.error(`\nBuild stopped: nothing was written; ${run.outDir} is unchanged.\n`, err);
  } finally {
    await lock?.release();
  }
  phase.end();
  report.seconds = sinceStart();
  report.memory.peakMiB = Math.round(process.resourceUsage().maxRSS / 1024);
  if (plan && ok) for (const line of summaryLines(report)) console.log(line);
  if (reportFile) await writeReport(reportFile, report);
  if (!ok) process.exitCode = 1;
}

await main();
