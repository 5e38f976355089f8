/**
 * The publishing service measured as editors meet it (npm run bench -- --http --publishing): the real
 * service process (`npm run publisher`) on the benchmark's published site and its CMS over HTTP, the site
 * served by `npm start`'s server (app/server/static-server.ts) in a process of its own
 * (app/server/serve-folder.ts), apart from the CMS as in production. Measured:
 *   - one artwork saved: from the hook's 202 to the changed page served, five times; and each saved the
 *     moment the one before it is served, while that build still finishes (./bench-publisher-edits.ts);
 *   - fifty artworks saved, fifty hooks sent within a second: from the first 202 until all fifty pages are
 *     served changed, and how many builds that took;
 *   - a flood: 1,000 signed hooks from 20 senders at once: how each was answered (202, 200, 429 or 503:
 *     none unanswered), the answers' latency (median, p99, max), the service's peak memory, its state
 *     file's size and how many builds the flood made;
 *   - a draft preview: an artwork's draft from its signed link, answered whole, five times after the first;
 *   - the idle service's memory (resident set), before the first hook and after the last.
 */
import { spawn } from 'node:child_process';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import type { PublisherState } from '../publisher/records.ts';
import { signedHeaders, signPreview } from '../publisher/signature.ts';
import { percentile, stats } from './bench-stats.ts';
import { load } from './bench-build.ts';
import { probeMachine } from './machine-probe.ts';
import { freePort } from './free-port.ts';
import { oneArtworkRuns, otherEditRuns, retitle, savedWhileFinishing, type EditBench } from './bench-publisher-edits.ts';
import { openSiteSearch } from './bench-search-page.ts';

const SECRET = 'the-benchmark-cms-shared-secret-0123456789';
const TOKEN = 'the-benchmark-status-token';
const ONE_ARTWORK_RUNS = 5;
/**
 * Ten more saves, each a few seconds after the service went idle, as an editor's next save comes:
 * the next build's process (started when the last one ended) has then loaded and read ahead. The
 * runs above come the moment the service is idle, while it is still doing so.
 */
const SPACED_RUNS = 10;
const EDITOR_PAUSE_MS = 3000;
const BURST = 50;
const FLOOD_HOOKS = 1000;
const FLOOD_SENDERS = 20;
const DRAFT_RUNS = 5;

/** A process's resident memory now (VmRSS), or the most it has had (VmHWM), in MiB. */
const residentMiB = async (pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS') => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Math.round(Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024);
};

/** The resident memory of the publishing service's waiting build process (launch.mjs --standby), in MiB; null when none waits. */
async function standbyMiB(): Promise<number | null> {
  for (const pid of (await readdir('/proc')).filter((d) => /^\d+$/.test(d))) {
    const command = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (command.split('\0').includes('--standby') && command.includes('launch.mjs')) return residentMiB(Number(pid));
  }
  return null;
}

/**
 * FLOOD_HOOKS signed hooks from FLOOD_SENDERS senders, each sending its next as soon as the last is
 * answered (none sent again: every request's own answer is what is counted).
 */
async function flood(url: string, hookBody: (n: number) => string) {
  const answers: Record<string, number> = {};
  const millis: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: FLOOD_SENDERS }, async () => {
      while (next < FLOOD_HOOKS) {
        const body = hookBody(next++);
        const start = performance.now();
        const status = await fetch(`${url}/hooks/publish`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...signedHeaders(SECRET, 'hook', body) },
          body,
        }).then(
          async (r) => (await r.arrayBuffer(), String(r.status)),
          () => 'unanswered',
        );
        millis.push(performance.now() - start);
        answers[status] = (answers[status] ?? 0) + 1;
      }
    }),
  );
  const sorted = millis.sort((a, b) => a - b);
  const ms = (n: number) => Math.round(n * 10) / 10;
  return { answers, latencyMs: { median: ms(percentile(sorted, 50)), p99: ms(percentile(sorted, 99)), max: ms(sorted.at(-1)!) } };
}

export async function measurePublishing(root: string, content: string, out: string, cmsUrl: string, work: string) {
  const bench = await startBench(root, out, cmsUrl, work);
  // Idle, before any hook: what the service holds when nothing happens.
  await sleep(3000);
  const idleBefore = await residentMiB(bench.pid);
  const loadBefore = load();
  const probeBefore = probeMachine();
  const { oneArtwork, steps: oneArtworkSteps } = await oneArtworkRuns(bench, content, { runs: ONE_ARTWORK_RUNS, pauseMs: 0, first: 0 });
  // These also wait for the site's search page to find each by a word of its new title.
  const spaced = await oneArtworkRuns(bench, content, { runs: SPACED_RUNS, pauseMs: EDITOR_PAUSE_MS, first: ONE_ARTWORK_RUNS });
  // The next build's process, loaded and its record read ahead, as it waits for an editor's save.
  await sleep(EDITOR_PAUSE_MS);
  const standbyIdle = await standbyMiB();
  const { deleted, translated } = await otherEditRuns(bench, content, EDITOR_PAUSE_MS);
  const whileFinishing = await savedWhileFinishing(bench, content);
  const burst = await burstOfSaves(bench, content);
  const draftSeconds = await draftRuns(bench, content);
  const flooded = await floodRun(bench, work);
  await sleep(3000);
  const idleAfter = await residentMiB(bench.pid);
  console.log(
    `idle service: ${idleBefore} MiB before the first hook, ${idleAfter} MiB after the last; the waiting build process ${standbyIdle} MiB`,
  );
  await bench.stop();
  return {
    what: 'npm run publisher on the published benchmark site, its CMS over HTTP (a local server), the pages served by npm start’s server; times from the hook’s 202 until the changed page is served',
    oneArtworkSeconds: stats(oneArtwork),
    oneArtworkSteps,
    oneArtworkSpaced: {
      pauseSeconds: EDITOR_PAUSE_MS / 1000,
      seconds: stats(spaced.oneArtwork),
      p95: percentile(spaced.oneArtwork, 95),
      searchPage: { seconds: stats(spaced.found), p95: percentile(spaced.found, 95) },
      steps: spaced.steps,
    },
    pageDeleted: deleted,
    translationAdded: translated,
    savedWhileFinishing: whileFinishing,
    burst,
    draftSeconds: stats(draftSeconds, 3),
    flood: flooded,
    idleServiceMiB: { beforeFirstHook: idleBefore, afterLastHook: idleAfter },
    standbyMiB: standbyIdle,
    loadBefore,
    loadAfter: load(),
    probeBefore,
    probeAfter: probeMachine(),
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
type Bench = Awaited<ReturnType<typeof startBench>> & EditBench;

/** The published site served as `npm start` serves it, and the service started on it, with what the measures ask of them. */
async function startBench(root: string, out: string, cmsUrl: string, work: string) {
  const site = spawn(process.execPath, ['--import', 'tsx', join(root, 'app/server/serve-folder.ts'), out], {
    cwd: root,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  // Its first line is its address; a server that ends before it listens fails the benchmark, not hangs it.
  const siteUrl = await new Promise<string>((listening, failed) => {
    createInterface({ input: site.stdout! }).once('line', listening);
    site.once('exit', (code) => failed(new Error(`the site server ended (exit ${code}) before it listened`)));
  });
  const siteSearch = await openSiteSearch(siteUrl);
  const port = await freePort();
  let previewPort = await freePort();
  while (previewPort === port) previewPort = await freePort();
  const service = spawn(
    process.execPath,
    ['--import', 'tsx', join(root, 'app/publisher/publisher.ts'), '--out', out, '--state', join(work, 'publisher')],
    {
      cwd: root,
      env: {
        ...process.env,
        CMS_URL: cmsUrl,
        PUBLISH_SECRET: SECRET,
        PUBLISH_STATUS_TOKEN: TOKEN,
        PUBLISH_PORT: String(port),
        PUBLISH_PREVIEW_PORT: String(previewPort),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  while (
    !(await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    ))
  )
    await sleep(50);
  const status = async () =>
    (await (await fetch(`${url}/status`, { headers: { authorization: `Bearer ${TOKEN}` } })).json()) as PublisherState;
  let deliveries = 0;
  return {
    url,
    previewUrl: `http://127.0.0.1:${previewPort}`,
    pid: service.pid!,
    status,
    /** A signed hook naming `files`; resolves when it was answered 202. */
    async hook(files: string | string[], event: 'publish' | 'delete' = 'publish') {
      const body = JSON.stringify({ id: `bench-${++deliveries}`, event, files: typeof files === 'string' ? [files] : files });
      const res = await fetch(`${url}/hooks/publish`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signedHeaders(SECRET, 'hook', body) },
        body,
      });
      if (res.status !== 202) throw new Error(`the hook answered ${res.status}: ${await res.text()}`);
      return performance.now();
    },
    served: async (path: string, title: string) => (await (await fetch(`${siteUrl}${path}`)).text()).includes(`>${title}</h1>`),
    lists: async (path: string, alternate: string) =>
      (await (await fetch(`${siteUrl}${path}`)).text())
        .split('<link rel="alternate" hreflang=')
        .slice(1)
        .some((link) => link.slice(0, link.indexOf('>')).includes(`${alternate}"`)),
    /** The status `path` is answered with. */
    statusOf: async (path: string) => (await fetch(`${siteUrl}${path}`, { method: 'HEAD' })).status,
    /** Once nothing runs and nothing waits. */
    async idle() {
      for (;;) {
        const s = await status();
        if (!s.running && !s.waiting.length) return s;
        await sleep(100);
      }
    },
    searchLists: siteSearch.lists,
    async stop() {
      service.kill('SIGTERM');
      await new Promise((done) => service.once('exit', done));
      site.stdin!.end();
      await new Promise((done) => site.once('exit', done));
      await siteSearch.close();
    },
  };
}

/** BURST artworks saved one after the other: from the first 202 until every page is served changed, and the builds it took. */
async function burstOfSaves(bench: Bench, content: string) {
  const before = (await bench.status()).history[0]?.id ?? 0;
  const pages: { path: string; title: string }[] = [];
  let first = 0;
  const sendStart = performance.now();
  for (let i = 0; i < BURST; i++) {
    const file = `synthetic/es/artwork/es-${500400 + i}.json`;
    const title = `Obra de la ráfaga ${i + 1}`;
    pages.push({ path: await retitle(content, file, title), title });
    const at = await bench.hook(file);
    first ||= at;
  }
  const sentWithin = Math.round(performance.now() - sendStart) / 1000;
  let waiting = pages;
  while (waiting.length) {
    const still = [];
    for (const p of waiting) if (!(await bench.served(p.path, p.title))) still.push(p);
    waiting = still;
    if (waiting.length) await sleep(50);
  }
  const burstSeconds = Math.round(performance.now() - first) / 1000;
  const after = await bench.idle();
  const builds = after.history.filter((r) => r.id > before).length;
  console.log(`${BURST} hooks sent within ${sentWithin} s: all live ${burstSeconds} s after the first 202, in ${builds} build(s)`);
  return { hooks: BURST, sentWithinSeconds: sentWithin, allLiveSeconds: burstSeconds, builds };
}

/** A draft: the CMS's unpublished revision of an artwork, from the link its Preview button opens, DRAFT_RUNS times after the first. */
async function draftRuns(bench: Bench, content: string) {
  const draftFile = 'synthetic/es/artwork/es-500300.json';
  const draft = JSON.parse(await readFile(join(content, 'pages', draftFile), 'utf8'));
  draft.title.value = 'Obra en borrador';
  await mkdir(join(content, 'drafts', draftFile, '..'), { recursive: true });
  await writeFile(join(content, 'drafts', draftFile), JSON.stringify(draft));
  const draftSeconds: number[] = [];
  for (let i = 0; i <= DRAFT_RUNS; i++) {
    const expires = Math.floor(Date.now() / 1000) + 600;
    const link = `${bench.previewUrl}/draft?${new URLSearchParams({ file: draftFile, expires: String(expires), signature: signPreview(SECRET, draftFile, expires) })}`;
    const start = performance.now();
    const res = await fetch(link);
    const html = await res.text();
    if (res.status !== 200 || !html.includes('Obra en borrador'))
      throw new Error(`the draft answered ${res.status}: ${html.slice(0, 300)}`);
    // The first builds the service's copy of the published bundle: the editors' next previews do not.
    if (i > 0) draftSeconds.push(Math.round(performance.now() - start) / 1000);
  }
  const s = stats(draftSeconds, 3);
  console.log(`draft preview: median ${s.median} s (${s.min}–${s.max}), after the first`);
  return draftSeconds;
}

/** The flood, with the service's peak memory, its state file's size and the builds it made. */
async function floodRun(bench: Bench, work: string) {
  const beforeFlood = (await bench.status()).history[0]?.id ?? 0;
  const flooded = await flood(bench.url, (n) =>
    JSON.stringify({ id: `flood-${n}`, event: 'publish', files: [`synthetic/es/artwork/es-${500300 + (n % 100)}.json`] }),
  );
  const stateKiB = async () => Math.round((await stat(join(work, 'publisher', 'state.json'))).size / 1024);
  const peakMiB = await residentMiB(bench.pid, 'VmHWM');
  const during = await stateKiB();
  const afterFlood = await bench.idle();
  const builds = afterFlood.history.filter((r) => r.id > beforeFlood).length;
  const stateFileKiB = Math.max(during, await stateKiB());
  console.log(
    `flood: ${FLOOD_HOOKS} hooks from ${FLOOD_SENDERS} senders answered ${JSON.stringify(flooded.answers)}, latency median ${flooded.latencyMs.median} ms, p99 ${flooded.latencyMs.p99} ms, max ${flooded.latencyMs.max} ms; service peak ${peakMiB} MiB, state file ${stateFileKiB} KiB, ${builds} build(s)`,
  );
  return { hooks: FLOOD_HOOKS, senders: FLOOD_SENDERS, ...flooded, servicePeakMiB: peakMiB, stateFileKiB, builds };
}
