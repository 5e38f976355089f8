/**
 * Where a build writes and how it publishes: the one thing a whole build and an edit do differently
 * (./run-pipeline.ts). A new folder (./new-folder.ts) gets its bundles, is written whole and replaces the
 * published build in one switch of the output link; an edit (./in-place.ts) writes into a staging folder
 * inside the published build, whose changed files are moved into place.
 */
import type { BuildPlan, BuildRun, BuildTarget } from './build-run.ts';
import { openInPlace } from './in-place.ts';
import { openNewFolder } from './new-folder.ts';
import type { Step } from './report.ts';

export function openTarget(run: BuildRun, plan: BuildPlan, step: Step): Promise<BuildTarget> {
  return plan.target === 'in-place' ? openInPlace(run, plan, step) : openNewFolder(run, plan, step);
}
