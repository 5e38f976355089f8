/**
 * The stack a museum would pick today, on the same content and machine, in the same minutes (npm run
 * bench -- --astro): Astro 5.18 renders the page documents with a plain template and Pagefind's CLI
 * indexes its HTML (bench/astro-pagefind/, installed there on first use).
 */
import { execFileSync, spawn } from 'node:child_process';
import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { childrenCpuSeconds, load } from './bench-build.ts';
import { probeMachine, type MachineProbe } from './machine-probe.ts';

/** What Astro + Pagefind did with the same content: each step's wall seconds, the pages each made, the CPU of both. */
export interface AstroRun {
  pages: number;
  astroSeconds: number;
  pagefindSeconds: number;
  wallSeconds: number;
  pagesPerSecond: number;
  indexedPages: number;
  cpuSeconds: number | null;
  loadBefore: number;
  probeBefore: MachineProbe;
}

/** Runs `args` with Node in `cwd` and gives its output; throws with it when the process fails. */
async function runNode(cwd: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const child = spawn(process.execPath, args, { cwd, env });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (output += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (output += d));
  const status = await new Promise<number | null>((done) => child.on('close', done));
  if (status !== 0) throw new Error(`${args.join(' ')} failed in ${cwd}:\n${output}`);
  return output;
}

/**
 * Astro's build of the content into `outDir` (a new folder: nothing is removed just before), then
 * Pagefind's CLI over it: cold (Astro's cache removed first), on a settled disk (./disk-settle.ts).
 * The outputs are removed with the benchmark's folder at the end.
 */
export async function astroAndPagefind(root: string, content: string, outDir: string, settled: () => Promise<void>): Promise<AstroRun> {
  const astroDir = join(root, 'bench/astro-pagefind');
  if (!(await stat(join(astroDir, 'node_modules/astro')).catch(() => null)))
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: astroDir, stdio: 'inherit' });
  for (const cache of ['node_modules/.astro', '.astro']) await rm(join(astroDir, cache), { recursive: true, force: true });
  await settled();
  const probeBefore = probeMachine();
  const loadBefore = load();
  const cpuBefore = await childrenCpuSeconds();
  const started = performance.now();
  const env = { ...process.env, CONTENT_DIR: content, ASTRO_TELEMETRY_DISABLED: '1' };
  const astro = await runNode(astroDir, ['node_modules/astro/astro.js', 'build', '--outDir', outDir], env);
  const built = performance.now();
  const pagefind = await runNode(astroDir, ['node_modules/pagefind/lib/runner/bin.cjs', '--site', outDir], env);
  const done = performance.now();
  const cpuAfter = await childrenCpuSeconds();
  const pages = Number(/(\d+) page\(s\) built/.exec(astro)?.[1]);
  const indexedPages = Number(/Indexed (\d+) pages/.exec(pagefind)?.[1]);
  if (!pages || !indexedPages) throw new Error(`unexpected output from Astro or Pagefind:\n${astro}\n${pagefind}`);
  const wallSeconds = (done - started) / 1000;
  return {
    pages,
    astroSeconds: Math.round((built - started) / 100) / 10,
    pagefindSeconds: Math.round((done - built) / 100) / 10,
    wallSeconds: Math.round(wallSeconds * 10) / 10,
    pagesPerSecond: Math.round((pages / wallSeconds) * 10) / 10,
    indexedPages,
    cpuSeconds: cpuBefore === null || cpuAfter === null ? null : Math.round((cpuAfter - cpuBefore) * 10) / 10,
    loadBefore,
    probeBefore,
  };
}
