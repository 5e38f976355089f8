/**
 * The one setup of the publishing service's tests in this process (tests/unit/publisher-*.test.ts):
 * a folder for its records, its settings with the tests' secret and token (the same the service's
 * process tests start it with, ./publisher.ts), and its records as the tests change them: through the
 * journal's own steps (accept, start a build, finish it, set it aside…), never by writing its fields,
 * so a test cannot build a state the service could not reach.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publisherConfig, type PublisherConfig } from '../../app/publisher/config.ts';
import type { Journal } from '../../app/publisher/journal.ts';
import type { BuildOutcome, HookEvent } from '../../app/publisher/records.ts';
import { SECRET, STATUS_TOKEN } from './publisher.ts';

export { SECRET, STATUS_TOKEN };

/** A new folder for the service's records. */
export const stateFolder = () => mkdtemp(join(tmpdir(), 'museo-publisher-'));

/** The service's settings, its records in `stateDir`, its checkout at `root` (the state folder unless said). */
export const testConfig = (stateDir: string, root = stateDir, env: Record<string, string> = {}): PublisherConfig =>
  publisherConfig(root, { PUBLISH_SECRET: SECRET, PUBLISH_STATUS_TOKEN: STATUS_TOKEN, ...env }, ['--state', stateDir]);

/** The clock the records' tests read: 27 Nov 2026, 12:00 UTC. */
export const JOURNAL_NOW = Date.UTC(2026, 10, 27, 12);

let hooks = 0;
/** A hook as the CMS signs it (a signature of its own), at `at` (Unix ms). */
export const hookEvent = (files: string[] | null = null, delivery: string | null = null, at = JOURNAL_NOW): HookEvent => ({
  delivery,
  event: 'publish',
  files,
  signature: `sha256=test-${process.pid}-${++hooks}`,
  timestamp: Math.floor(at / 1000),
});

/** Accepts a hook: its event waits for the next build. */
export const acceptHook = (journal: Journal, files: string[] | null = null, delivery: string | null = null) =>
  journal.accept(hookEvent(files, delivery), new Date(JOURNAL_NOW));

/** What a build ended with: published, unless `o` says otherwise. */
export const outcome = (o: Partial<BuildOutcome> = {}): BuildOutcome => ({
  endedAt: new Date(JOURNAL_NOW).toISOString(),
  seconds: 0,
  outcome: 'published',
  stoppedBy: null,
  pages: null,
  errors: [],
  failure: null,
  retryAt: null,
  callback: null,
  ...o,
});

/** A build of every event waiting, ended as `o` says. */
export const buildWaiting = (journal: Journal, o: Partial<BuildOutcome> = {}) => {
  journal.startBuild(new Date(JOURNAL_NOW));
  return journal.finish(outcome(o));
};

/** A build of every event waiting that the CMS failed too often: its events set aside for a person. */
export const setAsideWaiting = (journal: Journal, o: Partial<BuildOutcome> = {}) => {
  journal.startBuild(new Date(JOURNAL_NOW));
  return journal.setAside(outcome({ outcome: 'failed', stoppedBy: 'source', ...o }));
};

export const idsOf = (triggers: readonly { id: string }[]) => triggers.map((t) => t.id);
