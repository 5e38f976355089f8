/**
 * The record for the next build as a process that stays warm writes it again after each edit: each
 * entry unchanged since copied from the record it wrote before (renamed into place since, as a build
 * does), and the file byte for byte the one a fresh process writes of the same record, whatever changed
 * between the writes (an entry replaced, one rebuilt with the same fields, a field set in place, entries
 * gone and added); a record written over the one it would copy from is made whole.
 */
import { mkdir, mkdtemp, readFile, rename } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emptyState } from '../../app/site-build/pipeline/build-run.ts';
import { writeBuildState, type BuildState, type PageRecord } from '../../app/site-build/publish/build-state.ts';
import { STATE_FILE } from '../../app/site-build/publish/record-head.ts';
import { copyFromLastRecord } from '../../app/site-build/publish/record-writer.ts';
import { discard } from '../support/discard.ts';

let dir: string;
beforeAll(async () => void (dir = await mkdtemp(join(tmpdir(), 'museo-record-'))));
afterAll(() => discard(dir));
// The switch is the process's: no other test in this worker copies from a record kept open.
afterEach(() => copyFromLastRecord(false));

const page = (n: number): PageRecord => ({
  key: `key-${n}`,
  files: [`obra/${n}.html`, `page-data/obra/${n}.page-data.json`],
  ids: '\nroot\nmain\n',
  links: [0, 1, n % 7],
  sitemap: `  <url>\n    <loc>https://www.museo.example/obra/${n}</loc>\n  </url>`,
});

function museum(pages: number): Omit<BuildState, 'version'> {
  const { version: _, ...state } = emptyState('code-1');
  state.hrefs = ['/', '/en', '/obra'];
  for (let n = 0; n < pages; n++) {
    state.pages[`/obra/${n}`] = page(n);
    state.sources[`es/obra-${n}.json`] = { stamp: `v1-${n}`, path: `/obra/${n}`, id: `es:${n}` };
  }
  state.sources['es/rota.json'] = {
    stamp: 'v1',
    errors: [{ source: 'es/rota.json', pointer: '/title', expected: 'a title', found: 'null' }],
  };
  return state;
}

/**
 * What a process that copies nothing writes of `state`: the record as one JSON text, its fields in the
 * writer's order (the head, the lists, then the maps), its version the one the file says.
 */
async function fresh(state: Omit<BuildState, 'version'>, file: string): Promise<string> {
  const { version } = JSON.parse(await readFile(file, 'utf8')) as BuildState;
  const { code, settingsHash, renderedAt, hrefs, todayPages, feedFiles, sitemapParts, sources, pages, programme, feeds, works } = state;
  return JSON.stringify({
    version,
    code,
    settingsHash,
    renderedAt,
    hrefs,
    todayPages,
    feedFiles,
    sitemapParts,
    sources,
    pages,
    programme,
    feeds,
    works,
  });
}

/** As a build puts its record in place: written in a staging folder, then renamed over the published one. */
async function putInPlace(state: Omit<BuildState, 'version'>) {
  await mkdir(join(dir, 'staging'), { recursive: true });
  const staged = join(dir, 'staging', STATE_FILE);
  const figures = await writeBuildState(staged, state);
  await rename(staged, join(dir, STATE_FILE));
  return figures;
}
const published = () => readFile(join(dir, STATE_FILE), 'utf8');

describe('the record written again by a process that stays warm', () => {
  it('makes anew only the entries that changed, and writes what a fresh process writes', async () => {
    const state = museum(3_000);
    const file = join(dir, STATE_FILE);
    copyFromLastRecord(true);
    // The first write makes every entry (nothing kept yet).
    expect(await putInPlace(state)).toEqual({ entries: 6_001, made: 6_001 });
    expect(await published()).toBe(await fresh(state, file));

    // An edit: one page rendered again (a new record), every source record rebuilt with the same fields
    // but one (its stamp), one page gone with its document, one added with its document.
    state.pages['/obra/7'] = { ...page(7), key: 'key-7-edited' };
    for (const [name, r] of Object.entries(state.sources)) state.sources[name] = { ...r };
    state.sources['es/obra-8.json'] = { ...state.sources['es/obra-8.json']!, stamp: 'v2-8' };
    delete state.pages['/obra/9'];
    delete state.sources['es/obra-9.json'];
    state.pages['/obra/nueva'] = page(3_001);
    state.sources['es/obra-nueva.json'] = { stamp: 'v1', path: '/obra/nueva', id: 'es:3001' };
    expect(await putInPlace(state)).toEqual({ entries: 6_001, made: 4 });
    expect(await published()).toBe(await fresh(state, file));

    // A field set in place on a record kept from before: written as it is now.
    state.pages['/obra/10']!.key = 'key-10-set-in-place';
    expect(await putInPlace(state)).toEqual({ entries: 6_001, made: 1 });
    expect(await published()).toBe(await fresh(state, file));
    expect(await published()).toContain('"key":"key-10-set-in-place"');

    // The page gone and its address taken again by another page: its own entry, not the bytes of the one before.
    state.pages['/obra/9'] = { ...page(9), key: 'key-9-again' };
    expect(await putInPlace(state)).toEqual({ entries: 6_002, made: 1 });
    expect(await published()).toBe(await fresh(state, file));
    expect(JSON.parse(await published()).pages['/obra/9'].key).toBe('key-9-again');

    // Nothing changed, and the record written over the very file it would copy from: made whole.
    expect(await writeBuildState(file, state)).toEqual({ entries: 6_002, made: 6_002 });
    expect(await published()).toBe(await fresh(state, file));
    // And from that one, renamed into place as a build does, the next copies again.
    await rename(file, join(dir, 'moved.json'));
    expect(await putInPlace(state)).toEqual({ entries: 6_002, made: 0 });
    expect(await published()).toBe(await fresh(state, file));
  });

  it('keeps nothing in a process that does not stay warm', async () => {
    const state = museum(10);
    const file = join(dir, 'cold.json');
    expect(await writeBuildState(file, state)).toEqual({ entries: 21, made: 21 });
    expect(await writeBuildState(file, state)).toEqual({ entries: 21, made: 21 });
    expect(await readFile(file, 'utf8')).toBe(await fresh(state, file));
  });
});
