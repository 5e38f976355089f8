/**
 * Every command of the project, as an operator types it: `--help` prints its usage and does nothing
 * else (the folders it would write are as they were), and an option it does not know is refused by
 * name with exit code 2 before any work. Rollback, which changes what visitors see, also refuses a
 * mistyped option and says what it would do with --dry-run.
 */
import { spawn } from 'node:child_process';
import { lstat, mkdir, mkdtemp, readdir, readlink, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapBounded } from '../../app/site-build/support/map-bounded.ts';
import { ROOT } from '../support/build.ts';
import { discard } from '../support/discard.ts';

/** Each npm script with options and the file it runs (`npm run X` is `tsx FILE`, or `node FILE` for the build's launcher: package.json). */
const COMMANDS: Record<string, string> = {
  build: 'app/site-build/launch.mjs',
  validate: 'app/site-build/launch.mjs',
  rollback: 'app/site-build/rollback.ts',
  publisher: 'app/publisher/publisher.ts',
  start: 'app/server/start.ts',
  dev: 'app/server/dev.ts',
  'deploy:nginx': 'app/tools/deploy-nginx.ts',
  bench: 'app/tools/bench.ts',
  'bench:search': 'app/tools/bench-search.ts',
  'bench:images': 'app/tools/bench-images.ts',
  'bench:lighthouse': 'app/tools/bench-lighthouse.ts',
  'bench:first-load': 'app/tools/first-load.ts',
  'test:visual': 'tests/visual/run.ts',
  'sample-imagery': 'app/tools/sample-imagery.ts',
  generate: 'app/tools/generate.ts',
};
/** What the commands write by default: their size and time, every file. */
const WRITTEN = ['dist', 'generated', 'docs/screenshots', 'tests/visual/stories', 'bench', 'content/media', 'content/pages'];

function run(file: string, args: string[], env: Record<string, string> = {}) {
  const extra = file === COMMANDS.build && args[0] === 'validate' ? ['--check'] : [];
  const loader = file.endsWith('.mjs') ? [] : ['--import', 'tsx'];
  return new Promise<{ status: number | null; out: string; err: string }>((done) => {
    const child = spawn(process.execPath, [...loader, file, ...extra, ...args.slice(1)], {
      cwd: ROOT,
      env: { ...process.env, ...env },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.once('close', (status) => done({ status, out, err }));
  });
}

async function stamps(): Promise<string[]> {
  const all: string[] = [];
  for (const dir of WRITTEN) {
    const entries = await readdir(join(ROOT, dir), { recursive: true, withFileTypes: true }).catch(() => []);
    for (const e of entries) {
      const s = await lstat(join(e.parentPath, e.name)).catch(() => null);
      if (s) all.push(`${join(e.parentPath, e.name)} ${s.size} ${s.mtimeMs}`);
    }
    const link = await readlink(join(ROOT, dir)).catch(() => null);
    if (link) all.push(`${dir} -> ${link}`);
  }
  return all.sort();
}

describe('every command', () => {
  let before: string[];
  const results: Record<string, { help: Awaited<ReturnType<typeof run>>; unknown: Awaited<ReturnType<typeof run>> }> = {};
  beforeAll(async () => {
    before = await stamps();
    await mapBounded(Object.entries(COMMANDS), 2, async ([name, file]) => {
      results[name] = { help: await run(file, [name, '--help']), unknown: await run(file, [name, '--no-such-option']) };
    });
  }, 120_000);

  it.each(Object.keys(COMMANDS))('npm run %s: --help prints its usage, exits 0 and changes nothing', (name) => {
    const { help } = results[name]!;
    expect(help.status, help.err).toBe(0);
    expect(help.out).toMatch(/^npm (run [\w:-]+|start): .+\n\nUsage: /);
    for (const part of ['Options:', '--help, -h', 'Exit codes:', '  2  ', 'Example: ']) expect(help.out).toContain(part);
  });

  it.each(Object.keys(COMMANDS))('npm run %s: an unknown option is refused by name, exit 2', (name) => {
    const { unknown } = results[name]!;
    expect(unknown.status).toBe(2);
    expect(unknown.err).toMatch(/: unknown option --no-such-option\nRun `npm (run [\w:-]+|start) -- --help` for its options\.\n$/);
    expect(unknown.err).not.toMatch(/\bat \S+:\d+:\d+/); // no stack trace
  });

  it('left every folder the commands write as it was', async () => {
    expect(await stamps()).toEqual(before);
  });
});

describe('npm run rollback on a published site with an earlier build', () => {
  let dir: string;
  let out: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'museo-rollback-'));
    out = join(dir, 'dist');
    for (const build of ['b1', 'b2']) {
      await mkdir(join(`${out}.builds`, build, 'page-data'), { recursive: true });
      await writeFile(join(`${out}.builds`, build, 'page-data/app-data.json'), JSON.stringify({ buildHash: build, pages: 1 }));
    }
    await writeFile(join(`${out}.builds`, '.previous'), 'b1');
    await symlink('dist.builds/b2', out);
  });
  afterAll(() => discard(dir));

  it('rolls nothing back for a mistyped option, nor for --dry-run, which says what it would do', async () => {
    const typo = await run('app/site-build/rollback.ts', ['rollback', '--outt', out]);
    expect(typo.status).toBe(2);
    expect(typo.err).toContain('unknown option --outt; did you mean --out?');
    const dry = await run('app/site-build/rollback.ts', ['rollback', '--out', out, '--dry-run']);
    expect(dry.status, dry.err).toBe(0);
    expect(dry.out).toContain(`would switch ${out} from ${join(`${out}.builds`, 'b2')} back to ${join(`${out}.builds`, 'b1')}`);
    expect(await readlink(out)).toBe('dist.builds/b2');
    const done = await run('app/site-build/rollback.ts', ['rollback', '--out', out]);
    expect(done.status, done.err).toBe(0);
    expect(done.out).toContain(`live now ${join(`${out}.builds`, 'b1')}, before ${join(`${out}.builds`, 'b2')}`);
  });

  it('refuses a folder that is not a published build of this site', async () => {
    const other = join(dir, 'other');
    await mkdir(other);
    const r = await run('app/site-build/rollback.ts', ['rollback', '--out', other]);
    expect(r.status).toBe(1);
    expect(r.err).toContain('is not a published build of this site');
    expect((await stat(other)).isDirectory()).toBe(true);
  });
});
