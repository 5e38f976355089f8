/**
 * A build from a CMS whose file cannot be fetched stops before anything is written, naming the file's URL
 * and the page that uses it, as a missing local file does; `--keep-going` builds without it. What stops a
 * build is said by the error itself: a damaged record of the published build is the build's failure, not
 * the CMS's (which the publishing service would try again for ever).
 */
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { serveContent, type LocalCms } from '../../app/tools/local-cms.ts';
import { loadFixture, runBuildAsync, type Fixture } from '../support/build.ts';

let fixture: Fixture | undefined;
let cms: LocalCms | undefined;
afterEach(async () => {
  cms?.close();
  await fixture?.cleanup();
  fixture = cms = undefined;
});

describe('a build from a CMS', () => {
  it('stops on a file it cannot fetch, naming its URL and its page; --keep-going builds without it', async () => {
    fixture = await loadFixture(['es/obra-amarillo.json']);
    await rm(join(fixture.content, 'media/works/tilted/artwork-5502.jpg'));
    cms = await serveContent(fixture.content);
    const stopped = await runBuildAsync(fixture.out, { CMS_URL: cms.url });
    expect(stopped.status).toBe(1);
    expect(stopped.err).toContain(
      `${cms.url}/media/works/tilted/artwork-5502.jpg (used by ${cms.url}/pages/es/obra-amarillo.json): HTTP 404 Not Found`,
    );
    expect(stopped.report).toMatchObject({ outcome: 'refused', stoppedBy: 'source' });
    const kept = await runBuildAsync(fixture.out, { CMS_URL: cms.url }, '--keep-going');
    expect(kept.status, kept.err).toBe(0);
    expect(kept.err).toContain('--keep-going: 1 media file(s) could not be fetched, built without them');
    expect(kept.report!.media).toMatchObject({ fetched: expect.any(Number) });
  });

  it('says a damaged record of the published build stopped it, not the CMS', async () => {
    fixture = await loadFixture(['es/obra-amarillo.json']);
    cms = await serveContent(fixture.content);
    expect((await runBuildAsync(fixture.out, { CMS_URL: cms.url })).status).toBe(0);
    // Replaced, not written through: the build's files are hard links into the bundle cache.
    await rm(join(fixture.out, '.vite/manifest.json'));
    await writeFile(join(fixture.out, '.vite/manifest.json'), '{ damaged');
    const r = await runBuildAsync(fixture.out, { CMS_URL: cms.url });
    expect(r.status).toBe(1);
    expect(r.report).toMatchObject({ outcome: 'refused', stoppedBy: 'error' });
    expect(r.report!.failure).toMatch(/JSON/);
  });
});
