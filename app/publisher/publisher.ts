/**
 * npm run publisher: the publishing service an operations team runs next to nginx. The CMS calls its
 * signed hook when an editor publishes, unpublishes or deletes; it builds what changed with the same
 * pipeline as `npm run build` (against CMS_URL), publishes atomically into the folder that `npm start`
 * and nginx serve, and tells the editors what happened (its status page, and a signed callback).
 *   --out DIR     the folder to publish (default dist/)
 *   --state DIR   its records (default <out>.publisher/): events waiting, the build running, the history
 * Settings: PUBLISH_SECRET, PUBLISH_STATUS_TOKEN (required), PUBLISH_HOST, PUBLISH_PORT, PUBLISH_PREVIEW_PORT,
 * PUBLISH_CALLBACK_URL, PUBLISH_BUILD_TIMEOUT_S, PUBLISH_RETRY_MS, PUBLISH_MAX_RETRY_MS,
 * PUBLISH_BUILD_ARGS, PUBLISH_PREVIEW_RENDERS, PUBLISH_PREVIEW_WAITING, PUBLISH_PREVIEW_HEAP_MB; the build’s own:
 * CMS_URL, CMS_TIMEOUT_MS (docs/serving.md).
 */
import { resolve } from 'node:path';
import { commandLine, wholeNumber, siteFolderOption, portVariable } from '../cli/command-line.ts';

const root = resolve(import.meta.dirname, '../..');

async function main() {
  commandLine({
    command: 'npm run publisher',
    summary:
      'the publishing service: takes the CMS’s signed hooks, builds what changed from CMS_URL, publishes it atomically into the output folder and tells the editors (status page, signed callback).',
    options: {
      out: siteFolderOption('the folder to publish'),
      state: { value: 'DIR', help: 'its records: events waiting, the build running, the history', default: '<out>.publisher' },
    },
    env: {
      PUBLISH_SECRET: { help: 'required, ≥ 32 characters: the secret the CMS signs hooks with, and the service its callbacks' },
      PUBLISH_STATUS_TOKEN: { help: 'required, ≥ 16 characters: the status page’s read token' },
      PUBLISH_HOST: { help: 'the address to listen on (default 127.0.0.1)' },
      PUBLISH_PORT: portVariable('the port', 4174),
      PUBLISH_PREVIEW_PORT: {
        help: 'the drafts’ own port: an origin apart from the status page’s (default: PUBLISH_PORT + 1)',
        check: wholeNumber(1, 65535),
      },
      PUBLISH_CALLBACK_URL: { help: 'where to POST the signed result of each build' },
      PUBLISH_BUILD_TIMEOUT_S: { help: 'the longest a build may run (default 900)', check: wholeNumber(10) },
      PUBLISH_RETRY_MS: { help: 'the first wait before a failed build is tried again (default 5000)', check: wholeNumber(10) },
      PUBLISH_MAX_RETRY_MS: { help: 'the longest wait between tries (default 300000)', check: wholeNumber(10) },
      PUBLISH_BUILD_ARGS: { help: 'options for each build: --strict, --keep-going, --threads N, --search-shard N, --sitemap-urls N' },
      PUBLISH_PREVIEW_RENDERS: { help: 'drafts rendered at once (default 4)', check: wholeNumber(1, 64) },
      PUBLISH_PREVIEW_WAITING: {
        help: 'drafts waiting for a render; beyond them, 503 with Retry-After (default 32)',
        check: wholeNumber(0, 1000),
      },
      PUBLISH_PREVIEW_HEAP_MB: { help: 'the draft renderer’s heap, in MiB (default 256)', check: wholeNumber(64, 8192) },
      CMS_URL: { help: 'the CMS the builds read (docs/serving.md)' },
    },
    exitCodes: { 1: 'it cannot listen on its address' },
    example: 'PUBLISH_SECRET=… PUBLISH_STATUS_TOKEN=… CMS_URL=https://cms.museo.example npm run publisher -- --out /srv/museo/dist',
  });
  // The service's modules load once the command line is understood: --help and a refused option answer at once.
  const [{ tryLock }, { publisherConfig }, { publisherServer }, { previewServer }, { Journal }, { Scheduler }, { DraftClient }] =
    await Promise.all([
      import('../site-build/publish/output-lock.ts'),
      import('./config.ts'),
      import('./http.ts'),
      import('./preview-http.ts'),
      import('./journal.ts'),
      import('./scheduler.ts'),
      import('./draft-client.ts'),
    ]);
  let config;
  try {
    config = publisherConfig(root, process.env, process.argv.slice(2));
  } catch (err) {
    console.error((err as Error).message);
    process.exit(2);
  }
  // One service per records folder (two services may publish one folder: its lock keeps their builds apart).
  const own = await tryLock(config.stateDir);
  if (!('release' in own)) {
    console.error(`Another publishing service (process ${own.heldBy}) keeps its records in ${config.stateDir}: give this one --state DIR.`);
    process.exit(2);
  }
  const journal = await Journal.open(config.stateDir);
  const scheduler = new Scheduler(root, config, journal);
  await scheduler.recover();
  const cmsTimeoutMs = Number(process.env.CMS_TIMEOUT_MS) || 15_000;
  const drafts = new DraftClient(root, config.outDir, process.env.CMS_URL || undefined, cmsTimeoutMs, config.preview);
  const server = publisherServer(config, journal, scheduler, () => drafts.load);
  // Drafts on an origin of their own: a draft's page can reach nothing the status page shows.
  const preview = previewServer(config, drafts);
  const listen = (s: typeof server, port: number, what: string) =>
    new Promise<void>((done) => {
      s.on('error', (err) => {
        console.error(`The publishing service cannot listen on ${config.host}:${port} (${what}): ${err.message}`);
        process.exit(1);
      });
      s.listen(port, config.host, done);
    });
  // The drafts' listener first: once the service answers its health check, both are listening.
  await listen(preview, config.previewPort, 'PUBLISH_PREVIEW_PORT');
  await listen(server, config.port, 'PUBLISH_PORT');
  console.log(
    `Publishing service on http://${config.host}:${config.port}: hooks at /hooks/publish, status at / (token); drafts at http://${config.host}:${config.previewPort}/draft (signed links); publishing ${config.outDir} from ${process.env.CMS_URL ? `the CMS at ${process.env.CMS_URL}` : 'content/'}`,
  );
  // The next build's process loads now, ahead of the event that will need it.
  scheduler.warm();
  scheduler.kick();
  scheduler.followDays();
  // Stopped by its supervisor: no new build starts, and the one running is stopped and run again at the
  // next start (it is on disk as running).
  const stop = () => {
    for (const s of [server, preview]) {
      s.close();
      s.closeAllConnections();
    }
    drafts.close();
    void scheduler
      .stop()
      .then(() => own.release())
      .finally(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

await main();
