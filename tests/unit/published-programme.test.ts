/**
 * Today's programme as a draft preview reads it from the published build (publishedProgramme): the files
 * that are programmes, by language; a file missing, damaged or of another shape is left out, as the
 * browser leaves it out, so a draft of the home page shows no programme rather than no page.
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { programmeFile, publishedProgramme } from '../../app/site-build/render/programme.ts';
import { discard } from '../support/discard.ts';

let dir: string;
const write = async (lang: 'es' | 'en' | 'ca' | 'eu', text: string) => {
  const file = join(dir, programmeFile(lang));
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
};
const programme = { from: 1, until: 2, entries: [{ bundle: 'activity', path: '/actividades/a', title: 'A', times: [1] }] };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'museo-programme-'));
  await write('es', JSON.stringify(programme));
  await write('en', '{"from": 1, "until": ');
  await write('ca', JSON.stringify({ from: 'x' }));
  await write('eu', JSON.stringify({ ...programme, entries: [{ ...programme.entries[0], path: '//evil.example/' }] }));
});
afterAll(() => discard(dir));

it('keeps the files that are programmes, and leaves out the missing, damaged and foreign ones', async () => {
  expect(await publishedProgramme(dir)).toEqual({ es: programme });
});
