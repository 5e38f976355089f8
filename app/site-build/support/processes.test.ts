/** The one naming rule for what a process writes outside its build folder, and the sweep that reads it back. */
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ownName, ownNamePattern, removeLeftoversOfDeadProcesses, replaceFile } from './processes.ts';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('a process’s own names', () => {
  it('end in its id, which the pattern of the same name reads back, and nothing else', () => {
    expect(ownName('server')).toBe(`server-${process.pid}`);
    expect(ownName('.staging', 12)).toBe('.staging-12');
    const server = ownNamePattern('server');
    expect(server.exec(ownName('server'))?.[1]).toBe(String(process.pid));
    expect([server.exec('preserver-12'), server.exec('server-12x'), server.exec('server')]).toEqual([null, null, null]);
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
