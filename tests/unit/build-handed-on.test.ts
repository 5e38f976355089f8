/**
 * Edits saved one after another, each while the one before finishes (the publishing service says so with
 * --defer-index): an edit found through its recent part leaves its search records, its page list check
 * and its index to the next build, in its record (`searchBehind`), so that the next edit does not wait for
 * them. Over HTTP, as in production: a CMS stamps a document it sends with its entity tag and lists it
 * with its version, so the next build's list check stamps the documents the edits before it read, or
 * would take them for changes no hook named. The result is byte for byte a clean build's, also when the
 * build that was to make those records is killed (SIGKILL) once its edit is live (the next one makes
 * them), and when search cannot find an edit through a recent part (it then makes its own search).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { serveContent, type LocalCms } from '../../app/tools/local-cms.ts';
import { EDIT_FOUND_LINE, spawnBuild } from '../../app/site-build/pipeline/report.ts';
import type { BuildState } from '../../app/site-build/publish/build-state.ts';
import { againstCleanBuild, buildEnv, loadFixture, ROOT, runBuildAsync, type Fixture } from '../support/build.ts';

let fixture: Fixture | undefined;
let cms: LocalCms | undefined;
afterEach(async () => {
  cms?.close();
  cms = undefined;
  await fixture?.cleanup();
  fixture = undefined;
});

const ARTWORK = 'es/obra-noche-meseta.json';
const OTHER = 'es/obra-amarillo.json';
const PRESS = 'es/prensa-families.json';
const ARTWORK_EN = 'en/artwork-noche-meseta.json';

/**
 * `pages` published from a CMS over HTTP; then builds told that only `files` changed, with events waiting
 * for the next build (--defer-index) or not.
 */
async function publishedOverHttp(pages: string[], cmsOptions?: Parameters<typeof serveContent>[1]) {
  fixture = await loadFixture(pages);
  const f = fixture;
  cms = await serveContent(f.content, cmsOptions);
  const env = { CMS_URL: cms.url };
  const more = join(f.content, '..', 'more-events');
  await writeFile(more, '');
  const first = await runBuildAsync(f.out, env);
  expect(first.status, first.err).toBe(0);
  let lists = 0;
  /** The file that names `files` to a build (--changed). */
  const changed = async (files: string[]) => {
    const list = join(f.content, '..', `changed-${++lists}.json`);
    await writeFile(list, JSON.stringify(files));
    return list;
  };
  const build = async (files: string[], waiting: boolean) =>
    runBuildAsync(f.out, env, '--changed', await changed(files), ...(waiting ? ['--defer-index', more] : []));
  return { f, env, changed, build };
}

/** The artwork saved while events wait: its build leaves its search to the next. */
async function artworkHandedOn(f: Fixture, build: (files: string[], waiting: boolean) => ReturnType<typeof runBuildAsync>) {
  await f.edit(ARTWORK, (p) => (p.title.value = 'Noche en la meseta (revisada)'));
  const one = await build([ARTWORK], true);
  expect(one.status, one.err).toBe(0);
  expect(one.report!.search).toMatchObject({ recordsDeferred: true, recent: { byLanguage: { es: { records: 1 } } } });
}

const record = async (f: Fixture) => JSON.parse(await readFile(join(f.out, '.build-state.json'), 'utf8')) as BuildState;
const spanishRecords = (f: Fixture) => readFile(join(f.out, '.search/es.records.json'), 'utf8');

/** Byte for byte what a clean build of the same content makes (beside the search files kept a generation). */
async function expectCleanBuild(f: Fixture) {
  const same = await againstCleanBuild(f);
  expect(same.build.status, same.build.err).toBe(0);
  for (const extra of same.extra) expect(extra).toMatch(/^pagefind\//);
  expect(same.edited).toEqual(same.clean);
}

describe('edits saved while the one before finishes', () => {
  it('leave their search to the next build, which makes it for all of them', { timeout: 240_000 }, async () => {
    const { f, build } = await publishedOverHttp(['es/inicio.json', ARTWORK, OTHER, PRESS]);
    const entry = async () => JSON.parse(await readFile(join(f.out, 'pagefind/pagefind-entry.json'), 'utf8')) as { recent?: object };

    await artworkHandedOn(f, build);
    await f.edit(PRESS, (p) => (p.title.value = 'Programa para familias (revisado)'));
    const two = await build([PRESS], true);
    expect(two.status, two.err).toBe(0);
    // Both edits found through one recent part; neither's records made yet, both carried in the record.
    expect(two.report!.search).toMatchObject({ recordsDeferred: true, recent: { byLanguage: { es: { records: 2 } } } });
    expect(await spanishRecords(f)).not.toMatch(/\(revisad[ao]\)/);
    const behind = (await record(f)).searchBehind!;
    expect(behind.documents.sort()).toEqual([ARTWORK, PRESS]);
    expect(behind.records.map((r) => r.title)).toEqual(
      expect.arrayContaining(['Noche en la meseta (revisada)', 'Programa para familias (revisado)']),
    );
    expect(two.report).not.toHaveProperty('unnamed');

    // The third, with nothing waiting, makes the records and the index of all three, and checks the list:
    // the two documents the edits before it read are stamped by it, not taken for changes no hook named.
    await f.edit(OTHER, (p) => (p.title.value = 'Estudio amarillo (revisado)'));
    const three = await build([OTHER], false);
    expect(three.status, three.err).toBe(0);
    expect(three.report).toMatchObject({ outcome: 'published-in-place', pages: { listed: false }, unnamed: [] });
    expect(three.report!.search).toMatchObject({ recent: { byLanguage: { es: { records: 3 } } }, byLanguage: { es: expect.any(Number) } });
    expect(three.report!.search).not.toHaveProperty('deferred');
    expect(await entry()).not.toHaveProperty('recent');
    expect(await spanishRecords(f)).toContain('Noche en la meseta (revisada)');
    expect(await record(f)).not.toHaveProperty('searchBehind');
    await expectCleanBuild(f);
  });

  it('lose nothing when the build that was to make their search is killed', { timeout: 240_000 }, async () => {
    // The CMS holds its page list once asked to: a build that checks the list writes no record before the
    // answer, so the build killed below has written none however slowly this machine lets the kill land.
    let holdList = false;
    const { f, env, changed, build } = await publishedOverHttp(['es/inicio.json', ARTWORK, PRESS], {
      before: (path) => (holdList && path === 'pages/index.json' ? new Promise<void>(() => undefined) : undefined),
    });
    await artworkHandedOn(f, build);

    // The next edit's build, killed once its page is live and found: before it makes any record.
    await f.edit(PRESS, (p) => (p.title.value = 'Programa para familias (revisado)'));
    holdList = true;
    const killed = spawnBuild(
      ROOT,
      { out: f.out, args: ['--changed', await changed([PRESS])] },
      { env: buildEnv(env), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    killed.stderr!.resume();
    let said = '';
    const found = await new Promise<boolean>((done) => {
      killed.stdout!.on('data', (c: Buffer) => {
        said += c.toString();
        if (said.includes(EDIT_FOUND_LINE) && killed.kill('SIGKILL')) done(true);
      });
      killed.once('exit', () => done(false));
    });
    await new Promise((done) => (killed.exitCode === null && killed.signalCode === null ? killed.once('exit', done) : done(null)));
    expect(found, 'the build ended before its edit was found').toBe(true);
    expect((await record(f)).searchBehind?.documents).toEqual([ARTWORK]);

    // Built again, as the publishing service does with the events of a killed build.
    holdList = false;
    const again = await build([PRESS], false);
    expect(again.status, again.err).toBe(0);
    expect(again.report).toMatchObject({ unnamed: [] });
    expect(await spanishRecords(f)).toContain('Noche en la meseta (revisada)');
    await expectCleanBuild(f);
  });

  it('make their own search when search could not find their change meanwhile', { timeout: 240_000 }, async () => {
    const { f, build } = await publishedOverHttp(['es/inicio.json', ARTWORK, PRESS, ARTWORK_EN]);
    await artworkHandedOn(f, build);

    // Spanish's recent part no longer described beside it: the next edit (Spanish and English) can bridge
    // English only, so, events waiting or not, it makes the search records (its own and those left to it).
    await writeFile(join(f.out, '.search/es.recent.json'), 'null');
    await f.edit(PRESS, (p) => (p.title.value = 'Programa para familias (revisado)'));
    await f.edit(ARTWORK_EN, (p) => (p.title.value = 'Night on the plateau (revised)'));
    const two = await build([PRESS, ARTWORK_EN], true);
    expect(two.status, two.err).toBe(0);
    expect(two.report!.search).toMatchObject({ recent: { byLanguage: { en: { records: 1 } }, unbridged: ['es'] } });
    expect(two.report!.search).not.toHaveProperty('recordsDeferred');
    expect(two.report).toMatchObject({ unnamed: [] });
    const records = await spanishRecords(f);
    expect(records).toContain('Noche en la meseta (revisada)');
    expect(records).toContain('Programa para familias (revisado)');
    expect(await record(f)).not.toHaveProperty('searchBehind');
    await expectCleanBuild(f);
  });
});
