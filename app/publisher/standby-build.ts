/**
 * The next build's process, started before its event comes (app/site-build/standby.ts): it loads the
 * build and reads the published build's record while the service waits, and is handed the build's
 * command line when an event comes. One waits at a time: once a build's edit is live and found by
 * search (what is left of the build is on nobody's way) the next one starts (`--follow`), loading while
 * that build finishes, and is told to read the record once the build has ended, so that an edit saved
 * right after another finds it loaded. It lets itself go after an idle while (the next event then
 * starts a process as before), and with the service; a standby whose code is no longer the code there
 * ends without building (STALE_EXIT), and the build runs in a process started afresh.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { buildCommandLine, launchScript, spawnBuild, type BuildCommand } from '../site-build/pipeline/report.ts';

/** A build's environment: the service's, without its secrets (PUBLISH_*); the build needs the CMS's address. */
const buildEnvironment = (env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv =>
  Object.fromEntries(Object.entries(env).filter(([k]) => !k.startsWith('PUBLISH_')));

export class StandbyBuilds {
  private next: ChildProcess | null = null;
  /** The next one follows a running build: it reads the record once told the build has ended. */
  private following = false;
  private closed = false;

  constructor(
    private readonly root: string,
    private readonly out: string,
    private readonly env: NodeJS.ProcessEnv = buildEnvironment(),
  ) {}

  /**
   * A build has ended (or none runs): the next build's process reads the record now. One that follows
   * the build is told so; if none waits, one is started.
   */
  warm(): void {
    if (this.closed) return;
    const waiting = this.next;
    if (waiting && waiting.exitCode === null && waiting.signalCode === null) {
      if (this.following) {
        this.following = false;
        try {
          waiting.send({ read: true });
        } catch {
          waiting.kill('SIGKILL');
          this.spawnNext(false);
        }
      }
      return;
    }
    this.spawnNext(false);
  }

  /** The next build's process, started now: to read the record at once, or (`follow`) once told the running build has ended. */
  private spawnNext(follow: boolean): void {
    this.following = follow;
    // --expose-gc: the standby collects its garbage once ready (standby.ts), not during the edit.
    const child = spawn(
      process.execPath,
      ['--expose-gc', launchScript(this.root), '--standby', '--out', this.out, ...(follow ? ['--follow'] : [])],
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

  /** A process running `command`: the standby, handed it, when one waits; else one started now. */
  take(command: BuildCommand): { child: ChildProcess; standby: boolean } {
    const waiting = this.next;
    this.next = null;
    return this.handTo(waiting, command) ? { child: waiting!, standby: true } : { child: this.start(command), standby: false };
  }

  /**
   * The running build's edit is live and found by search (EDIT_FOUND_LINE): the next build's process
   * starts loading while the build does the rest, and reads the record once it has ended (warm()).
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
