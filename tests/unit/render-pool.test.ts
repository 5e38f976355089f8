/**
 * The render pool (app/site-build/render/render-pool.ts) keeps each render thread supplied: a thread holds
 * several batches at once, so that it keeps rendering while the build's main thread is busy with
 * something else (compacting a part of the search index takes a few tenths of a second at full scale),
 * and every page is rendered once, in whatever order the threads finish.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENDER_IN_FLIGHT, renderOnAllCores } from '../../app/site-build/render/render-pool.ts';
import type { RenderData, RenderSettings } from '../../app/site-build/render/render-pages.ts';
import type { SitePage } from '../../pages/routes/search-route.ts';
import { discard } from '../support/discard.ts';

let work: string;
/** A stand-in for the render threads' bundle: it "renders" a page into nothing and names its path. */
let bundle: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'museo-render-pool-'));
  bundle = join(work, 'render-thread.mjs');
  await writeFile(
    bundle,
    `export const provideRenderData = () => {};
export const createSiteWriter = () => ({ take: () => ({ files: 0, bytes: 0 }) });
export const createLinkReader = () => ({ take: () => undefined });
export const renderAndWrite = (_ssr, pages) =>
  pages.map((p) => ({ path: p.url.path, files: [], links: { ids: '\\n', hrefs: [] }, key: 'k' }));
`,
  );
});
afterAll(() => discard(work));

const settings = {} as RenderSettings;
const data = { programme: {}, key: { settings: '', programme: {} } } as RenderData;

describe('the render pool', () => {
  it('gives a thread several batches before it has finished one, and renders every page once', async () => {
    const count = 2_000;
    const pages: (SitePage | undefined)[] = Array.from({ length: count }, (_, i) => ({ url: { path: `/p/${i}` } }) as SitePage);
    const batchSize = 32; // what the pool picks for 2,000 pages on two threads
    let handedOverAtFirstResult = -1;
    const rendered: string[] = [];
    await renderOnAllCores(
      bundle,
      settings,
      data,
      pages,
      work,
      (batch) => {
        // The pool lets go of each page it sends: the empty slots are the pages sent so far.
        if (handedOverAtFirstResult < 0) handedOverAtFirstResult = pages.filter((p) => p === undefined).length;
        rendered.push(...batch.pages.map((p) => p.path));
      },
      2,
    );
    expect(RENDER_IN_FLIGHT).toBeGreaterThanOrEqual(8);
    // The thread whose batch came back first was sent RENDER_IN_FLIGHT batches when it started.
    expect(handedOverAtFirstResult).toBeGreaterThanOrEqual(RENDER_IN_FLIGHT * batchSize);
    expect(rendered).toHaveLength(count);
    expect(new Set(rendered).size).toBe(count);
  });

  it('finishes when there are fewer pages than a thread holds', async () => {
    const pages = Array.from({ length: 40 }, (_, i) => ({ url: { path: `/q/${i}` } }) as SitePage);
    const rendered: string[] = [];
    await renderOnAllCores(bundle, settings, data, pages, work, (batch) => rendered.push(...batch.pages.map((p) => p.path)), 2);
    expect(rendered.sort()).toEqual(Array.from({ length: 40 }, (_, i) => `/q/${i}`).sort());
  });
});
