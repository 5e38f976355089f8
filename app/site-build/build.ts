/**
 * npm run build: reads and checks the content, then runs the build pipeline (pipeline/run-pipeline.ts)
 * with a plan: an edit published in place when the published build was made from the same code and
 * renders with the same settings (only what changed is rendered and moved into place, and the search
 * index of the languages it touched follows), else a whole build into a new folder switched in at once.
 * A failed build leaves the published site as it was.
 * Its options and environment: BUILD_COMMAND below (`npm run build -- --help`).
 * One build at a time writes an output folder (publish/output-lock.ts): a second waits for the first.
 *
 * This file is the command line alone: `--help` and a command line it refuses answer before the build's
 * modules load (most of a second of CPU); the build itself is build-site.ts.
 */
import './bundle/production-mode.ts';
import { resolve } from 'node:path';
import { readFileSync } from 'node:fs';
import { commandLine, wholeNumber, type CommandSpec, siteFolderOption } from '../cli/command-line.ts';
import type { BuildRun } from './pipeline/build-run.ts';
import type { StandbyHandle } from './standby.ts';

const BUILD_COMMAND: CommandSpec = {
  command: 'npm run build',
  summary:
    'reads and checks the content, builds the site and publishes it into the output folder at once (an edit in place, or a whole build switched in); a failed build leaves the published site as it was. `npm run validate` is `--check`.',
  options: {
    out: siteFolderOption('the output folder (a published build of this site, or a new one)'),
    check: { help: 'validate the content only, writing nothing (npm run validate)' },
    'keep-going': { help: 'skip invalid pages and media that cannot be fetched (listed) instead of stopping' },
    'allow-shrink': { help: 'build even when the source has no pages, or fewer than half the published build’s' },
    strict: { help: 'internal links to pages or anchors the build did not write stop the build (else warnings)' },
    clean: { help: 'nothing from before: ignore the published build’s record and the bundle cache' },
    report: { value: 'FILE', help: 'write what the build did as JSON (pipeline/report.ts), whatever its outcome' },
    threads: { value: 'N', help: 'render on N threads', default: 'one per core', check: wholeNumber(1, 256) },
    'search-shard': {
      value: 'N',
      help: 'at most N pages in one part of a language’s search index',
      default: '12000',
      check: wholeNumber(1),
    },
    'sitemap-urls': { value: 'N', help: 'at most N addresses in one sitemap file', default: '25000', check: wholeNumber(1) },
    recheck: { value: 'FILE', help: 'read and check again the page documents FILE lists (a JSON list of names), whatever their stamps' },
    'defer-index': {
      value: 'FILE',
      help: 'an edit leaves its search index to the next build when FILE exists once its pages are live (search finds the edit through its recent part meanwhile)',
    },
    changed: {
      value: 'FILE',
      help: 'the only page documents that changed since the published build, as FILE lists them (a JSON list of names): read again, and the page list taken from the build’s record when it can be',
    },
  },
  env: {
    CMS_URL: { help: 'read the content from this CMS over HTTP instead of a folder' },
    CONTENT_DIR: { help: 'the content folder (default content/)' },
    CMS_TIMEOUT_MS: { help: 'milliseconds per request to the CMS and the media host (default 15000)', check: wholeNumber(1) },
    MEDIA_MAX_MB: {
      help: 'the largest media file fetched, in MiB (default 200)',
      check: (v) => (Number(v) > 0 ? null : 'expected a positive number'),
    },
    MEDIA_PRIVATE_HOSTS: { help: 'media host names allowed to resolve to a loopback, private or link-local address (comma-separated)' },
    SOURCE_DATE_EPOCH: { help: 'the build’s moment in Unix seconds (default: now)', check: wholeNumber(1) },
  },
  exitCodes: {
    1: 'the build or the check stopped (content errors, a source that failed, a failed build): the published site is as it was',
  },
  example: 'CMS_URL=https://cms.museo.example npm run build -- --out /srv/museo/dist --strict',
};

const root = resolve(import.meta.dirname, '../..');
// A standby (launch.mjs --standby, standby.ts) loads and reads ahead, then takes its command line from
// the service that started it; one that stays warm (--warm) then takes the next, build after build.
const standby = (globalThis as { buildStandby?: StandbyHandle }).buildStandby;
if (standby) {
  const { standbyCommand, warmCommand, workAheadWhileFinishing } = await import('./standby.ts');
  const own = process.argv.slice(3);
  if (own.includes('--warm')) await workAheadWhileFinishing(root);
  let argv = await standbyCommand(standby, root, own);
  for (;;) {
    await build(argv);
    if (!own.includes('--warm')) break;
    argv = await warmCommand(standby, root, own);
  }
} else await build(process.argv.slice(2));

/** One build, as its command line asks. */
async function build(argv: string[]): Promise<void> {
  const { values } = commandLine(BUILD_COMMAND, argv);
  const flag = (name: string) => values[name] === true;
  const text = (name: string) => values[name] as string | undefined;
  const count = (name: string) => (text(name) === undefined ? undefined : Number(text(name)));
  const run: BuildRun = {
    root,
    outDir: resolve(root, text('out') ?? 'dist'),
    keepGoing: flag('keep-going'),
    strict: flag('strict'),
    clean: flag('clean'),
    threads: count('threads'),
    searchShardRecords: count('search-shard'),
    sitemapUrls: count('sitemap-urls'),
  };
  const checkOnly = flag('check');
  const reportFile = text('report') === undefined ? null : resolve(text('report')!);
  /** The names a --recheck or --changed file lists; a file that is not a JSON list of names ends the command. */
  function documentNames(option: 'recheck' | 'changed'): string[] | undefined {
    if (text(option) === undefined) return undefined;
    let names: unknown = null;
    try {
      names = JSON.parse(readFileSync(resolve(text(option)!), 'utf8'));
    } catch {
      // Said below, as any file that is not a list of names.
    }
    if (!Array.isArray(names) || !names.every((n) => typeof n === 'string')) {
      console.error(`npm run build: --${option} takes a file with a JSON list of page document names`);
      process.exit(2);
    }
    return names;
  }
  run.recheck = documentNames('recheck');
  run.changed = documentNames('changed');
  if (text('defer-index') !== undefined) run.deferIndex = resolve(text('defer-index')!);
  const { buildSite } = await import('./build-site.ts');
  await buildSite(run, { checkOnly, allowShrink: flag('allow-shrink'), reportFile });
}
