/**
 * Edits as editors and operators meet them, each on a fixture of the few pages it needs: an artwork and
 * an activity changed and a page removed are published in place (with the home and visit pages whose
 * programme the activity is in), equal to a clean build byte for byte; an edit that fails publishes
 * nothing; a published edit is rolled back; a page others link to cannot be removed silently; a build
 * killed half way leaves the site as it was. What each build did is read from its report.
 */
import { readdir, readFile, realpath } from 'node:fs/promises';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadFixture, madeBy, ROOT, runRollback, startBuild, type Fixture } from '../support/build.ts';

let fixture: Fixture | undefined;
afterEach(async () => {
  await fixture?.cleanup();
  fixture = undefined;
});

const ARTWORK = 'es/obra-noche-meseta.json';
const deadHrefs = (r: { report: { deadLinks: { href: string }[] } | null }) => r.report!.deadLinks.map((d) => d.href);

describe('an edit, published in place', () => {
  it('rebuilds only what changed, and the result is byte for byte a clean build of the same content', async () => {
    fixture = await loadFixture([
      'es/inicio.json',
      'es/visita.json',
      ARTWORK,
      'es/obra-amarillo.json',
      'es/obra-ciudad.json',
      'es/obra-composicion.json',
      'es/obra-horizonte.json',
      'es/obra-reticula.json',
      'es/prensa-families.json',
      'es/actividad-visita-paisajes.json',
      'es/radio-episodio-1.json',
      'en/home.json',
      'en/visit.json',
      'en/activity-visita-paisajes.json',
    ]);
    // Spanish search in parts (two pages at most in each): the edit re-indexes only the parts of its
    // pages. The sitemap in parts of four: the page removed is taken out of its part.
    const shards = ['--search-shard', '2', '--sitemap-urls', '4'];
    const first = fixture.build(...shards);
    expect(first.status, first.err).toBe(0);
    expect(first.report).toMatchObject({ outcome: 'published', kind: 'whole' });
    const publishedFolder = await realpath(fixture.out);
    expect(await readFile(join(fixture.out, 'feeds/press.xml'), 'utf8')).toContain('/prensa/programa-familias');

    // An editor changes one artwork and unpublishes a press note, and renames an activity of the coming
    // days: today's programme on the Spanish home and visit pages changes with it.
    await fixture.edit(ARTWORK, (p) => (p.title.value = 'Noche en la meseta (revisada)'));
    await fixture.remove('es/prensa-families.json');
    await fixture.edit('es/actividad-visita-paisajes.json', (p) => (p.title.value = 'Visita comentada (nueva hora)'));
    // And retitles a podcast episode: the radio's feed follows.
    await fixture.edit('es/radio-episodio-1.json', (p) => (p.title.value = 'Episodio 1: el horizonte (revisado)'));

    const next = fixture.build(...shards);
    expect(next.status, next.err).toBe(0);
    const r = next.report!;
    expect(r).toMatchObject({ outcome: 'published-in-place', kind: 'edit', bundles: 'published build' });
    // The artwork, the activity, the episode, and the Spanish home and visit pages (the English programme did not change).
    expect(r.pages.rendered).toBe(5);
    expect(r.pages.unchanged).toBe(r.pages.total - 5);
    // The three documents edited, and the four pages that show today's programme (read again every time).
    expect(r.pages.rechecked).toBe(7);
    // The press note's page and its data (and a part of the sitemap, when its addresses fit in one part fewer).
    expect(r.files.removed).toBeGreaterThanOrEqual(2);
    expect(existsSync(join(fixture.out, 'prensa/programa-familias.html'))).toBe(false);
    expect(existsSync(join(fixture.out, 'page-data/prensa/programa-familias.page-data.json'))).toBe(false);
    expect(r.liveSeconds).toBeLessThanOrEqual(r.seconds);
    expect(await readFile(join(fixture.out, 'page-data/programme-es.json'), 'utf8')).toContain('Visita comentada (nueva hora)');
    // The feeds follow the edit: the calendar's activity, the radio's episode, the press note gone from the press feed.
    expect(await readFile(join(fixture.out, 'feeds/programme.ics'), 'utf8')).toContain('SUMMARY:Visita comentada (nueva hora)');
    expect(await readFile(join(fixture.out, 'feeds/radio.xml'), 'utf8')).toContain('<title>Episodio 1: el horizonte (revisado)</title>');
    expect(await readFile(join(fixture.out, 'feeds/press.xml'), 'utf8')).not.toContain('/prensa/programa-familias');
    // Published in place: the same build folder, only the changed files moved into it.
    expect(await realpath(fixture.out)).toBe(publishedFolder);
    // Two pages changed and one went: not every one of Spanish's parts was indexed again, and no other
    // language's (its programme pages were read again, but their search records are the same).
    expect(Object.keys(r.search!.byLanguage)).toEqual(['es']);
    expect(r.search!.parts.total).toBeGreaterThanOrEqual(3);
    expect(r.search!.parts.indexed).toBeGreaterThanOrEqual(1);
    expect(r.search!.parts.indexed).toBeLessThan(r.search!.parts.total);
    // Search found the edit before Spanish was indexed again: its changed records on their own (the
    // artwork, the activity and the episode), replacing their results and the press note's.
    expect(r.search!.recent).toMatchObject({ byLanguage: { es: { records: 3, superseded: 4 } } });
    expect(r.search!.recent!.liveSeconds).toBeLessThanOrEqual(r.search!.liveSeconds);
    // And from the moment its pages were live, not after: made before they were published, published with them.
    expect(r.search!.recent!.liveSeconds).toBe(r.liveSeconds);
    const phases = r.phases.map((p) => p.name);
    expect(phases.indexOf('search, the edit first')).toBe(phases.indexOf('publish') - 1);
    // The entry the full index wrote names no recent part: the index is what a whole build makes.
    expect(JSON.parse(await readFile(join(fixture.out, 'pagefind/pagefind-entry.json'), 'utf8'))).not.toHaveProperty('recent');

    // A --clean build of the same content into a new folder (no record, no cached bundles) makes the same files.
    const inc = await fixture.served();
    const clean = fixture.build('--clean', ...shards);
    expect(clean.status, clean.err).toBe(0);
    expect(clean.report).toMatchObject({ outcome: 'published', kind: 'whole', bundles: 'bundled' });
    // The edit wrote only the feeds of the language it changed (Spanish); the clean build writes every language's.
    expect(r.feedFiles).toBeGreaterThan(0);
    expect(r.feedFiles).toBeLessThan(clean.report!.feedFiles);
    const full = await fixture.served();
    // Its assets, bundled afresh, were compressed by it (begun once its pages were rendered): each with both
    // copies, counted once in its report (and byte for byte the copies the edit's cached bundles have, below).
    const copied = Object.keys(full).filter((f) => /^assets\/.*\.br$/.test(f) && f.replace(/\.br$/, '.gz') in full);
    expect(copied.length).toBeGreaterThan(10);
    expect(clean.report!.compressed?.files).toBe(copied.length);
    // Every file of the clean build, byte for byte; beside them only the search index files the edit
    // replaced (kept one generation, for searches in flight during the switch).
    const extra = Object.keys(inc).filter((f) => !(f in full));
    expect(extra.length).toBeGreaterThan(0);
    for (const f of extra)
      expect(f).toMatch(/^pagefind\/(index|fragment|filter|shard)\/es_|^pagefind\/pagefind\.es_.*\.pf_meta(\.br|\.gz)?$/);
    for (const f of extra) delete inc[f];
    expect(inc).toEqual(full);
    expect(Object.keys(inc)).toContain('coleccion/obra/noche-meseta.html');
    expect(Object.keys(inc)).not.toContain('prensa/programa-familias.html');
    expect(await readFile(join(fixture.out, 'coleccion/obra/noche-meseta.html'), 'utf8')).toContain('Noche en la meseta (revisada)');
  });

  it('publishes nothing of an edit that fails, and rolls back an edit that was published', async () => {
    fixture = await loadFixture([ARTWORK, 'es/restauracion-noche-meseta.json', 'es/sala-205.json', 'es/colecciones.json']);
    // The search index in parts: what an edit adds to it (a part's new folder) is undone with it.
    const shards = ['--search-shard', '2'];
    const first = fixture.build(...shards);
    expect(first.status, first.err).toBe(0);
    const before = await fixture.served();
    // The fixture's menus lead to pages it does not have: --strict refuses it for those alone.
    const menus = new Set(deadHrefs(first));

    // An editor links to a page that does not exist: --strict refuses the edit, the site stays as it was.
    await fixture.edit(ARTWORK, (p) => (p.moreAbout.value = `${p.moreAbout.value}<p>Véase <a href="/no-existe">la ficha</a>.</p>`));
    const refused = fixture.build(...shards, '--strict');
    expect(refused.status).toBe(1);
    expect(refused.report).toMatchObject({ outcome: 'failed' });
    expect(deadHrefs(refused).filter((h) => !menus.has(h))).toEqual(['/no-existe']);
    expect(refused.err).toMatch(/\/no-existe: no such page or file/);
    expect(await fixture.served()).toEqual(before);
    expect((await readdir(await realpath(fixture.out))).filter((n) => n.startsWith('.staging'))).toEqual([]);
    // Nor the recent search part it began once it knew which pages went, before the link check refused it.
    expect((await readdir(join(fixture.out, '.search'))).filter((n) => n.includes('recent.staging'))).toEqual([]);

    // Without --strict it is published in place (with a warning); npm run rollback brings the site back.
    const published = fixture.build(...shards);
    expect(published.status, published.err).toBe(0);
    expect(published.report).toMatchObject({ outcome: 'published-in-place', pages: { rendered: 1 } });
    expect(await readFile(join(fixture.out, 'coleccion/obra/noche-meseta.html'), 'utf8')).toContain('/no-existe');
    const rolledBack = runRollback(fixture.out);
    expect(rolledBack.status, rolledBack.err).toBe(0);
    expect(rolledBack.out).toMatch(/undid the last edit/);
    expect(await fixture.served()).toEqual(before);

    // A page that others link to is unpublished: the unchanged pages' links to it are checked too.
    await fixture.remove(ARTWORK);
    const orphaning = fixture.build(...shards, '--strict');
    expect(orphaning.status).toBe(1);
    const lost = orphaning.report!.deadLinks.find((d) => d.href === '/coleccion/obra/noche-meseta');
    expect(lost?.pages).toBeGreaterThanOrEqual(3);
    expect(lost?.from).toContain('/colecciones');
    expect(orphaning.err).toMatch(/\n {2}\/coleccion\/obra\/noche-meseta: no such page or file \(linked from \/colecciones, /);
    expect(await fixture.served()).toEqual(before);
  });
});

describe('a build killed half way', () => {
  it('leaves the site as it was, and nothing a later build or a rollback takes for a published build', async () => {
    fixture = await loadFixture(['es/inicio.json', ARTWORK]);
    const { out, content } = fixture;
    const first = fixture.build();
    expect(first.status, first.err).toBe(0);
    const wasLive = await realpath(out);
    const builds = `${out}.builds`;

    // A second whole build, killed (SIGKILL: no handler runs) once it is writing its own folder. --clean:
    // it bundles in a process of its own, which must stop with it.
    const child = startBuild(out, { CONTENT_DIR: content }, '--clean');
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const partial = async () => madeBy(builds, child.pid).find((n) => existsSync(join(builds, n, 'assets')));
    // Waits for the build to reach that point, however long this machine takes (it polls the disk, never a clock).
    let name: string | undefined;
    while (!(name = await partial()) && child.exitCode === null) await new Promise((r) => setTimeout(r, 20));
    expect(name, 'the build was killed before it finished').toBeDefined();
    child.kill('SIGKILL');
    await exited;
    // Nothing of it goes on writing into its folder: the bundler, in a process of its own, stops with it.
    const writersOf = (folder: string) =>
      readdirSync('/proc')
        .filter((d) => /^\d+$/.test(d))
        .filter((pid) => {
          try {
            return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(folder);
          } catch {
            return false; // ended while being read
          }
        });
    await expect.poll(() => writersOf(name!), { message: 'processes still working in the folder of the killed build' }).toEqual([]);

    // The published site is the one that was live, whole.
    expect(await realpath(out)).toBe(wasLive);
    expect(existsSync(join(out, 'index.html'))).toBe(true);
    expect(existsSync(join(builds, name!))).toBe(true); // the dead build's folder, left behind

    // The next build (a whole one: the site's name changed, which every page shows) clears what the dead
    // one left and keeps as previous the build that was live.
    await fixture.editSite((site) => (site.siteName = `${site.siteName} (nuevo)`));
    const third = fixture.build();
    expect(third.status, third.err).toBe(0);
    expect(third.report).toMatchObject({ kind: 'whole', bundles: 'published build' });
    expect(existsSync(join(builds, name!))).toBe(false);
    expect(madeBy(join(ROOT, '.build'), child.pid, 'server')).toEqual([]);
    expect((await readFile(join(builds, '.previous'), 'utf8')).trim()).toBe(basename(wasLive));
    expect(await realpath(out)).not.toBe(wasLive);

    // npm run rollback goes back to it, whole.
    const rolledBack = runRollback(out);
    expect(rolledBack.status, rolledBack.err).toBe(0);
    expect(await realpath(out)).toBe(wasLive);
    expect(existsSync(join(out, 'page-data/app-data.json'))).toBe(true);
  });
});
