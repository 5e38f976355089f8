/**
 * The build that `npm run build` runs once its command line is read (build.ts): reads and checks the
 * content, plans the build (an edit in place or a whole build into a new folder, pipeline/plan.ts), runs
 * the pipeline under the output folder's lock, and reports what it did. A failed build leaves the
 * published site as it was; the exit code is set, never forced, so every file is closed first.
 */
import { join } from 'node:path';
import { readdir } from 'node:fs/promises';
import { provideAllUiText } from '../../pages/i18n/all-ui-text.ts';
import type { ContentSource } from './content/content-source.ts';
import { contentSourceFromEnv } from './content/source-from-env.ts';
import { isContentFetchError } from './content/content-source.ts';
import { describeSampleShift } from './content/sample-source.ts';
import { recordReadAhead } from './publish/build-state.ts';
import { takeRecordWritten } from './publish/record-writer.ts';
import { codeFingerprint } from './publish/code-fingerprint.ts';
import { takenAhead } from './publish/ahead.ts';
import { ownNamePattern, removeLeftoversOfDeadProcesses } from './support/processes.ts';
import { SERVER_DIR } from './bundle/bundle.ts';
import { lockOutput, type OutputLock } from './publish/output-lock.ts';
import { isPublishedBuild } from './publish/publish.ts';
import type { BuildRun } from './pipeline/build-run.ts';
import { newReport, sinceStart, stepsOf, summaryLines, writeReport } from './pipeline/report.ts';
import { reportPlan, reportRun } from './pipeline/report-assembly.ts';
import { planBuild } from './pipeline/plan.ts';
import { runPipeline } from './pipeline/run-pipeline.ts';

/** What the command line asked besides the run itself. */
interface BuildOptions {
  /** Validate the content only, writing nothing. */
  checkOnly: boolean;
  allowShrink: boolean;
  /** Where to write the report (pipeline/report.ts), whatever the outcome; null: nowhere. */
  reportFile: string | null;
}

/** Builds the site the run describes (or only checks its content), and sets the exit code when it stops. */
export async function buildSite(run: BuildRun, { checkOnly, allowShrink, reportFile }: BuildOptions): Promise<void> {
  const { root } = run;
  // An output folder that is there and is not a build of this site (a typo, another project's folder) is never written over.
  if (!checkOnly && !(await isPublishedBuild(run.outDir)) && (await readdir(run.outDir).catch(() => [])).length) {
    console.error(
      `npm run build: ${run.outDir} is a folder that is not a published build of this site: nothing was built. Name another --out.`,
    );
    process.exitCode = 1;
    return;
  }
  // The build names pages and error pages in every language.
  provideAllUiText();
  // Prerender bundles left in .build/ by builds that died (each build removes its own).
  await removeLeftoversOfDeadProcesses(join(root, '.build'), ownNamePattern(SERVER_DIR));
  const report = newReport(run.outDir);
  const step = stepsOf(report);
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
  const sample = source.sampleShift ?? null;
  if (source.sampleShift) console.log(describeSampleShift(source.sampleShift));
  const code = await codeFingerprint(root);
  let ok = false;
  let plan = null;
  let lock: OutputLock | null = null;
  let lockedAt: string | null = null;
  let lockHeld: { from: string; until: string } | null = null;
  try {
    if (!checkOnly) {
      lock = await lockOutput(run.outDir, (holder) =>
        console.log(`Another build (process ${holder}) is writing ${run.outDir}: this one waits for it to end.`),
      );
      lockedAt = new Date().toISOString();
    }
    const planned = await planBuild(run, { source, code, started: performance.now() }, step, {
      checkOnly,
      allowShrink,
    });
    reportPlan(report, planned);
    plan = planned.plan;
    ok = plan ? await runPipeline(run, plan, report, step) : planned.valid === true;
  } catch (err) {
    // Planning reads the content again when the settings changed: a CMS that fails then stops the build
    // as any other failure does, with nothing written and the report saying why. The cause is the one
    // the error carries, never guessed: a source that failed is tried again by the publishing service;
    // anything else (a damaged record of the published build, a bug) is not, and says so.
    reportPlan(report, { refused: { cause: isContentFetchError(err) ? 'source' : 'error', failure: (err as Error).message } });
    console.error(`\nBuild stopped: nothing was written; ${run.outDir} is unchanged.\n`, err);
  } finally {
    // The end is taken before the lock is let go: the next holder's start is never before it.
    if (lockedAt) lockHeld = { from: lockedAt, until: new Date().toISOString() };
    await lock?.release();
  }
  reportRun(report, {
    sample,
    ...(lockHeld ? { lockHeld } : {}),
    seconds: sinceStart(),
    peakMiB: Math.round(process.resourceUsage().maxRSS / 1024),
    recordReadAhead,
    madeAhead: takenAhead,
    recordWritten: takeRecordWritten(),
  });
  if (plan && ok) for (const line of summaryLines(report)) console.log(line);
  if (reportFile) await writeReport(reportFile, report);
  if (!ok) process.exitCode = 1;
}
