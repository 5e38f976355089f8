/**
 * A build started ahead of its command (`launch.mjs --standby --out DIR`): the publishing service
 * keeps one waiting, so that an editor's save does not wait for a process to start, the build's
 * modules to load and the published build's record (tens of MB at full scale) to be read and parsed:
 * about 1.2 s of the 2 an edit took to go live. It is still one build per process, as every other
 * build: nothing of one build is in the next, and its memory is returned when it ends.
 *
 * The service starts the next one once the running build's edit is live and found by search
 * (`--follow`): it loads the build's modules while that build finishes, and reads the record only when
 * told that build has put its record for the next build in place (or has ended), so that an edit saved
 * just after another does not wait for a process to start and load either.
 *
 * While it waits it holds its modules and the record; it lets itself go after an idle while
 * (BUILD_STANDBY_IDLE_MS, 10 minutes), and when the service that started it is gone. Given its
 * command, it first checks that the code it loaded is still the code there (a deploy since): if not,
 * it ends with STALE_EXIT having written nothing, and the service builds in a process started afresh.
 */
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SERVER_DIR } from './bundle/bundle.ts';
import { ownName } from './support/processes.ts';
import { STALE_EXIT, startClockNow } from './pipeline/report.ts';

/** What launch.mjs gives a standby: its command when it comes, and whether the code it loaded is current. */
export interface StandbyHandle {
  command: Promise<unknown>;
  /** The word, to a standby that follows a build (--follow), that the build's record for the next one is in place. */
  read: Promise<unknown>;
  loaded: string | null;
  stillCurrent(): Promise<boolean>;
}

/** The message that gives a standby its command: the build's command line, as after `npm run build --`. */
interface StandbyCommand {
  argv: string[];
}
const isCommand = (m: unknown): m is StandbyCommand =>
  typeof m === 'object' &&
  m !== null &&
  Array.isArray((m as StandbyCommand).argv) &&
  (m as StandbyCommand).argv.every((a) => typeof a === 'string');

const DEFAULT_IDLE_MS = 10 * 60 * 1000;

/** Warms the build, waits for its command, and gives its command line; ends the process if none comes. */
export async function standbyCommand(standby: StandbyHandle, root: string, argv: string[]): Promise<string[]> {
  const at = argv.indexOf('--out');
  const out = resolve(root, at >= 0 && argv[at + 1] ? argv[at + 1]! : 'dist');
  const gone = new Promise<null>((done) => process.once('disconnect', () => done(null)));
  let commanded = false;
  void standby.command.then(() => (commanded = true));
  // Ahead of the command: the build's modules, and the record of the published build.
  await import('./build-site.ts');
  const { readBuildStateAhead } = await import('./publish/build-state.ts');
  const { codeFingerprint } = await import('./publish/code-fingerprint.ts');
  const code = await codeFingerprint(root);
  // A standby started while a build runs (--follow) reads the record that build leaves, once it is in place.
  if (argv.includes('--follow')) await Promise.race([standby.read, standby.command, gone]);
  const previous = commanded ? null : await readBuildStateAhead(out, code).catch(() => null);
  // And what an edit works out from the record alone, unless the command comes first (the build then does it).
  if (previous) await (await import('./pipeline/edit-ahead.ts')).prepareEditAhead(previous.state, previous.live, root, () => commanded);
  // A full collection now, while nothing waits on it: reading the record and the work ahead leave
  // hundreds of MB of garbage, whose collection would otherwise fall inside the edit (0.1-0.3 s of
  // mark-compact at full scale). The service starts its standbys with --expose-gc.
  (globalThis as { gc?: () => void }).gc?.();
  // Said to the service (and the tests): what can be done ahead is done.
  process.send?.({ ready: true });
  const idleMs = Number(process.env.BUILD_STANDBY_IDLE_MS) > 0 ? Number(process.env.BUILD_STANDBY_IDLE_MS) : DEFAULT_IDLE_MS;
  let timer: NodeJS.Timeout | undefined;
  const idle = new Promise<null>((done) => (timer = setTimeout(() => done(null), idleMs)));
  const message = await Promise.race([standby.command, gone, idle]);
  clearTimeout(timer);
  // Ending without a build, it takes away the published prerender bundle it copied ahead (its own folder
  // under .build/); a build's own start would otherwise sweep it only later.
  function leave(code: number): never {
    rmSync(join(root, '.build', ownName(SERVER_DIR)), { recursive: true, force: true });
    process.exit(code);
  }
  if (!isCommand(message)) leave(0);
  startClockNow();
  // Its channel closed: the process ends with its build, as any build's.
  process.disconnect?.();
  if (!(await standby.stillCurrent())) {
    console.log('npm run build: the code changed since this standby build loaded it; nothing was built (the service builds afresh).');
    leave(STALE_EXIT);
  }
  return message.argv;
}
