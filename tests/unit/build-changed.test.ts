/**
 * An edit whose changed documents the CMS's hooks named (`--changed`, as the publishing service builds
 * when every event names its files): the page list comes from the published build's record, only the
 * named documents are read, and the result is byte for byte a clean build's. The list is read once the
 * edit is live, beside its search records, and what changed without a hook is named in the report for the next build. A named
 * document that is gone is left out of the record's documents; one new to the site comes after them,
 * unless it is refused (its place in the list decides which of two pages claiming one address is kept):
 * then the build reads the list.
 */
import { readFile, writeFile, cp } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { serveContent } from '../../app/tools/local-cms.ts';
import { againstCleanBuild, loadFixture, ROOT, runBuildAsync, type Fixture } from '../support/build.ts';
import type { BuildState } from '../../app/site-build/publish/build-state.ts';

let fixture: Fixture | undefined;
afterEach(async () => {
  await fixture?.cleanup();
  fixture = undefined;
});

const ARTWORK = 'es/obra-noche-meseta.json';
const OTHER = 'es/obra-amarillo.json';
const PRESS = 'es/prensa-families.json';
const ARTWORK_EN = 'en/artwork-noche-meseta.json';

/** A build told that only `files` changed (and the other options given). */
async function buildChanged(f: Fixture, files: string[], ...args: string[]) {
  const list = join(f.content, '..', `changed-${Date.now()}.json`);
  await writeFile(list, JSON.stringify(files));
  return f.build('--changed', list, ...args);
}
const html = (f: Fixture, path: string) => readFile(join(f.out, `${path}.html`), 'utf8');

describe('an edit the hooks named', () => {
  it(
    'reads the named documents only, publishes what a clean build makes, and names a change no hook named',
    { timeout: 240_000 },
    async () => {
      fixture = await loadFixture(['es/inicio.json', ARTWORK, OTHER, 'es/obra-ciudad.json', PRESS]);
      const first = fixture.build();
      expect(first.status, first.err).toBe(0);

      // Two artworks saved; the hook for the second was lost on its way.
      await fixture.edit(ARTWORK, (p) => (p.title.value = 'Noche en la meseta (revisada)'));
      await fixture.edit(OTHER, (p) => (p.title.value = 'Estudio amarillo (revisado)'));
      // The publishing service says another event waits (--defer-index): the search is the next build's.
      const more = join(fixture.content, '..', 'more-events');
      await writeFile(more, '');
      const named = await buildChanged(fixture, [ARTWORK], '--defer-index', more);
      expect(named.status, named.err).toBe(0);
      expect(named.report!.search).toMatchObject({
        deferred: true,
        recordsDeferred: true,
        recent: { byLanguage: { es: { records: 1, superseded: 1 } }, unbridged: [] },
      });
      expect(JSON.parse(await readFile(join(fixture.out, 'pagefind/pagefind-entry.json'), 'utf8')).recent).toHaveProperty('es');
      expect(named.report).toMatchObject({ outcome: 'published-in-place', pages: { listed: false, rendered: 1 } });
      // The named document and the home page (it shows today's programme) read; no other.
      expect(named.report!.pages.rechecked).toBe(2);
      expect(await html(fixture, 'coleccion/obra/noche-meseta')).toContain('Noche en la meseta (revisada)');
      expect(await html(fixture, 'coleccion/obra/estudio-amarillo')).not.toContain('(revisado)');
      // The work's row in the collection's data and its room's IIIF collection follow in the same publish.
      expect(await readFile(join(fixture.out, 'data/collection.es.jsonl'), 'utf8')).toContain('"title":"Noche en la meseta (revisada)"');
      expect(await readFile(join(fixture.out, 'iiif/rooms/205.10.json'), 'utf8')).toContain('"Noche en la meseta (revisada)"');
      // Found through its recent part, it left its search records and the page list to the next build, in its record.
      expect(named.report!.phases.map((p) => p.name)).not.toContain('search records');
      expect(named.report).not.toHaveProperty('unnamed');
      expect(await readFile(join(fixture.out, '.search/es.records.json'), 'utf8')).not.toContain('(revisada)');
      const record = async () => JSON.parse(await readFile(join(fixture!.out, '.build-state.json'), 'utf8')) as BuildState;
      expect((await record()).searchBehind).toMatchObject({
        documents: [ARTWORK],
        changed: expect.arrayContaining(['/coleccion/obra/noche-meseta']),
      });

      // The next, the press note's, makes both edits' records; once live, the list showed the lost one changed: named for the next build.
      await fixture.edit(PRESS, (p) => (p.title.value = 'Programa para familias (revisado)'));
      const press = await buildChanged(fixture, [PRESS]);
      expect(press.status, press.err).toBe(0);
      expect(press.report!.unnamed).toEqual([OTHER]);
      expect(press.report!.search).toMatchObject({
        recent: { byLanguage: { es: { records: 2 } } },
        byLanguage: { es: expect.any(Number) },
      });
      expect(await readFile(join(fixture.out, '.search/es.records.json'), 'utf8')).toContain('(revisada)');
      expect(await record()).not.toHaveProperty('searchBehind');

      const next = await buildChanged(fixture, [OTHER]);
      expect(next.status, next.err).toBe(0);
      expect(next.report).toMatchObject({ pages: { listed: false, rendered: 1 }, unnamed: [] });
      expect(next.report!.search).not.toHaveProperty('deferred');
      expect(JSON.parse(await readFile(join(fixture.out, 'pagefind/pagefind-entry.json'), 'utf8'))).not.toHaveProperty('recent');
      expect(await html(fixture, 'coleccion/obra/estudio-amarillo')).toContain('Estudio amarillo (revisado)');

      // Byte for byte what a clean build of the same content makes (beside the search files kept a generation).
      const same = await againstCleanBuild(fixture);
      expect(same.build.status, same.build.err).toBe(0);
      for (const f of same.extra) expect(f).toMatch(/^pagefind\//);
      expect(same.edited).toEqual(same.clean);
    },
  );

  it(
    "leaves named documents that are gone out of the record, and their work out of the collection's files",
    { timeout: 240_000 },
    async () => {
      // The artwork is the only one in its room; the other one is on loan.
      fixture = await loadFixture(['es/inicio.json', ARTWORK, 'es/obra-ciudad.json', PRESS]);
      expect(fixture.build().status).toBe(0);
      expect(await readFile(join(fixture.out, 'iiif/rooms/205.10.json'), 'utf8')).toContain('noche-meseta.json');
      // Unpublished: the CMS no longer has them (nor lists them): the record stands for the list without them.
      await fixture.remove(PRESS);
      await fixture.remove(ARTWORK);
      const gone = await buildChanged(fixture, [PRESS, ARTWORK]);
      expect(gone.status, gone.err).toBe(0);
      expect(gone.report).toMatchObject({ outcome: 'published-in-place', pages: { listed: false }, unnamed: [] });
      expect(gone.out).not.toMatch(/reading the page list/);
      const served = Object.keys(await fixture.served());
      expect(served).not.toContain('prensa/programa-familias.html');
      // The work is out of the collection's files: its manifest and its room's collection gone, its row too.
      expect(served).not.toContain('iiif/manifests/coleccion/obra/noche-meseta.json');
      expect(served).not.toContain('iiif/rooms/205.10.json');
      expect(await readFile(join(fixture.out, 'data/collection.es.jsonl'), 'utf8')).not.toContain('noche-meseta');
      // What a clean build of the same content makes (beside the search files kept a generation).
      const same = await againstCleanBuild(fixture);
      expect(same.build.status, same.build.err).toBe(0);
      for (const f of same.extra) expect(f).toMatch(/^pagefind\//);
      expect(same.edited).toEqual(same.clean);
    },
  );

  it(
    'adds a translation without the page list, as a clean build does, and reads the list when a new document is refused',
    { timeout: 240_000 },
    async () => {
      // The Spanish artwork without its English translation yet; the press note after it in the list.
      fixture = await loadFixture(['es/inicio.json', ARTWORK, PRESS]);
      await fixture.edit(ARTWORK, (p) => (p.translations = []));
      expect(fixture.build().status).toBe(0);
      expect(await html(fixture, 'coleccion/obra/noche-meseta')).not.toContain('hreflang="en"');
      const manifest = async () =>
        JSON.parse(await readFile(join(fixture!.out, 'iiif/manifests/coleccion/obra/noche-meseta.json'), 'utf8'));
      expect((await manifest()).label).toEqual({ es: ['Noche en la meseta'] });

      // Translated in the CMS: the English document is new, and the Spanish one lists it; the hook names both.
      await cp(join(ROOT, 'content/pages', ARTWORK_EN), join(fixture.content, 'pages', ARTWORK_EN));
      await fixture.edit(
        ARTWORK,
        (p) => (p.translations = [{ language: { id: 'en' }, url: { path: '/en/collection/artwork/night-plateau' } }]),
      );
      const added = await buildChanged(fixture, [ARTWORK_EN, ARTWORK]);
      expect(added.status, added.err).toBe(0);
      expect(added.report).toMatchObject({ outcome: 'published-in-place', pages: { listed: false }, unnamed: [] });
      expect(added.out).not.toMatch(/reading the page list/);
      // The Spanish page, read again for its new link, gives its work what it gave: the Spanish data files are as they were.
      expect(added.report?.collectionData).toEqual(['en']);
      expect(await html(fixture, 'en/collection/artwork/night-plateau')).toContain('Night on the plateau');
      // The work's IIIF manifest, one for its translations, in the same publish.
      expect((await manifest()).label).toEqual({ es: ['Noche en la meseta'], en: ['Night on the plateau'] });
      // Its row in the English data, and the English label of its room's collection.
      expect(await readFile(join(fixture.out, 'data/collection.en.jsonl'), 'utf8')).toContain('"title":"Night on the plateau"');
      expect(JSON.parse(await readFile(join(fixture.out, 'iiif/rooms/205.10.json'), 'utf8')).label).toEqual({
        es: ['Sala 205.10'],
        en: ['Room 205.10'],
      });
      expect(await html(fixture, 'coleccion/obra/noche-meseta')).toMatch(
        /hreflang="en" href="[^"]*\/en\/collection\/artwork\/night-plateau"/,
      );
      // The record is in the list's order again (en/ before es/), so the next build's documents are a clean build's.
      const record = JSON.parse(await readFile(join(fixture.out, '.build-state.json'), 'utf8')) as { sources: Record<string, unknown> };
      expect(Object.keys(record.sources)).toEqual([ARTWORK_EN, 'es/inicio.json', ARTWORK, PRESS]);
      const same = await againstCleanBuild(fixture);
      expect(same.build.status, same.build.err).toBe(0);
      for (const f of same.extra) expect(f).toMatch(/^pagefind\//);
      expect(same.edited).toEqual(same.clean);

      // A new document claiming the press note's address: the list decides which is kept, so it is read.
      const press = JSON.parse(await readFile(join(fixture.content, 'pages', PRESS), 'utf8'));
      await writeFile(join(fixture.content, 'pages', 'es/aaa-copia.json'), JSON.stringify({ ...press, id: '99001', uuid: undefined }));
      const clash = await buildChanged(fixture, ['es/aaa-copia.json'], '--keep-going');
      expect(clash.report).toMatchObject({ pages: { listed: true } });
      expect(clash.out).toMatch(/es\/aaa-copia\.json, new to the site, was refused: reading the page list/);
    },
  );

  it('leaves out a named document the CMS answers 404 for, over HTTP as in production', { timeout: 240_000 }, async () => {
    fixture = await loadFixture(['es/inicio.json', ARTWORK, PRESS]);
    const cms = await serveContent(fixture.content);
    try {
      const env = { CMS_URL: cms.url };
      const first = await runBuildAsync(fixture.out, env);
      expect(first.status, first.err).toBe(0);
      await fixture.remove(PRESS);
      const list = join(fixture.content, '..', 'changed-http.json');
      await writeFile(list, JSON.stringify([PRESS]));
      const asked = (path: string) => cms.requests.get(path) ?? 0;
      const before = { doc: asked(`pages/${PRESS}`), list: asked('pages/index.json') };
      const gone = await runBuildAsync(fixture.out, env, '--changed', list);
      expect(gone.status, gone.err).toBe(0);
      expect(gone.report).toMatchObject({ outcome: 'published-in-place', pages: { listed: false }, unnamed: [] });
      expect(Object.keys(await fixture.served())).not.toContain('prensa/programa-familias.html');
      // Found gone when read (a CMS over HTTP tells it no sooner), asked for once; the page list once,
      // after the pages were live (the look for a change no hook named), not to build them.
      expect(asked(`pages/${PRESS}`) - before.doc).toBe(1);
      expect(asked('pages/index.json') - before.list).toBe(1);
      // The list is asked for before the search records are made, and waited for beside them: an edit
      // saved meanwhile waits for the longer of the two, not for both (phases are timed from the start).
      const phase = (name: string) => gone.report!.phases.find((p) => p.name === name)!;
      expect(phase('page list check').at).toBeLessThanOrEqual(phase('search records').at);
    } finally {
      cms.close();
    }
  });
});
