/**
 * How the build's heap grows with the size of the site (app/site-build/support/memory.ts): V8's own choice
 * below LARGE_SITE_DOCUMENTS page documents, a heap kept within half again what it holds from there on,
 * decided from the source's page list before any document is read.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesystemSource } from '../../app/site-build/content/content-source.ts';
import { loadContent } from '../../app/site-build/content/load-content.ts';
import { heapPolicyFor, LARGE_SITE_DOCUMENTS } from '../../app/site-build/support/memory.ts';

describe('the heap policy of a build', () => {
  it('leaves V8 its own choice below the threshold, and keeps the heap near what it holds from it on', () => {
    expect(heapPolicyFor(0)).toBeNull();
    expect(heapPolicyFor(44_000)).toBeNull();
    expect(heapPolicyFor(LARGE_SITE_DOCUMENTS - 1)).toBeNull();
    expect(heapPolicyFor(LARGE_SITE_DOCUMENTS)).toBe('--heap-growing-percent=50');
    expect(heapPolicyFor(100_632)).toBe('--heap-growing-percent=50');
  });

  it('names a flag the V8 of this Node knows (an unknown one is refused as a bad option)', () => {
    const run = (flag: string) => spawnSync(process.execPath, [flag, '-e', 'process.exit(0)'], { encoding: 'utf8' });
    const known = run(heapPolicyFor(LARGE_SITE_DOCUMENTS)!);
    expect(known.stderr).toBe('');
    expect(known.status).toBe(0);
    expect(run('--heap-growing-percentage=50').status).not.toBe(0);
  });

  it('is decided from the page list, before any document is read', async () => {
    const source = filesystemSource(resolve(import.meta.dirname, '../../content'));
    const listed = (await source.pageList()).length;
    let told: number | undefined;
    let readBefore = -1;
    let reads = 0;
    const counting = { ...source, readPage: (name: string) => (reads++, source.readPage(name)) };
    await loadContent(counting, {
      onPageList: (documents) => {
        told = documents;
        readBefore = reads;
      },
    });
    expect(told).toBe(listed);
    expect(readBefore).toBe(0);
    expect(reads).toBe(listed);
  });
});
