/**
 * An edit's search records, staged for publishing: the lists it returns (and the index then takes
 * instead of reading the files again) are the lists a reader of the files gets, field for field.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from '../../../generated/types/content.ts';
import { samplePagesByFile } from '../../../pages/fixtures/sample-content.ts';
import { readSearchRecords, recordsByLanguage, SEARCH_STATE_DIR, searchEdit, stageSearchRecords, writeJsonList } from './search-records.ts';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('the search records an edit stages', () => {
  it('are returned as reading them back gives them, for the languages it touched alone', async () => {
    dir = await mkdtemp(join(tmpdir(), 'museo-records-'));
    const [live, staging] = [join(dir, 'live'), join(dir, 'staging')];
    await mkdir(join(live, SEARCH_STATE_DIR), { recursive: true });
    const pages = Object.values(samplePagesByFile);
    for (const [lang, list] of recordsByLanguage(pages)) await writeJsonList(join(live, SEARCH_STATE_DIR, `${lang}.records.json`), list);

    // An artwork retitled, the home page read again unchanged, a press note removed: Spanish alone.
    const artwork = samplePagesByFile['es/obra-noche-meseta']!;
    const edited = { ...artwork, title: { ...artwork.title, value: 'Noche zafirina' } } as Page;
    const made = searchEdit([edited, samplePagesByFile['es/inicio']!], [samplePagesByFile['es/prensa-families']!.url.path], []);
    // One of its fields left undefined, as code may leave an optional one: a file cannot hold it.
    const edit = {
      ...made,
      records: made.records.map((r) => (r.url === edited.url.path ? { ...r, filters: { ...r.filters, type: undefined } } : r)),
    };
    const staged = await stageSearchRecords(live, staging, edit);
    expect([...staged.keys()]).toEqual(['es']);
    expect(staged.get('es')!.find((r) => r.url === edited.url.path)?.title).toBe('Noche zafirina');

    // Field for field what a reader of the written file gets (no field a JSON file cannot hold).
    const read = await readSearchRecords(staging);
    expect(staged).toStrictEqual(read);
    // And taken as they are, not read again, by whoever is given them.
    expect((await readSearchRecords(staging, undefined, staged)).get('es')).toBe(staged.get('es'));
    expect((await readSearchRecords(live, new Set(['en']), staged)).get('en')).toStrictEqual((await readSearchRecords(live)).get('en'));
  });
});
