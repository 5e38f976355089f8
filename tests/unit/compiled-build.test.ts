/**
 * The compiled build (app/site-build/compiled-build.mjs, run by launch.mjs for every build): on a small
 * project of its own, it runs what the sources say now, never an older compilation of them; it compiles
 * once for sources that did not change; each module keeps its own import.meta; a module imported on
 * demand is loaded only on demand; an import kept for its effect runs; a browser-only asset import is
 * nothing. And the real build runs compiled: `npm run build -- --help` from the compiled entry.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { compiledBuild } from '../../app/site-build/compiled-build.mjs';
import { ROOT } from '../support/build.ts';

let root: string;
const out = () => join(root, '.build/compiled');
const entry = () => join(root, 'src/main.ts');
/** Runs the project's entry compiled, in a process of its own, and returns what it printed. */
async function run() {
  const file = await compiledBuild({ root, entry: entry(), out: out() });
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', `await import(${JSON.stringify(pathToFileURL(file).href)})`], {
    encoding: 'utf8',
  });
  expect(r.status, r.stderr).toBe(0);
  return { file, printed: r.stdout.trim().split('\n') };
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'museo-compiled-'));
  await mkdir(join(root, 'src/deep'), { recursive: true });
  await writeFile(join(root, 'src/mode.ts'), `process.env.COMPILED_MODE = 'set first';\n`);
  await writeFile(join(root, 'src/value.ts'), `export const value: number = 1;\n`);
  await writeFile(join(root, 'src/deep/where.ts'), `export const where = (): string => import.meta.dirname + ' ' + import.meta.url;\n`);
  await writeFile(join(root, 'src/later.ts'), `console.log('later loaded');\nexport const later = 'later';\n`);
  await writeFile(join(root, 'src/browser.ts'), `import font from './font.woff2?url';\nexport const font2 = font;\n`);
  await writeFile(
    join(root, 'src/main.ts'),
    [
      `import './mode.ts';`,
      `import { value } from './value.ts';`,
      `import { where } from './deep/where.ts';`,
      `import { font2 } from './browser.ts';`,
      `console.log('mode ' + process.env.COMPILED_MODE);`,
      `console.log('value ' + value);`,
      `console.log('where ' + where());`,
      `console.log('font [' + font2 + ']');`,
      `if (process.env.LATER) console.log((await import('./later.ts')).later);`,
    ].join('\n'),
  );
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('the compiled build', () => {
  it('runs what the sources say, each module with its own import.meta, an import for its effect kept', async () => {
    const { printed } = await run();
    expect(printed).toEqual([
      'mode set first',
      'value 1',
      `where ${join(root, 'src/deep')} ${pathToFileURL(join(root, 'src/deep/where.ts')).href}`,
      'font []',
    ]);
  });

  it('loads a module imported on demand only when it is imported', async () => {
    const file = await compiledBuild({ root, entry: entry(), out: out() });
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', `await import(${JSON.stringify(pathToFileURL(file).href)})`], {
      encoding: 'utf8',
      env: { ...process.env, LATER: '1' },
    });
    expect(r.stdout.trim().split('\n').slice(-2)).toEqual(['later loaded', 'later']);
  });

  it('compiles once for sources that did not change, and again as soon as one does', async () => {
    const first = await run();
    const again = await run();
    expect(again.file).toBe(first.file);
    // What a compilation killed half way left (the project's temporary names, a process that is gone).
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    await mkdir(join(out(), `compiling.tmp-${dead}-1`));
    await writeFile(join(out(), `build.json.tmp-${dead}-1`), '{');
    await writeFile(join(root, 'src/value.ts'), `export const value: number = 2;\n`);
    const changed = await run();
    expect(changed.file).not.toBe(first.file);
    expect(changed.printed).toContain('value 2');
    // The compilation of the sources as they were stays an hour for builds still running from it; what
    // the dead compilation left is gone.
    expect((await readdir(out())).filter((n) => n !== 'build.json').length).toBe(2);
  });

  it('checks its sources again by their identity once they have settled, and sees one rewritten to the same size', async () => {
    // The sources as if written long before (only the clock this process reads moves).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_000 });
    try {
      const before = await run();
      expect((await run()).file).toBe(before.file);
      await writeFile(join(root, 'src/value.ts'), `export const value: number = 7;\n`);
      const after = await run();
      expect(after.file).not.toBe(before.file);
      expect(after.printed).toContain('value 7');
    } finally {
      vi.useRealTimers();
    }
  });

  it('compiles again over a manifest of another shape, never running what it names', async () => {
    const before = await run();
    // Its own key and toolchain, but no sources named: nothing says the compilation is current.
    const manifest = JSON.parse(await readFile(join(out(), 'build.json'), 'utf8'));
    await writeFile(join(out(), 'build.json'), JSON.stringify({ ...manifest, inputs: null }));
    const after = await run();
    expect(after.file).toBe(before.file);
    expect(after.printed).toEqual(before.printed);
  });

  it('is what npm run build runs: its usage, from the compiled entry', () => {
    const r = spawnSync(process.execPath, [join(ROOT, 'app/site-build/launch.mjs'), '--help'], { cwd: ROOT, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^npm run build: /);
  });
});
