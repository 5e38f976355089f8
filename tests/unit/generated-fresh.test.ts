import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const fresh = mkdtempSync(join(tmpdir(), 'generated-'));
afterAll(() => rmSync(fresh, { recursive: true, force: true }));

const list = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
    .sort();

describe('generated/', () => {
  it('is what `npm run generate` makes from schemas/ today (run it and commit the result)', () => {
    execFileSync(process.execPath, ['--import', 'tsx', 'app/tools/generate.ts', '--out', fresh], { cwd: root, stdio: 'pipe' });
    const committed = join(root, 'generated');
    expect(list(committed)).toEqual(list(fresh));
    for (const file of list(fresh)) {
      expect(readFileSync(join(committed, file), 'utf8'), `generated/${file} is stale`).toBe(readFileSync(join(fresh, file), 'utf8'));
    }
  }, 60_000);
});
