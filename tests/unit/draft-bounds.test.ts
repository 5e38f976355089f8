/**
 * Draft previews under load, as a leaked link replayed a few hundred times makes it: the publishing
 * service as a process, a site published from the sample, and a local CMS over HTTP whose drafts are
 * held until the test lets them go (a slow CMS). Renders at once and drafts waiting are bounded (503
 * with Retry-After beyond them), the same draft asked again shares its render, a request gone takes its
 * render with it, hooks are answered while previews wait, and the processes that render stay small.
 * What is waited on is what the CMS and the service say, never a time.
 */
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveContent, type LocalCms } from '../../app/tools/local-cms.ts';
import { signPreview } from '../../app/publisher/signature.ts';
import { APP_DATA_FILE } from '../../app/serving/app-data.ts';
import { loadFixture, madeBy, ROOT, type Fixture } from '../support/build.ts';
import { publishEvent, SECRET, startService, STATUS_TOKEN, type Service } from '../support/publisher.ts';

let fixture: Fixture;
let cms: LocalCms;
let service: Service;
/** The drafts the CMS was asked for, in order, and the gate that holds their answers. */
const asked: string[] = [];
let release: () => void = () => undefined;
let gate: Promise<void> = Promise.resolve();
const hold = () => (gate = new Promise<void>((done) => (release = done)));

const previewLink = (file: string) => {
  const expires = Math.floor(Date.now() / 1000) + 600;
  return `${service.previewUrl}/draft?${new URLSearchParams({ file, expires: String(expires), signature: signPreview(SECRET, file, expires) })}`;
};
const preview = (file: string, signal?: AbortSignal) =>
  fetch(previewLink(file), { signal }).then(async (r) => ({
    status: r.status,
    retryAfter: r.headers.get('retry-after'),
    text: await r.text(),
  }));

/** The processes of the service's group (itself, its renderer, any build it runs), by pid, with their command lines. */
function processesOfService(): { pid: number; command: string }[] {
  const group = service.process.pid!;
  const found: { pid: number; command: string }[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== group) continue;
      found.push({ pid: Number(name), command: readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0').join(' ') });
    } catch {
      // Ended meanwhile.
    }
  }
  return found;
}
/** What the service's /status says of the previews: rendering, waiting. */
const previewLoad = async () =>
  ((await (await fetch(`${service.url}/status`, { headers: { authorization: `Bearer ${STATUS_TOKEN}` } })).json()) as { previews: unknown })
    .previews;
/** The most memory a process has held (its peak resident set), in MiB. */
const peakMiB = (pid: number) => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const renderers = () => processesOfService().filter((p) => p.command.includes('draft-process.ts'));

beforeAll(async () => {
  fixture = await loadFixture(['es/inicio.json']);
  const built = fixture.build();
  expect(built.status, built.err).toBe(0);
  const home = JSON.parse(await readFile(join(fixture.content, 'pages/es/inicio.json'), 'utf8')) as { title: { value: string } };
  home.title.value = 'Inicio (borrador)';
  await mkdir(join(fixture.content, 'drafts/es'), { recursive: true });
  await writeFile(join(fixture.content, 'drafts/es/inicio.json'), JSON.stringify(home));
  cms = await serveContent(fixture.content, {
    before: (path) => {
      if (!path.startsWith('drafts/')) return;
      asked.push(path.slice('drafts/'.length));
      return gate.then(() => undefined);
    },
  });
  // The CMS may be slower than the default 15 s here (it is held): the test says when it answers.
  service = await startService(fixture.out, join(fixture.content, '..', 'publisher'), { CMS_URL: cms.url, CMS_TIMEOUT_MS: '600000' });
}, 120_000);

afterAll(async () => {
  release();
  await service?.stop();
  cms?.close();
  await fixture?.cleanup();
});

describe('draft previews under load', () => {
  it('renders 4 at once and keeps 32 waiting; the rest get 503 with Retry-After at once, and a hook is answered meanwhile', async () => {
    asked.length = 0;
    hold();
    const files = Array.from({ length: 200 }, (_, i) => `es/avalancha-${i}.json`);
    const answers = new Map<string, { status: number; retryAfter: string | null; text: string }>();
    const all = files.map((file) => preview(file).then((a) => answers.set(file, a)));
    // While the CMS holds the first four, every preview beyond the 36 the service keeps is refused.
    await expect.poll(() => answers.size, { timeout: 60_000 }).toBe(200 - 36);
    expect(
      [...answers.values()].every((a) => a.status === 503 && a.retryAfter === '5' && a.text.includes('Demasiadas vistas previas')),
    ).toBe(true);
    // The renderer's process starts, and asks the CMS for the first four.
    await expect.poll(() => asked.length, { timeout: 60_000 }).toBe(4);
    expect(await previewLoad()).toEqual({ rendering: 4, waiting: 32 });
    // The hook's listener is not the drafts': it is answered while all of them wait.
    const hook = await publishEvent(service.url, ['es/inicio.json']);
    expect(hook.status).toBe(202);
    expect(asked.length).toBe(4);
    expect(answers.size).toBe(200 - 36);
    release();
    await Promise.all(all);
    // The 36 kept were rendered in turn (these drafts do not exist: the CMS says so, and so does the page).
    expect([...answers.values()].filter((a) => a.status === 404)).toHaveLength(36);
    expect(new Set(asked).size).toBe(36);
    const rendering = renderers();
    expect(rendering).toHaveLength(1);
    expect(rendering[0]!.command).toContain('--max-old-space-size=256');
    // The service and its renderer, at their peak through the flood (a build the hook started has budgets of its own).
    const peak = peakMiB(service.process.pid!) + peakMiB(rendering[0]!.pid);
    expect(peak).toBeLessThan(500);
  }, 240_000);

  it('shares one render among requests for the same draft, and drops the render of a request that is gone', async () => {
    asked.length = 0;
    hold();
    const same = Array.from({ length: 10 }, () => preview('es/inicio.json'));
    const held = ['es/b.json', 'es/c.json'].map((f) => preview(f));
    // One more render, and one more waiting, each given up on by whoever asked.
    const giveUpRender = new AbortController();
    const giveUpWait = new AbortController();
    const rendered = preview('es/d.json', giveUpRender.signal).catch(() => null);
    await expect.poll(() => asked.length).toBe(4);
    const waited = preview('es/e.json', giveUpWait.signal).catch(() => null);
    await expect.poll(() => previewLoad()).toEqual({ rendering: 4, waiting: 1 });
    // The one that waits is dropped.
    giveUpWait.abort();
    await waited;
    await expect.poll(() => previewLoad()).toEqual({ rendering: 4, waiting: 0 });
    // The one being rendered has its read of the CMS cancelled, and its place freed while the CMS still holds the others.
    giveUpRender.abort();
    await rendered;
    await expect.poll(() => previewLoad()).toEqual({ rendering: 3, waiting: 0 });
    release();
    const answers = await Promise.all(same);
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.every((a) => a.text.includes('Inicio (borrador)'))).toBe(true);
    expect(asked.filter((f) => f === 'es/inicio.json')).toHaveLength(1);
    expect((await Promise.all(held)).map((a) => a.status)).toEqual([404, 404]);
    expect(asked).not.toContain('es/e.json');
  }, 120_000);

  it('answers 503 for the renders of a renderer that dies (out of heap, killed), and starts another for the next preview', async () => {
    asked.length = 0;
    hold();
    const pending = preview('es/inicio.json');
    await expect.poll(() => asked.length).toBe(1);
    const [dying] = renderers();
    process.kill(dying!.pid, 'SIGKILL');
    const answer = await pending;
    expect(answer.status).toBe(503);
    expect(answer.text).toContain('Vista previa no disponible');
    release();
    expect((await preview('es/inicio.json')).status).toBe(200);
    expect(renderers().map((p) => p.pid)).not.toContain(dying!.pid);
    expect((await fetch(`${service.url}/health`)).status).toBe(200);
  });

  it('reads no more of a draft than 4 MiB, and says so to the editor', async () => {
    release();
    const page = JSON.parse(await readFile(join(fixture.content, 'drafts/es/inicio.json'), 'utf8')) as Record<string, unknown>;
    await writeFile(join(fixture.content, 'drafts/es/enorme.json'), JSON.stringify({ ...page, padding: 'x'.repeat(4 * 1024 * 1024) }));
    const answer = await preview('es/enorme.json');
    expect(answer.status).toBe(502);
    expect(answer.text).toContain('Borrador demasiado grande');
  });

  it('lets the renderer of a build go once another is published, and its copy of the server bundle with it', async () => {
    release();
    expect((await preview('es/inicio.json')).status).toBe(200);
    const [first] = renderers();
    expect(first).toBeDefined();
    const copies = async () => madeBy(join(ROOT, '.build'), first!.pid, 'server');
    expect(await copies()).toHaveLength(1);
    // Another build published: its app data names another build.
    const appData = join(fixture.out, APP_DATA_FILE);
    const data = JSON.parse(await readFile(appData, 'utf8')) as { buildHash: string };
    await writeFile(appData, JSON.stringify({ ...data, buildHash: `${data.buildHash}x` }));
    expect((await preview('es/inicio.json')).status).toBe(200);
    await expect.poll(() => renderers().map((p) => p.pid)).not.toContain(first!.pid);
    expect(renderers()).toHaveLength(1);
    expect(await copies()).toEqual([]);
  }, 120_000);
});
