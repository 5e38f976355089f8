/**
 * Edits as editors and operators meet them: one artwork and one activity changed and a page removed are
 * published in place (with the home and visit pages whose programme the activity is in), equal to a clean
 * build byte for byte; an edit that fails publishes nothing; a published edit
 * is rolled back; a page others link to cannot be removed silently. Each case runs real builds (their
 * timeouts are safety nets for a busy machine, never a measure of speed).
 */
import { cp, mkdtemp, readFile, readdir, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT as root, SAMPLE_RENDERED_AT, runBuild as build } from '../support/build.ts';
import { fingerprint, served } from '../support/fingerprint.ts';
import { spawn, spawnSync } from 'node:child_process';

let work: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'museo-build-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

describe('an edit, published in place', () => {
  // Three builds: the timeout is a safety net for a busy machine, never a measure of speed.
  it('rebuilds only what changed, and the result is byte for byte a clean build of the same content', { timeout: 600_000 }, async () => {
    const content = join(work, 'incremental-content');
    await cp(join(root, 'content'), content, { recursive: true });
    const env = { CONTENT_DIR: content };
    // Spanish search in four parts (20 pages at most in each): the edit re-indexes only the parts of its
    // pages. The sitemap in parts of 40: the page removed is taken out of its part.
    const shards = ['--search-shard', '20', '--sitemap-urls', '40'];
    const first = build(join(work, 'incremental'), env, ...shards);
    expect(first.status, first.err).toBe(0);
    expect(first.out).toContain('full build');
    const publishedFolder = await realpath(join(work, 'incremental'));

    // An editor changes one artwork and unpublishes a press note.
    const artwork = join(content, 'pages/es/obra-noche-meseta.json');
    const page = JSON.parse(await readFile(artwork, 'utf8'));
    page.title.value = 'Noche en la meseta (revisada)';
    await writeFile(artwork, JSON.stringify(page));
    await rm(join(content, 'pages/es/prensa-families.json'));
    // And renames an activity of the coming days: today's programme on the Spanish home and visit pages changes with it.
    const activity = join(content, 'pages/es/actividad-visita-paisajes.json');
    const tour = JSON.parse(await readFile(activity, 'utf8'));
    tour.title.value = 'Visita comentada (nueva hora)';
    await writeFile(activity, JSON.stringify(tour));

    const next = build(join(work, 'incremental'), env, ...shards);
    expect(next.status, next.err).toBe(0);
    const stats = /incremental: (\d+) page\(s\) rendered, (\d+) unchanged; (\d+) source document\(s\) checked again/.exec(next.out);
    expect(stats, next.out).not.toBeNull();
    // The artwork, the activity, and the Spanish home and visit pages (the other languages' programmes did not change).
    expect(Number(stats![1])).toBe(4);
    expect(Number(stats![2])).toBeGreaterThan(140);
    // The two documents edited, and the ten pages that show today's programme (read again every time).
    expect(Number(stats![3])).toBe(12);
    // Published in place: the same build folder, only the changed files moved into it.
    expect(next.out).toMatch(/published in place: 4 page\(s\) rendered, \d+ unchanged; \d+ file\(s\) changed, 2 removed/);
    expect(await readFile(join(work, 'incremental/page-data/programme-es.json'), 'utf8')).toContain('Visita comentada (nueva hora)');
    expect(await realpath(join(work, 'incremental'))).toBe(publishedFolder);
    // Two pages changed and one went: at most three of Spanish's four parts were indexed again, and no
    // other language's (their programme pages were read again, but their search records are the same).
    const parts = /search index: .* (\d+) of (\d+) parts indexed/.exec(next.out);
    expect(parts, next.out).not.toBeNull();
    expect(Number(parts![2])).toBe(4);
    expect(Number(parts![1])).toBeGreaterThanOrEqual(1);
    expect(Number(parts![1])).toBeLessThanOrEqual(3);

    // A --clean build of the same content into a new folder ignores the record, and makes the same files.
    const inc = served(await fingerprint(join(work, 'incremental')));
    const clean = build(join(work, 'incremental'), env, '--clean', ...shards);
    expect(clean.status, clean.err).toBe(0);
    expect(clean.out).toContain('full build');
    const full = served(await fingerprint(join(work, 'incremental')));
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
    expect(await readFile(join(work, 'incremental/coleccion/obra/noche-meseta.html'), 'utf8')).toContain('Noche en la meseta (revisada)');
  });

  it('publishes nothing of an edit that fails, and rolls back an edit that was published', { timeout: 600_000 }, async () => {
    const content = join(work, 'edit-content');
    await cp(join(root, 'content'), content, { recursive: true });
    const env = { CONTENT_DIR: content };
    // The search index in parts: what an edit adds to it (a part's new folder) is undone with it.
    const shards = ['--search-shard', '20'];
    const out = join(work, 'edit');
    expect(build(out, env, ...shards).status).toBe(0);
    const before = served(await fingerprint(out));

    // An editor links to a page that does not exist: --strict refuses the edit, the site stays as it was.
    const artwork = join(content, 'pages/es/obra-noche-meseta.json');
    const page = JSON.parse(await readFile(artwork, 'utf8'));
    page.moreAbout.value = `${page.moreAbout.value}<p>Véase <a href="/no-existe">la ficha</a>.</p>`;
    await writeFile(artwork, JSON.stringify(page));
    const refused = build(out, env, ...shards, '--strict');
    expect(refused.status).toBe(1);
    expect(refused.err).toMatch(/\/no-existe: no such page or file/);
    expect(served(await fingerprint(out))).toEqual(before);
    expect((await readdir(await realpath(out))).filter((n) => n.startsWith('.staging'))).toEqual([]);

    // Without --strict it is published in place (with a warning); npm run rollback brings the site back.
    const published = build(out, env, ...shards);
    expect(published.status, published.err).toBe(0);
    expect(published.out).toMatch(/published in place: 1 page\(s\) rendered/);
    expect(await readFile(join(out, 'coleccion/obra/noche-meseta.html'), 'utf8')).toContain('/no-existe');
    const rolledBack = spawnSync(process.execPath, ['--import', 'tsx', 'app/site-build/rollback.ts', '--out', out], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(rolledBack.status, rolledBack.stderr).toBe(0);
    expect(rolledBack.stdout).toMatch(/undid the last edit/);
    expect(served(await fingerprint(out))).toEqual(before);

    // A page that others link to is unpublished: the unchanged pages' links to it are checked too.
    await rm(artwork);
    const orphaning = build(out, env, ...shards, '--strict');
    expect(orphaning.status).toBe(1);
    expect(orphaning.err).toMatch(/\n {2}\/coleccion\/obra\/noche-meseta: no such page or file \(linked from \/[^)]*more page\(s\)\)\n/);
    expect(served(await fingerprint(out))).toEqual(before);
  });
});

describe('a build killed half way', () => {
  // Two whole builds and one killed: the timeout is a safety net for a busy machine, never a measure of speed.
  it('leaves the site as it was, and nothing a later build or a rollback takes for a published build', { timeout: 900_000 }, async () => {
    const out = join(work, 'killed');
    const first = build(out, {}, '--clean');
    expect(first.status, first.err).toBe(0);
    const wasLive = await realpath(out);
    const builds = `${out}.builds`;

    // A second whole build, killed (SIGKILL: no handler runs) once it is writing its own folder.
    const child = spawn(process.execPath, ['--import', 'tsx', 'app/site-build/build.ts', '--out', out, '--clean'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', SOURCE_DATE_EPOCH: String(SAMPLE_RENDERED_AT) },
      stdio: 'ignore',
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const partial = async () => (await readdir(builds)).find((n) => n.endsWith(`-${child.pid}`) && existsSync(join(builds, n, 'assets')));
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
    for (let i = 0; i < 3000 && writersOf(name!).length; i++) await new Promise((r) => setTimeout(r, 20));
    expect(writersOf(name!), 'processes still working in the folder of the killed build').toEqual([]);

    // The published site is the one that was live, whole.
    expect(await realpath(out)).toBe(wasLive);
    expect(existsSync(join(out, 'index.html'))).toBe(true);
    expect(existsSync(join(builds, name!))).toBe(true); // the dead build's folder, left behind

    // The next build clears what the dead one left and keeps as previous the build that was live.
    const third = build(out, {}, '--clean');
    expect(third.status, third.err).toBe(0);
    expect(existsSync(join(builds, name!))).toBe(false);
    expect(existsSync(join(root, '.build', `server-${child.pid}`))).toBe(false);
    expect((await readFile(join(builds, '.previous'), 'utf8')).trim()).toBe(basename(wasLive));
    expect(await realpath(out)).not.toBe(wasLive);

    // npm run rollback goes back to it, whole.
    const rolledBack = spawnSync(process.execPath, ['--import', 'tsx', 'app/site-build/rollback.ts', '--out', out], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(rolledBack.status, rolledBack.stderr).toBe(0);
    expect(await realpath(out)).toBe(wasLive);
    expect(existsSync(join(out, 'page-data/app-data.json'))).toBe(true);
  });
});
