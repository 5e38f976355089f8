/**
 * The next build's process, started before its event comes (app/site-build/standby.ts): it loads the
 * build and reads the published build's record while the service waits, and is handed the build's
 * command line when an event comes. One waits at a time. It stays warm after a build that succeeded
 * (`--warm`), as the next build's: it keeps the record its build put in place in memory, so that an edit
 * saved while the one before finishes waits neither for a process to start nor for the record to be read
 * back. After a build in a process started for it (none waited, or the one that did failed), the next
 * one starts once the build's edit is live and found by search (`--follow`), loading while that build
 * finishes, and is told to read the record once that build has put it in place or has ended. It lets
 * itself go after an idle while (the next event then starts a process as before), and with the service;
 * a standby whose code is no longer the code there ends without building (STALE_EXIT), and the build
 * runs in a process started afresh.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { buildCommandLine, launchScript, spawnBuild, type BuildCommand } from '../site-build/pipeline/report.ts';

/** A build's environment: the service's, without its secrets (PUBLISH_*); the build needs the CMS's address. */
const buildEnvironment = (env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv =>
  Object.fromEntries(Object.entries(env).filter(([k]) => !k.startsWith('PUBLISH_')));

export class StandbyBuilds {
  private next: ChildProcess | null = null;
  /** The next one follows a running build: it reads the record once told it is in place. */
  private following = false;
  private closed = false;

  constructor(
    private readonly root: string,
    private readonly out: string,
    private readonly env: NodeJS.ProcessEnv = buildEnvironment(),
  ) {}

  /**
   * A build has ended (or none runs): the next build's process reads the record now. One that follows
   * the build is told so (unless it was already: read()); if none waits, one is started.
   */
  warm(): void {
    if (this.closed) return;
    if (!this.read()) this.spawnNext(false);
  }

  /**
   * The running build's record for the next build is in place (RECORD_READY_LINE), or the build has
   * ended: the standby that follows it, if any, is told to read the record now. Whether a standby waits.
   */
  read(): boolean {
    const waiting = this.next;
    if (this.closed || !waiting || waiting.exitCode !== null || waiting.signalCode !== null) return false;
    if (!this.following) return true;
    this.following = false;
    try {
      waiting.send({ read: true });
      return true;
    } catch {
      waiting.kill('SIGKILL');
      this.next = null;
      return false;
    }
  }

  /** The next build's process, started now: to read the record at once, or (`follow`) once told the running build's is in place. */
  private spawnNext(follow: boolean): void {
    this.following = follow;
    // --expose-gc: the standby collects its garbage once ready (standby.ts), not during the edit.
    const child = spawn(
      process.execPath,
      ['--expose-gc', launchScript(this.root), '--standby', '--warm', '--out', this.out, ...(follow ? ['--follow'] : [])],
      {
        cwd: this.root,
        env: this.env,
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      },
    );
    // A standby that cannot start (out of processes) is simply not there: the next build starts its own.
    child.on('error', () => undefined);
    child.once('exit', () => {
      if (this.next === child) this.next = null;
    });
    this.next = child;
  }

  /**
   * A build's process that stays warm after its build (--warm): the next build's standby, holding the
   * record its build put in place. One that waited before it, if any, is let go.
   */
  adopt(child: ChildProcess): void {
    if (this.closed || child.exitCode !== null || child.signalCode !== null) {
      child.kill('SIGTERM');
      return;
    }
    if (this.next && this.next !== child) this.next.kill('SIGTERM');
    this.following = false;
    // Its exit already clears it (spawnNext): it was started as a standby.
    this.next = child;
  }

  /** A process running `command`: the standby, handed it, when one waits; else one started now. */
  take(command: BuildCommand): { child: ChildProcess; standby: boolean } {
    const waiting = this.next;
    this.next = null;
    return this.handTo(waiting, command) ? { child: waiting!, standby: true } : { child: this.start(command), standby: false };
  }

  /**
   * The running build's edit is live and found by search (EDIT_FOUND_LINE): the next build's process
   * starts loading while the build does the rest, and reads the record once it is in place (read()).
   */
  follow(): void {
    if (this.closed || (this.next && this.next.exitCode === null && this.next.signalCode === null)) return;
    this.spawnNext(true);
  }

  /** Whether `waiting` (a standby, if any) took `command`. */
  private handTo(waiting: ChildProcess | null, command: BuildCommand): boolean {
    if (!waiting?.connected || waiting.exitCode !== null || waiting.signalCode !== null) return false;
    try {
      waiting.send({ argv: buildCommandLine(command) });
      return true;
    } catch {
      waiting.kill('SIGKILL');
      return false;
    }
  }

  /** A process started now for `command`, as every build was before standbys. */
  start(command: BuildCommand): ChildProcess {
    return spawnBuild(this.root, command, { env: this.env, stdio: ['ignore', 'pipe', 'pipe'] });
  }

  /** No standby from now on; the one waiting is let go. */
  close(): void {
    this.closed = true;
    this.next?.kill('SIGTERM');
    this.next = null;
  }
}
