/**
 * nginx in the foreground with the generated standalone configuration (deploy-nginx.ts) for a built
 * site, answering on 127.0.0.1: the production server as the tests and benchmarks run it. Debian's
 * nginx with its Brotli modules (.ci/run installs them).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { freePort } from './free-port.ts';
import { join } from 'node:path';
import { nginxConfigFor } from './deploy-nginx.ts';

export const NGINX = '/usr/sbin/nginx';

export interface RunningServer {
  url: string;
  port: number;
  stop: () => Promise<void>;
}

/** Starts nginx for the site at `root`, its prefix (configuration, temporary folders) in a new folder under `work`. */
export async function startNginx(root: string, work: string): Promise<RunningServer> {
  const port = await freePort();
  const prefix = await mkdtemp(join(work, 'nginx-'));
  for (const d of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) await mkdir(join(prefix, d));
  await writeFile(
    join(prefix, 'nginx.conf'),
    await nginxConfigFor(root, {
      listen: `127.0.0.1:${port}`,
      standalone: true,
      prefix,
      // As root (CI), the workers read the caller's own folders as root too; otherwise nginx runs as the caller.
      user: process.getuid?.() === 0 ? 'root' : undefined,
    }),
  );
  const child: ChildProcess = spawn(NGINX, ['-c', join(prefix, 'nginx.conf'), '-p', prefix, '-g', 'daemon off;'], { stdio: 'inherit' });
  const url = `http://127.0.0.1:${port}`;
  // Ready when it answers (however long a busy machine takes to start it).
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    const ok = await fetch(url + '/').then(
      () => true,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
      }),
  };
}
