/** Runs the real build (`npm run build`) as a child process, the way a deploy does. */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');

export interface BuildRun {
  status: number | null;
  out: string;
  err: string;
}

export function runBuild(out: string, env: Record<string, string> = {}, ...args: string[]): BuildRun {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'app/build/build.ts', '--out', out, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  return { status: r.status, out: r.stdout, err: r.stderr };
}
