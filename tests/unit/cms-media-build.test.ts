/**
 * A build from a CMS whose file cannot be fetched stops before anything is written, naming the file's URL
 * and the page that uses it, as a missing local file does; `--keep-going` builds without it.
 */
import { rm } from 'node:fs/promises';
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
});
