/**
 * Where a build writes and how it publishes: the one thing a whole build and an edit do differently
 * (./run-pipeline.ts). A new folder (./new-folder.ts) gets its bundles, is written whole and replaces the
 * published build in one switch of the output link; an edit (./in-place.ts) writes into a staging folder
 * inside the published build, whose changed files are moved into place.
 */
import type { BuildState } from '../publish/build-state.ts';
import type { BuildRun } from './build-run.ts';
import { openInPlace } from './in-place.ts';
import { openNewFolder } from './new-folder.ts';
import type { BuildReport, PhaseTimer } from './report.ts';
import type { BuildPlan } from './run-pipeline.ts';

export interface Target {
  kind: 'new-folder' | 'in-place';
  /** Where this build writes its files. */
  dir: string;
  /** The folders whose files the site will have, for the link check: what this build writes, then what it keeps. */
  roots: string[];
  /** The folder with this build's `.vite/manifest.json`. */
  manifestDir: string;
  /** This build's copy of the prerender bundle (inside the project, so that its dependencies resolve). */
  serverDir: string;
  /** Publishes what was written, with the record for the next build; `removals` are files of the published build that go. */
  publish(state: Omit<BuildState, 'version'>, removals: string[], gone: string[]): Promise<void>;
  /** Removes what this build wrote; the published site stays as it was. */
  abort(): Promise<void>;
}

export function openTarget(run: BuildRun, plan: BuildPlan, report: BuildReport, phase: PhaseTimer): Promise<Target> {
  return plan.target === 'in-place' ? openInPlace(run, plan, report, phase) : openNewFolder(run, plan, report, phase);
}
