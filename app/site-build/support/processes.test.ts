/**
 * The one naming rule for what a process writes outside its build folder, and the sweep that reads it
 * back: names carry the process's id and start time, so a restarted container's process with the id of
 * a killed one sweeps what that one left, and a live process in a PID namespace below is never swept.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ownName, ownNamePattern, processMark, removeLeftoversOfDeadProcesses, replaceFile, TEMP_NAME, tempName } from './processes.ts';
import { ROOT } from '../../../tests/support/build.ts';

/** This process's start time, in clock ticks after boot (/proc/<pid>/stat, field 22). */
const started = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]!;
};

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('a process’s own names', () => {
  it('end in its id and start time, which the pattern of the same name reads back, and nothing else', () => {
    const mark = `${process.pid}.${started(process.pid)}`;
    expect(processMark()).toBe(mark);
    expect(ownName('server')).toBe(`server-${mark}`);
    // A process /proc cannot say the start of (here one that does not exist) is named by its id alone.
    expect(ownName('.staging', 999_999_999)).toBe('.staging-999999999');
    const server = ownNamePattern('server');
    expect(server.exec(ownName('server'))?.slice(1)).toEqual([String(process.pid), started(process.pid)]);
    expect(server.exec('server-12')?.slice(1)).toEqual(['12', undefined]);
    expect([server.exec('preserver-12'), server.exec('server-12x'), server.exec('server-12.'), server.exec('server')]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(TEMP_NAME.exec(tempName('/x/entry.json'))?.slice(1)).toEqual([String(process.pid), started(process.pid)]);
    expect(TEMP_NAME.exec('entry.json.tmp-12-3')?.slice(1)).toEqual(['12', undefined]);
    const index = ownNamePattern('.staging', '.next');
    expect([index.exec('es-0.staging-34')?.[1], index.exec('es.records.json.next-56')?.[1], index.exec('es-0.staging')]).toEqual([
      '34',
      '56',
      null,
    ]);
  });

  it('are swept when their process has died, and kept while it runs', async () => {
    dir = await mkdtemp(join(tmpdir(), 'museo-own-names-'));
    const dead = spawnSync(process.execPath, ['-e', '0']).pid!;
    const folder = dir;
    for (const name of [ownName('server'), ownName('server', dead), ownName('.staging', dead), 'pictures']) await mkdir(join(folder, name));
    expect(await removeLeftoversOfDeadProcesses(folder, ownNamePattern('server'))).toEqual([ownName('server', dead)]);
    expect((await readdir(folder)).sort()).toEqual([ownName('.staging', dead), 'pictures', ownName('server')].sort());
  });

  it('are swept when a live process has their id but not their start time (a restarted container’s), and kept by id alone when they carry no start', async () => {
    dir = await mkdtemp(join(tmpdir(), 'museo-own-names-'));
    const before = `server-${process.pid}.${Number(started(process.pid)) - 1}`;
    const legacy = `server-${process.pid}`;
    for (const name of [before, legacy, ownName('server')]) await mkdir(join(dir, name));
    expect(await removeLeftoversOfDeadProcesses(dir, ownNamePattern('server'))).toEqual([before]);
    expect((await readdir(dir)).sort()).toEqual([legacy, ownName('server')].sort());
  });
});

const namespaces = spawnSync('unshare', ['--pid', '--fork', '--mount-proc', 'true']).status === 0;

describe.runIf(namespaces)('own names across PID namespaces (a container sharing the project)', () => {
  const inContainer: ChildProcess[] = [];
  afterEach(() => {
    for (const child of inContainer.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  });
  /** A process 1 of a PID namespace of its own that makes its own name in `dir`, sweeps it, and holds. */
  async function container(folder: string): Promise<{ child: ChildProcess; made: string; removed: string[] }> {
    const child = spawn(
      'unshare',
      [
        '--pid',
        '--fork',
        '--mount-proc',
        '--kill-child=SIGKILL',
        process.execPath,
        '--import',
        'tsx',
        'tests/support/own-name.ts',
        folder,
        'hold',
      ],
      { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] },
    );
    inContainer.push(child);
    // Its one line, or its end before it: a process that fails says so at once rather than leave the test waiting.
    const said = await new Promise<string>((line, failed) => {
      createInterface({ input: child.stdout! }).once('line', line);
      child.once('exit', (code) => failed(new Error(`the process in its own namespace ended (exit ${code}) before it said anything`)));
    });
    return { child, ...(JSON.parse(said) as { made: string; removed: string[] }) };
  }

  it('keeps what a live process below writes, and a restarted container’s process 1 sweeps what the killed one left', async () => {
    dir = await mkdtemp(join(tmpdir(), 'museo-own-names-'));
    const first = await container(dir);
    expect(first.made).toMatch(/^server-1\.\d+$/);
    // Process 1 here is another process, started at another time: the name is still judged live.
    expect(await removeLeftoversOfDeadProcesses(dir, ownNamePattern('server'))).toEqual([]);
    first.child.kill('SIGKILL');
    await once(first.child, 'exit');
    const second = await container(dir);
    expect(second.made).toMatch(/^server-1\.\d+$/);
    expect(second.made).not.toBe(first.made);
    expect(second.removed).toEqual([first.made]);
    expect(await removeLeftoversOfDeadProcesses(dir, ownNamePattern('server'))).toEqual([]);
    second.child.stdin!.end();
    await once(second.child, 'exit');
    expect(await removeLeftoversOfDeadProcesses(dir, ownNamePattern('server'))).toEqual([second.made]);
  });
});

describe('a file replaced whole', () => {
  it('holds the new bytes under its own name, with no temporary file left beside it', async () => {
    dir = await mkdtemp(join(tmpdir(), 'museo-replace-'));
    const file = join(dir, 'entry.json');
    await replaceFile(file, 'old');
    await replaceFile(file, Buffer.from('new'));
    expect(await readFile(file, 'utf8')).toBe('new');
    expect(await readdir(dir)).toEqual(['entry.json']);
  });

  it('leaves the old file as it was when the new one cannot be written', async () => {
    dir = await mkdtemp(join(tmpdir(), 'museo-replace-'));
    const file = join(dir, 'entry.json');
    await replaceFile(file, 'old');
    // A folder where the temporary file would go cannot be written into: the write fails before any rename.
    await expect(replaceFile(join(dir, 'missing', 'entry.json'), 'new')).rejects.toThrow(/ENOENT/);
    expect(await readFile(file, 'utf8')).toBe('old');
    expect(await readdir(dir)).toEqual(['entry.json']);
  });
});
