/**
 * The next build's process, started before its event comes (app/site-build/standby.ts): it loads the
 * build and reads the published build's record while the service waits, and is handed the build's
 * command line when an event comes. One at a time; a new one is started once a build ends. It lets
 * itself go after an idle while (the next event then starts a process as before), and with the
 * service; a standby whose code is no longer the code there ends without building (STALE_EXIT), and
 * the build runs in a process started afresh.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { buildCommandLine, launchScript, spawnBuild, type BuildCommand } from '../site-build/pipeline/report.ts';

/** A build's environment: the service's, without its secrets (PUBLISH_*); the build needs the CMS's address. */
const buildEnvironment = (env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv =>
  Object.fromEntries(Object.entries(env).filter(([k]) => !k.startsWith('PUBLISH_')));

export class StandbyBuilds {
  private next: ChildProcess | null = null;
  private closed = false;

  constructor(
    private readonly root: string,
    private readonly out: string,
    private readonly env: NodeJS.ProcessEnv = buildEnvironment(),
  ) {}

  /** Starts the next build's process, unless one waits already (or the service is stopping). */
  warm(): void {
    if (this.closed || (this.next && this.next.exitCode === null && this.next.signalCode === null)) return;
    const child = spawn(process.execPath, [launchScript(this.root), '--standby', '--out', this.out], {
      cwd: this.root,
      env: this.env,
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
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
    if (waiting?.connected && waiting.exitCode === null && waiting.signalCode === null) {
      try {
        waiting.send({ argv: buildCommandLine(command) });
        return { child: waiting, standby: true };
      } catch {
        waiting.kill('SIGKILL');
      }
    }
    return { child: this.start(command), standby: false };
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
