/**
 * A build started ahead of its command (`launch.mjs --standby`, app/site-build/standby.ts), as the
 * publishing service keeps one: it loads the build and reads the published build's record while it
 * waits, and is then handed its command line. What it publishes is what a build in a process started
 * for it publishes, byte for byte, also when another build published in between (the record it read
 * ahead is then read again); when the code changed since it loaded (a deploy) it builds nothing and
 * ends with STALE_EXIT; idle, or left by the process that started it, it ends having written nothing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, symlink, writeFile, appendFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { launchScript, RECORD_READY_LINE, spawnBuild, STALE_EXIT, type BuildReport } from '../../app/site-build/pipeline/report.ts';
import { againstCleanBuild, buildEnv, loadFixture, madeBy, ROOT, type Fixture } from '../support/build.ts';

let fixture: Fixture | undefined;
const children: ChildProcess[] = [];
afterEach(async () => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  await fixture?.cleanup();
  fixture = undefined;
});

interface Standby {
  child: ChildProcess;
  /** Resolves once it has loaded and read ahead. */
  ready: Promise<void>;
  /** Resolves with its exit code and what it printed. */
  ended: Promise<{ code: number | null; output: string }>;
}

function standby(out: string, env: Record<string, string>, root = ROOT, follow = false, warm = false): Standby {
  const child = spawn(
    process.execPath,
    [launchScript(root), '--standby', '--out', out, ...(follow ? ['--follow'] : []), ...(warm ? ['--warm'] : [])],
    {
      cwd: root,
      env: buildEnv(env),
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    },
  );
  children.push(child);
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const ready = new Promise<void>((done, fail) => {
    child.on('message', (m: { ready?: boolean }) => m.ready && done());
    child.once('exit', (code) => fail(new Error(`the standby ended before it was ready (exit ${code}):\n${output}`)));
  });
  ready.catch(() => undefined);
  // Its exit and the end of its output ('close' does not come once this side has let the channel go).
  const ended = Promise.all([
    new Promise<number | null>((done) => child.once('exit', (code) => done(code))),
    ...[child.stdout!, child.stderr!].map((s) => new Promise((done) => (s.readableEnded ? done(null) : s.once('end', done)))),
  ]).then(([code]) => ({ code, output }));
  return { child, ready, ended };
}

const ARTWORK = 'es/obra-noche-meseta.json';
const titled = (title: unknown) => (p: Record<string, { value: unknown }>) => void (p.title!.value = title);

describe('a standby build', () => {
  it('publishes what a build started for it publishes, byte for byte, also after another build published meanwhile', async () => {
    fixture = await loadFixture(['es/inicio.json', ARTWORK, 'es/obra-amarillo.json', 'en/home.json']);
    const env = { CONTENT_DIR: fixture.content };
    expect(fixture.build().status).toBe(0);

    // Warm, with the record of the build just published read ahead.
    await fixture.edit(ARTWORK, titled('Noche en la meseta (en espera)'));
    const first = standby(fixture.out, env);
    await first.ready;
    const report = join(fixture.content, '..', 'standby-report.json');
    const sentAt = Date.now();
    first.child.send({ argv: ['--out', fixture.out, '--report', report] });
    const done = await first.ended;
    expect(done.code, done.output).toBe(0);
    const r = JSON.parse(await readFile(report, 'utf8')) as BuildReport;
    expect(r).toMatchObject({ outcome: 'published-in-place', kind: 'edit' });
    expect(r.pages.rendered).toBe(1);
    expect(r.recordReadAhead).toBe(true);
    // And what an edit works out from that record alone was worked out ahead, and taken.
    expect([...r.madeAhead!].sort()).toEqual([
      'collection layout',
      'drawings shown',
      'edit base',
      'link table',
      'page keys',
      'pictures shown',
      'published data files',
      'render bundle',
      "today's documents",
      'works by key',
    ]);
    // Its clock starts with its command, not with the process that loaded and waited before it (the
    // report's start to the millisecond, so a few of them either way).
    expect(Date.parse(r.startedAt)).toBeGreaterThanOrEqual(sentAt - 5);
    expect(await readFile(join(fixture.out, 'coleccion/obra/noche-meseta.html'), 'utf8')).toContain('Noche en la meseta (en espera)');

    // Warm again; then a build in a process of its own publishes another edit: the record read ahead is
    // no longer the published one, and the standby reads it again.
    const second = standby(fixture.out, env);
    await second.ready;
    await fixture.edit('es/obra-amarillo.json', titled('Estudio amarillo (entre medias)'));
    expect(fixture.build().status).toBe(0);
    await fixture.edit(ARTWORK, titled('Noche en la meseta (tras otra publicación)'));
    const secondReport = join(fixture.content, '..', 'standby-report-2.json');
    second.child.send({ argv: ['--out', fixture.out, '--report', secondReport] });
    expect((await second.ended).code).toBe(0);
    const secondRun = JSON.parse(await readFile(secondReport, 'utf8')) as BuildReport;
    expect(secondRun).not.toHaveProperty('recordReadAhead');
    expect(secondRun).not.toHaveProperty('madeAhead');
    expect(await readFile(join(fixture.out, 'coleccion/obra/noche-meseta.html'), 'utf8')).toContain('tras otra publicación');

    // The same content built clean, in a process started for it: the same files, beside them only the
    // search index files the edits replaced (kept one generation for searches in flight).
    const same = await againstCleanBuild(fixture);
    expect(same.build.status, same.build.err).toBe(0);
    for (const f of same.extra) expect(f).toMatch(/^pagefind\//);
    expect(same.edited).toEqual(same.clean);
  });

  it('started while a build runs (--follow), reads the record that build leaves only once told it is in place', async () => {
    fixture = await loadFixture(['es/inicio.json', ARTWORK, 'es/obra-amarillo.json', 'en/home.json']);
    const env = { CONTENT_DIR: fixture.content };
    expect(fixture.build().status).toBe(0);
    const follower = standby(fixture.out, env, ROOT, true);
    let ready = false;
    void follower.ready.then(() => (ready = true));
    // The build it follows: an edit published while it loads and waits. Told to read once the build says
    // its record for the next build is in place (as the service tells it), while that build may still be
    // making its search index: what it reads must be the record the build leaves.
    await fixture.edit('es/obra-amarillo.json', titled('Estudio amarillo (seguido)'));
    const followed = spawnBuild(ROOT, { out: fixture.out, args: [] }, { env: buildEnv(env) });
    let printed = '';
    let readyWhenTold: boolean | undefined;
    followed.stdout!.on('data', (c: Buffer) => {
      printed += c.toString();
      if (readyWhenTold === undefined && printed.includes(RECORD_READY_LINE)) {
        readyWhenTold = ready;
        follower.child.send({ read: true });
      }
    });
    expect(await new Promise((done) => followed.once('close', done)), printed).toBe(0);
    expect(readyWhenTold, 'it read nothing before it was told the record was in place').toBe(false);
    await follower.ready;
    await fixture.edit(ARTWORK, titled('Noche en la meseta (tras seguir)'));
    const report = join(fixture.content, '..', 'follow-report.json');
    follower.child.send({ argv: ['--out', fixture.out, '--report', report] });
    const done = await follower.ended;
    expect(done.code, done.output).toBe(0);
    const r = JSON.parse(await readFile(report, 'utf8')) as BuildReport;
    // The record it read is the one the followed build left, still the published one.
    expect(r).toMatchObject({ outcome: 'published-in-place', recordReadAhead: true });
    expect(r.pages.rendered).toBe(1);

    // Given its command before the word (an edit right as the build ends): it builds, reading the record then.
    const early = standby(fixture.out, env, ROOT, true);
    await fixture.edit(ARTWORK, titled('Noche en la meseta (sin esperar)'));
    const earlyReport = join(fixture.content, '..', 'follow-report-2.json');
    early.child.send({ argv: ['--out', fixture.out, '--report', earlyReport] });
    expect((await early.ended).code).toBe(0);
    expect(JSON.parse(await readFile(earlyReport, 'utf8'))).toMatchObject({ outcome: 'published-in-place', pages: { rendered: 1 } });
    expect(await readFile(join(fixture.out, 'coleccion/obra/noche-meseta.html'), 'utf8')).toContain('sin esperar');
    const same = await againstCleanBuild(fixture);
    expect(same.build.status, same.build.err).toBe(0);
    expect(same.edited).toEqual(same.clean);
  });

  it('takes a page away, named by the hook, with the links to it found ahead, as a clean build does', async () => {
    // The collections page links to the artwork; the English home does not.
    fixture = await loadFixture(['es/inicio.json', 'es/colecciones.json', ARTWORK, 'en/home.json']);
    const env = { CONTENT_DIR: fixture.content };
    expect(fixture.build().status).toBe(0);
    const waiting = standby(fixture.out, env);
    await waiting.ready;
    await fixture.remove(ARTWORK);
    const changed = join(fixture.content, '..', 'changed.json');
    await writeFile(changed, JSON.stringify([ARTWORK]));
    const report = join(fixture.content, '..', 'removal-report.json');
    waiting.child.send({ argv: ['--out', fixture.out, '--changed', changed, '--report', report] });
    const done = await waiting.ended;
    expect(done.code, done.output).toBe(0);
    const r = JSON.parse(await readFile(report, 'utf8')) as BuildReport;
    expect(r).toMatchObject({ outcome: 'published-in-place', pages: { listed: false, rendered: 0 } });
    expect(r.madeAhead).toEqual(expect.arrayContaining(['recorded documents', 'links to each page']));
    // The page that still links to it, as a clean build names it (the link check's warning).
    const dead = r.deadLinks.find((d) => d.href === '/coleccion/obra/noche-meseta');
    expect(dead?.from).toEqual(['/colecciones']);
    const same = await againstCleanBuild(fixture);
    expect(same.build.status, same.build.err).toBe(0);
    expect(same.build.report!.deadLinks.find((d) => d.href === '/coleccion/obra/noche-meseta')?.from).toEqual(dead?.from);
    for (const f of same.extra) expect(f).toMatch(/^pagefind\//);
    expect(same.edited).toEqual(same.clean);
  });

  it('stays warm after its build (--warm): the next edits start from the record it put in place, byte for byte as a clean build', async () => {
    fixture = await loadFixture(['es/inicio.json', ARTWORK, 'es/obra-amarillo.json', 'en/home.json']);
    const env = { CONTENT_DIR: fixture.content };
    expect(fixture.build().status).toBe(0);
    const warm = standby(fixture.out, env, ROOT, false, true);
    const said: { built?: number; warm?: boolean; ready?: boolean }[] = [];
    warm.child.on('message', (m: (typeof said)[number]) => said.push(m));
    /** The next message of the kind asked for, after those already counted. */
    const nth = (is: (m: (typeof said)[number]) => boolean, n: number) =>
      expect
        .poll(() => said.filter(is).length, { timeout: 120_000 })
        .toBeGreaterThanOrEqual(n)
        .then(() => said.filter(is)[n - 1]!);
    const ready = (n: number) => nth((m) => m.ready === true, n);
    const built = (n: number) => nth((m) => m.built !== undefined, n);
    const command = (name: string, ...args: string[]) => {
      const report = join(fixture!.content, '..', `${name}.json`);
      warm.child.send({ argv: ['--out', fixture!.out, '--report', report, ...args] });
      return async () => JSON.parse(await readFile(report, 'utf8')) as BuildReport;
    };
    await ready(1);

    // Its first build, as a standby's.
    await fixture.edit(ARTWORK, titled('Noche en la meseta (primera)'));
    const first = command('warm-1');
    expect(await built(1)).toEqual({ built: 0, warm: true });
    const r1 = await first();
    expect(r1).toMatchObject({ outcome: 'published-in-place', recordReadAhead: true, pages: { rendered: 1 } });
    // Its record for the next build written whole: the process had written none before.
    expect(r1.recordWritten!.made).toBe(r1.recordWritten!.entries);

    // Ready again, from the record that build put in place, kept in memory: worked ahead from it while
    // that build made its search index.
    await ready(2);
    await fixture.edit('es/obra-amarillo.json', titled('Estudio amarillo (segunda)'));
    const second = command('warm-2');
    expect(await built(2)).toEqual({ built: 0, warm: true });
    const r2 = await second();
    expect(r2).toMatchObject({ outcome: 'published-in-place', recordReadAhead: true, pages: { rendered: 1 } });
    expect(r2.madeAhead).toEqual(expect.arrayContaining(['edit base', 'link table', 'page keys', 'render bundle']));
    // And the record written again from the bytes it kept of the one before, but for the three entries
    // the edit changed: its document's, its page's and its work's.
    expect(r2.recordWritten).toEqual({ entries: r1.recordWritten!.entries, made: 3 });

    // Two saves at once, each command naming its document (as the service's hooks do): the second waits
    // for the first build and is taken as it ends, from the record kept.
    await fixture.edit('es/obra-amarillo.json', titled('Estudio amarillo (tercera)'));
    await fixture.edit(ARTWORK, titled('Noche en la meseta (tercera)'));
    const named = async (name: string, doc: string) => {
      const file = join(fixture!.content, '..', `${name}-changed.json`);
      await writeFile(file, JSON.stringify([doc]));
      return file;
    };
    const third = command('warm-3', '--changed', await named('warm-3', 'es/obra-amarillo.json'));
    const fourth = command('warm-4', '--changed', await named('warm-4', ARTWORK));
    expect(await built(3)).toEqual({ built: 0, warm: true });
    expect(await built(4)).toEqual({ built: 0, warm: true });
    expect(await third()).toMatchObject({ outcome: 'published-in-place', pages: { rendered: 1 } });
    const r4 = await fourth();
    expect(r4).toMatchObject({ outcome: 'published-in-place', recordReadAhead: true, pages: { rendered: 1 } });
    expect(await readFile(join(fixture.out, 'coleccion/obra/noche-meseta.html'), 'utf8')).toContain('Noche en la meseta (tercera)');
    expect(await readFile(join(fixture.out, 'coleccion/obra/estudio-amarillo.html'), 'utf8')).toContain('Estudio amarillo (tercera)');

    // A build in a process of its own publishes meanwhile: the kept record is no longer the published
    // one, and the next build reads the record again.
    await ready(5);
    await fixture.edit('es/obra-amarillo.json', titled('Estudio amarillo (entre medias)'));
    expect(fixture.build().status).toBe(0);
    await fixture.edit(ARTWORK, titled('Noche en la meseta (quinta)'));
    const fifth = command('warm-5');
    expect(await built(5)).toEqual({ built: 0, warm: true });
    expect(await fifth()).not.toHaveProperty('recordReadAhead');
    expect(await readFile(join(fixture.out, 'coleccion/obra/noche-meseta.html'), 'utf8')).toContain('Noche en la meseta (quinta)');
    expect(await readFile(join(fixture.out, 'coleccion/obra/estudio-amarillo.html'), 'utf8')).toContain('Estudio amarillo (entre medias)');

    // A build that fails ends the process with its code: none stays warm after a failure.
    await ready(6);
    await fixture.edit(ARTWORK, titled(42));
    command('warm-6');
    expect(await built(6)).toEqual({ built: 1, warm: false });
    expect((await warm.ended).code).toBe(1);

    await fixture.edit(ARTWORK, titled('Noche en la meseta (quinta)'));
    const same = await againstCleanBuild(fixture);
    expect(same.build.status, same.build.err).toBe(0);
    for (const f of same.extra) expect(f).toMatch(/^pagefind\//);
    expect(same.edited).toEqual(same.clean);
  });

  it('lets itself go when idle, when the process that started it is gone or when stopped, having written nothing; and after a build, past its memory, saying why', async () => {
    fixture = await loadFixture(['es/inicio.json']);
    expect(fixture.build().status).toBe(0);
    const before = await fixture.served();
    // The published prerender bundle each loads ahead goes with it (its own folder under .build/).
    const bundleOf = (s: Standby) => madeBy(join(ROOT, '.build'), s.child.pid, 'server');
    const idle = standby(fixture.out, { CONTENT_DIR: fixture.content, BUILD_STANDBY_IDLE_MS: '200' });
    await idle.ready;
    expect((await idle.ended).code).toBe(0);
    expect(bundleOf(idle)).toEqual([]);
    // (Made while it waited: seen in the one that waits until it is left, no timer to race.)
    const left = standby(fixture.out, { CONTENT_DIR: fixture.content });
    await left.ready;
    expect(bundleOf(left)).toHaveLength(1);
    left.child.disconnect();
    expect((await left.ended).code).toBe(0);
    expect(bundleOf(left)).toEqual([]);
    expect(await fixture.served()).toEqual(before);
    // Stopped while it waits (the service stopping, or a warm process taking its place), the same.
    const stopped = standby(fixture.out, { CONTENT_DIR: fixture.content });
    await stopped.ready;
    expect(bundleOf(stopped)).toHaveLength(1);
    stopped.child.kill('SIGTERM');
    expect((await stopped.ended).code).toBe(0);
    expect(bundleOf(stopped)).toEqual([]);

    // One that would stay warm, its memory past the most it stays with (1 MiB here): it publishes its
    // build, says it does not stay and why, and ends, so that the service starts a fresh one.
    const heavy = standby(fixture.out, { CONTENT_DIR: fixture.content, BUILD_WARM_MIB: '1' }, ROOT, false, true);
    const said: unknown[] = [];
    heavy.child.on('message', (m) => said.push(m));
    await heavy.ready;
    await fixture.edit('es/inicio.json', titled('Inicio (con poca memoria)'));
    heavy.child.send({ argv: ['--out', fixture.out] });
    const { code, output } = await heavy.ended;
    expect(code).toBe(0);
    expect(said).toContainEqual({ built: 0, warm: false });
    expect(output).toMatch(/not staying warm after its build: \d+ MiB resident, 1 MiB the most it stays with/);
    expect(await readFile(join(fixture.out, 'index.html'), 'utf8')).toContain('Inicio (con poca memoria)');
  });

  it('builds nothing when the code changed since it loaded it (a deploy), and says so', async () => {
    // A checkout of its own, whose code can change under the standby.
    const checkout = await mkdtemp(join(tmpdir(), 'museo-standby-code-'));
    try {
      for (const part of [
        'app',
        'pages',
        'design-system',
        'generated',
        'schemas',
        'package.json',
        'package-lock.json',
        'tsconfig.json',
        'vite.config.ts',
      ])
        await cp(join(ROOT, part), join(checkout, part), { recursive: true });
      await symlink(join(ROOT, 'node_modules'), join(checkout, 'node_modules'));
      fixture = await loadFixture(['es/inicio.json']);
      expect(fixture.build().status).toBe(0);
      const before = await fixture.served();
      const s = standby(fixture.out, { CONTENT_DIR: fixture.content }, checkout);
      await s.ready;
      await appendFile(join(checkout, 'app/site-build/build-site.ts'), '\n// deployed after the standby loaded\n');
      await fixture.edit('es/inicio.json', titled('Inicio (después del despliegue)'));
      const report = join(checkout, 'report.json');
      await writeFile(report, '');
      s.child.send({ argv: ['--out', fixture.out, '--report', report] });
      const done = await s.ended;
      expect(done.code).toBe(STALE_EXIT);
      expect(done.output).toContain('the code changed since this standby build loaded it');
      expect(await readFile(report, 'utf8')).toBe('');
      expect(await fixture.served()).toEqual(before);
    } finally {
      await rm(checkout, { recursive: true, force: true });
    }
  });
});
