/**
 * The publishing service as its tests meet it: the real process (`npm run publisher`), started on a
 * free port, its hooks signed as a CMS signs them, its status read with its token.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../../app/tools/free-port.ts';
import { isLiveOutcome, type BuildRecord, type PublisherState } from '../../app/publisher/records.ts';
import { signedHeaders } from '../../app/publisher/signature.ts';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serveContent, type LocalCms } from '../../app/tools/local-cms.ts';
import { createStaticServer } from '../../app/server/static-server.ts';
import { buildEnv, loadFixture, ROOT, type Fixture } from './build.ts';

export const SECRET = 'a-shared-secret-of-the-test-cms-0123456789';
export const STATUS_TOKEN = 'the-editors-read-token';

export interface Service {
  url: string;
  /** The drafts' own listener (PUBLISH_PREVIEW_PORT): another origin than the status page's. */
  previewUrl: string;
  process: ChildProcess;
  /** The service's output so far (for a failing test's message). */
  output(): string;
  /** SIGKILL to the service and everything it started (its build): what a crash or a power cut leaves. */
  killHard(): Promise<void>;
  stop(): Promise<void>;
}

/** Every service started and not yet ended: killed with the test process, so a test that fails or times out leaves none behind. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running)
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // Ended meanwhile.
    }
});

export async function startService(out: string, state: string, env: Record<string, string>): Promise<Service> {
  const port = await freePort();
  let previewPort = await freePort();
  while (previewPort === port) previewPort = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'app/publisher/publisher.ts', '--out', out, '--state', state], {
    cwd: ROOT,
    env: buildEnv({
      PUBLISH_SECRET: SECRET,
      PUBLISH_STATUS_TOKEN: STATUS_TOKEN,
      PUBLISH_PORT: String(port),
      PUBLISH_PREVIEW_PORT: String(previewPort),
      ...env,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
    // A process group of its own, so a hard kill reaches its build too.
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-20_000)));
  child.stderr.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-20_000)));
  running.add(child);
  const exited = new Promise<void>((done) => child.once('exit', () => (running.delete(child), done())));
  const url = `http://127.0.0.1:${port}`;
  // Ready when it answers (however long this machine takes to start it).
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the publishing service did not start:\n${output}`);
    const ok = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    previewUrl: `http://127.0.0.1:${previewPort}`,
    process: child,
    output: () => output,
    async killHard() {
      process.kill(-child.pid!, 'SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** POSTs `body` to the hook, signed unless `headers` says otherwise. */
export async function sendHook(url: string, body: string | Buffer, headers: Record<string, string> = signedHeaders(SECRET, 'hook', body)) {
  const res = await fetch(`${url}/hooks/publish`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : new Blob([new Uint8Array(body)]),
  });
  return { status: res.status, body: (await res.json()) as { accepted?: string; error?: string; problems?: string[] } };
}

let deliveries = 0;
/** A publishing event as the CMS sends it, signed, with a delivery id of its own (so two alike within a second are two). */
export const publishEvent = (url: string, files?: string[], event = 'publish') =>
  sendHook(url, JSON.stringify({ id: `delivery-${process.pid}-${++deliveries}`, event, ...(files ? { files } : {}) }));

export type Status = Pick<PublisherState, 'running' | 'waiting' | 'retry' | 'history'>;

export async function status(url: string): Promise<Status> {
  const res = await fetch(`${url}/status`, { headers: { authorization: `Bearer ${STATUS_TOKEN}` } });
  if (!res.ok) throw new Error(`/status answered ${res.status}`);
  return (await res.json()) as Status;
}

/** The first build recorded that took the event `trigger`, once there is one and nothing more of it waits. */
export async function recordOf(url: string, trigger: string, settled: (r: BuildRecord) => boolean = () => true): Promise<BuildRecord> {
  for (;;) {
    const s = await status(url);
    const record = s.history.find((r) => r.triggers.some((t) => t.id === trigger) && settled(r));
    if (record) return record;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Waits until the service has nothing running and nothing waiting. */
export async function settled(url: string): Promise<Status> {
  for (;;) {
    const s = await status(url);
    if (!s.running && !s.waiting.length) return s;
    await new Promise((r) => setTimeout(r, 50));
  }
}

export const isLive = (r: BuildRecord) => isLiveOutcome(r.outcome);

/** What a publishing test starts from: the fixture, its CMS over HTTP, its site served as `npm start` serves it, and a folder for the service's records. */
export interface ServedFixture {
  fixture: Fixture;
  cms: LocalCms;
  siteUrl: string;
  state: string;
  close(): Promise<void>;
}

/** A fixture of the sample's `pages`, served by a local CMS (app/tools/local-cms.ts, with `cms`'s hooks) and, once built, by the static server. */
export async function servedFixture(pages: readonly string[], cms: Parameters<typeof serveContent>[1] = {}): Promise<ServedFixture> {
  const fixture = await loadFixture(pages);
  const served = await serveContent(fixture.content, cms);
  const site = createStaticServer(fixture.out, { log: () => undefined });
  await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
  return {
    fixture,
    cms: served,
    siteUrl: `http://127.0.0.1:${(site.address() as AddressInfo).port}`,
    state: join(fixture.content, '..', 'publisher'),
    async close() {
      served.close();
      site.close();
      await fixture.cleanup();
    },
  };
}
