/**
 * The publishing service's settings, from its environment and command line, checked before it listens:
 * a service that starts without its secret would accept nothing, or worse, anything.
 */
import { resolve } from 'node:path';
import type { DraftLimits } from './draft-client.ts';

export interface PublisherConfig {
  host: string;
  port: number;
  /** The drafts' own listener (an origin apart from the status page and its form): PUBLISH_PREVIEW_PORT, else the port + 1. */
  previewPort: number;
  /** The shared secret the CMS signs hooks with (and the service signs its callbacks with). */
  secret: string;
  /** The read token of the status page and /status. */
  statusToken: string;
  /** Where each build's outcome is POSTed, signed, for the CMS to show its editors; null: nowhere. */
  callbackUrl: string | null;
  /** The folder `npm start` and nginx serve (the build's --out). */
  outDir: string;
  /** The service's own records: the events waiting, the build running, the history. */
  stateDir: string;
  /** A build that runs longer is stopped, and tried again later. */
  buildTimeoutMs: number;
  /** The first wait before a build the CMS failed is tried again; it doubles each time, up to maxRetryMs. */
  retryMs: number;
  maxRetryMs: number;
  /** More arguments for every build (e.g. --strict, --threads 2). */
  buildArgs: string[];
  /** The bounds of draft previews: PUBLISH_PREVIEW_RENDERS, PUBLISH_PREVIEW_WAITING, PUBLISH_PREVIEW_HEAP_MB. */
  preview: DraftLimits;
}

/** Hooks and callbacks are refused more than this far from the service's clock (and a replay is remembered this long). */
export const SIGNATURE_WINDOW_S = 5 * 60;
/** The largest hook body accepted. */
export const MAX_HOOK_BYTES = 1024 * 1024;
/** Builds kept in the history. */
export const HISTORY_LENGTH = 50;

export function publisherConfig(root: string, env: NodeJS.ProcessEnv, argv: string[]): PublisherConfig {
  const problems: string[] = [];
  const valueOf = (flag: string) => (argv.includes(flag) ? argv[argv.indexOf(flag) + 1] : undefined);
  const number = (name: string, fallback: number, min: number, max: number) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max)
      problems.push(`${name} must be a whole number from ${min} to ${max}, not ${JSON.stringify(raw)}`);
    return n;
  };
  const secret = env.PUBLISH_SECRET ?? '';
  if (secret.length < 32) problems.push('PUBLISH_SECRET must be set, at least 32 characters (e.g. `openssl rand -hex 32`)');
  const statusToken = env.PUBLISH_STATUS_TOKEN ?? '';
  if (statusToken.length < 16) problems.push('PUBLISH_STATUS_TOKEN must be set, at least 16 characters: the status page is not public');
  if (statusToken && statusToken === secret)
    problems.push('PUBLISH_STATUS_TOKEN must differ from PUBLISH_SECRET: who reads the status must not be able to sign hooks');
  let callbackUrl: string | null = env.PUBLISH_CALLBACK_URL || null;
  if (callbackUrl) {
    const url = URL.canParse(callbackUrl) ? new URL(callbackUrl) : null;
    if (!url || !['http:', 'https:'].includes(url.protocol)) {
      problems.push(`PUBLISH_CALLBACK_URL must be an http(s) address, not ${JSON.stringify(callbackUrl)}`);
      callbackUrl = null;
    }
  }
  const outDir = resolve(root, valueOf('--out') ?? 'dist');
  const port = number('PUBLISH_PORT', 4174, 1, 65535);
  const config: PublisherConfig = {
    host: env.PUBLISH_HOST || '127.0.0.1',
    port,
    previewPort: number('PUBLISH_PREVIEW_PORT', port < 65535 ? port + 1 : port - 1, 1, 65535),
    secret,
    statusToken,
    callbackUrl,
    outDir,
    stateDir: resolve(root, valueOf('--state') ?? `${outDir}.publisher`),
    buildTimeoutMs: number('PUBLISH_BUILD_TIMEOUT_S', 900, 10, 24 * 3600) * 1000,
    retryMs: number('PUBLISH_RETRY_MS', 5000, 10, 3_600_000),
    maxRetryMs: number('PUBLISH_MAX_RETRY_MS', 300_000, 10, 24 * 3_600_000),
    buildArgs: (env.PUBLISH_BUILD_ARGS ?? '').split(/\s+/).filter(Boolean),
    preview: {
      renders: number('PUBLISH_PREVIEW_RENDERS', 4, 1, 64),
      waiting: number('PUBLISH_PREVIEW_WAITING', 32, 0, 1000),
      heapMb: number('PUBLISH_PREVIEW_HEAP_MB', 256, 64, 8192),
    },
  };
  if (config.previewPort === config.port)
    problems.push('PUBLISH_PREVIEW_PORT must differ from PUBLISH_PORT: drafts are served on an origin of their own');
  const allowed = new Set(['--strict', '--keep-going', '--threads', '--search-shard', '--sitemap-urls']);
  for (const arg of config.buildArgs)
    if (arg.startsWith('--') && !allowed.has(arg)) problems.push(`PUBLISH_BUILD_ARGS may hold ${[...allowed].join(', ')}, not ${arg}`);
  if (problems.length) throw new Error(`The publishing service cannot start:\n  ${problems.join('\n  ')}`);
  return config;
}
