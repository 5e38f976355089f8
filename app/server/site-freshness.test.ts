/** `npm start` builds again when the site is missing, its sources are newer, or it was rendered on another Madrid day. */
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { whyBuild } from './site-freshness.ts';

let dir: string;
afterEach(() => rm(dir, { recursive: true, force: true }));

/**
 * Every file's time is set by the test, never left to the kernel: a file written now gets the machine's
 * real time, which a clock moved for the suite (faketime) does not move.
 */
const BUILT = new Date('2026-11-28T08:00:00+01:00');
const hoursAfterBuild = (h: number) => new Date(BUILT.getTime() + h * 3_600_000);

/** A built site rendered at `renderedAt`, built at BUILT, and a sources folder last changed an hour before. */
async function site(renderedAt: number) {
  dir = await mkdtemp(join(tmpdir(), 'museo-freshness-'));
  const dist = join(dir, 'dist');
  const sources = join(dir, 'sources');
  await mkdir(join(dist, 'page-data'), { recursive: true });
  await mkdir(sources);
  await writeFile(join(sources, 'page.json'), '{}');
  await utimes(join(sources, 'page.json'), hoursAfterBuild(-1), hoursAfterBuild(-1));
  await writeFile(join(dist, 'index.html'), `<head><meta name="rendered-at" content="${renderedAt}">\n</head>`);
  await writeFile(join(dist, 'page-data/app-data.json'), '{}');
  await utimes(join(dist, 'page-data/app-data.json'), BUILT, BUILT);
  return { dist, sources: [sources] };
}

const at = (iso: string) => Date.parse(iso) / 1000;

describe('npm start', () => {
  it('serves a site rendered today in Madrid as it is', async () => {
    const { dist, sources } = await site(at('2026-11-28T08:00:00+01:00'));
    expect(whyBuild(dist, sources, at('2026-11-28T23:59:00+01:00'))).toBeNull();
  });

  it('builds again a site rendered on another day, so its programme and the sample’s dates are today’s', async () => {
    const { dist, sources } = await site(at('2026-11-28T08:00:00+01:00'));
    expect(whyBuild(dist, sources, at('2026-11-29T00:00:00+01:00'))).toBe('rendered on 2026-11-28, today is 2026-11-29 in Madrid');
  });

  it('builds when there is no site, or its sources changed since', async () => {
    const { dist, sources } = await site(at('2026-11-28T08:00:00+01:00'));
    await writeFile(join(sources[0]!, 'page.json'), '{"changed": true}');
    await utimes(join(sources[0]!, 'page.json'), hoursAfterBuild(1), hoursAfterBuild(1));
    expect(whyBuild(dist, sources, at('2026-11-28T09:00:00+01:00'))).toBe('its sources changed since');
    await rm(join(dist, 'page-data/app-data.json'));
    expect(whyBuild(dist, sources, at('2026-11-28T09:00:00+01:00'))).toBe('no site built yet');
  });
});
