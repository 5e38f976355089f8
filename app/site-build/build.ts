/**
 * npm run build: reads and checks the content, then runs the build pipeline (pipeline/run-pipeline.ts)
 * with a plan: an edit published in place when the published build was made from the same code and
 * renders with the same settings (only what changed is rendered and moved into place, and the search
 * index of the languages it touched follows), else a whole build into a new folder switched in at once.
 * A failed build leaves the published site as it was.
 * Its options and environment: BUILD_COMMAND below (`npm run build -- --help`).
 * One build at a time writes an output folder (publish/output-lock.ts): a second waits for the first.
 */
import './bundle/production-mode.ts';
import { join, resolve } from 'node:path';
import { provideAllUiText } from '../../pages/i18n/all-ui-text.ts';
import type { ContentSource } from './content/content-source.ts';
import { contentSourceFromEnv } from './content/source-from-env.ts';
import { isContentFetchError } from './content/content-source.ts';
import { describeSampleShift } from './content/sample-source.ts';
import { codeFingerprint } from './publish/build-state.ts';
import { removeLeftoversOfDeadProcesses } from './support/processes.ts';
import { lockOutput, type OutputLock } from './publish/output-lock.ts';
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { commandLine, wholeNumber, type CommandSpec, siteFolderOption } from '../tools/command-line.ts';
import { isPublishedBuild } from './publish/publish.ts';
import type { BuildRun } from './pipeline/build-run.ts';
import { newReport, phaseTimer, sinceStart, summaryLines, writeReport } from './pipeline/report.ts';
import { reportPlan } from './pipeline/report-assembly.ts';
import { planBuild } from './pipeline/plan.ts';
import { runPipeline } from './pipeline/run-pipeline.ts';

const BUILD_COMMAND: CommandSpec = {
  command: 'npm run build',
  summary:
    'reads and checks the content, builds the site and publishes it into the output folder at once (an edit in place, or a whole build switched in); a failed build leaves the published site as it was. `npm run validate` is `--check`.',
  options: {
    out: siteFolderOption('the output folder (a published build of this site, or a new one)'),
    check: { help: 'validate the content only, writing nothing (npm run validate)' },
    'keep-going': { help: 'skip invalid pages and media that cannot be fetched (listed) instead of stopping' },
    'allow-shrink': { help: 'build even when the source has no pages, or fewer than half the published build’s' },
    strict: { help: 'internal links to pages or anchors the build did not write stop the build (else warnings)' },
    clean: { help: 'nothing from before: ignore the published build’s record and the bundle cache' },
    report: { value: 'FILE', help: 'write what the build did as JSON (pipeline/report.ts), whatever its outcome' },
    threads: { value: 'N', help: 'render on N threads', default: 'one per core', check: wholeNumber(1, 256) },
    'search-shard': {
      value: 'N',
      help: 'at most N pages in one part of a language’s search index',
      default: '12000',
      check: wholeNumber(1),
    },
    'sitemap-urls': { value: 'N', help: 'at most N addresses in one sitemap file', default: '25000', check: wholeNumber(1) },
    recheck: { value: 'FILE', help: 'read and check again the page documents FILE lists (a JSON list of names), whatever their stamps' },
  },
  env: {
    CMS_URL: { help: 'read the content from this CMS over HTTP instead of a folder' },
    CONTENT_DIR: { help: 'the content folder (default content/)' },
    CMS_TIMEOUT_MS: { help: 'milliseconds per request to the CMS and the media host (default 15000)', check: wholeNumber(1) },
    MEDIA_MAX_MB: {
      help: 'the largest media file fetched, in MiB (default 200)',
      check: (v) => (Number(v) > 0 ? null : 'expected a positive number'),
    },
    SOURCE_DATE_EPOCH: { help: 'the build’s moment in Unix seconds (default: now)', check: wholeNumber(1) },
  },
  exitCodes: {
    1: 'the build or the check stopped (content errors, a source that failed, a failed build): the published site is as it was',
  },
  example: 'CMS_URL=https://cms.museo.example npm run build -- --out /srv/museo/dist --strict',
};

const root = resolve(import.meta.dirname, '../..');
const { values } = commandLine(BUILD_COMMAND);
const flag = (name: string) => values[name] === true;
const text = (name: string) => values[name] as string | undefined;
const count = (name: string) => (text(name) === undefined ? undefined : Number(text(name)));
const run: BuildRun = {
  root,
  outDir: resolve(root, text('out') ?? 'dist'),
  keepGoing: flag('keep-going'),
  strict: flag('strict'),
  clean: flag('clean'),
  threads: count('threads'),
  searchShardRecords: count('search-shard'),
  sitemapUrls: count('sitemap-urls'),
};
const checkOnly = flag('check');
const reportFile = text('report') === undefined ? null : resolve(text('report')!);
if (text('recheck') !== undefined) {
  let names: unknown = null;
  try {
    names = JSON.parse(readFileSync(resolve(text('recheck')!), 'utf8'));
  } catch {
    // Said below, as any file that is not a list of names.
  }
  if (!Array.isArray(names) || !names.every((n) => typeof n === 'string')) {
    console.error('npm run build: --recheck takes a file with a JSON list of page document names');
    process.exit(2);
  }
  run.recheck = names;
}
// An output folder that is there and is not a build of this site (a typo, another project's folder) is never written over.
if (!checkOnly && !(await isPublishedBuild(run.outDir)) && (await readdir(run.outDir).catch(() => [])).length) {
  console.error(
    `npm run build: ${run.outDir} is a folder that is not a published build of this site: nothing was built. Name another --out.`,
  );
  process.exit(1);
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
    reportPlan(report, { refused: { cause: 'content', failure: (err as Error).message } });
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
  let lockedAt: string | null = null;
  try {
    if (!checkOnly) {
      lock = await lockOutput(run.outDir, (holder) =>
        console.log(`Another build (process ${holder}) is writing ${run.outDir}: this one waits for it to end.`),
      );
      lockedAt = new Date().toISOString();
    }
    const planned = await planBuild(run, { source, code, started: performance.now() }, phase, {
      checkOnly,
      allowShrink: flag('allow-shrink'),
    });
    reportPlan(report, planned);
    plan = planned.plan;
    ok = plan ? await runPipeline(run, plan, report, phase) : planned.valid === true;
  } catch (err) {
    // Planning reads the content again when the settings changed: a CMS that fails then stops the build
    // as any other failure does, with nothing written and the report saying why. The cause is the one
    // the error carries, never guessed: a source that failed is tried again by the publishing service;
    // anything else (a damaged record of the published build, a bug) is not, and says so.
    reportPlan(report, { refused: { cause: isContentFetchError(err) ? 'source' : 'error', failure: (err as Error).message } });
    console.error(`\nBuild stopped: nothing was written; ${run.outDir} is unchanged.\n`, err);
  } finally {
    // The end is taken before the lock is let go: the next holder's start is never before it.
    if (lockedAt) report.lockHeld = { from: lockedAt, until: new Date().toISOString() };
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
