/**
 * The sample's dates in a real build (`npm run build`): built in another week, a content folder that names
 * its moment (content/sample-dates.json) is published with its dates moved to that week, and the report
 * and the build's output say so; a malformed anchor file stops the build naming it. (That a CMS's
 * content and the sample on its own day are read as written: tests/unit/content-source.test.ts.)
 */
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadFixture, ROOT, runBuild, type Fixture } from '../support/build.ts';

const PAGES = ['es/actividad-visita-paisajes.json', 'es/exposiciones-paisajes-abstraccion.json'];
/** Tuesday 1 June 2027, 11:00 in Madrid: 27 weeks and two days after the sample's Sunday. */
const JUNE_2027 = String(Date.parse('2027-06-01T09:00:00Z') / 1000);

/** The JSON-LD of a built page, by its path. */
async function schemaOf(out: string, path: string): Promise<{ startDate: string; endDate: string }> {
  const html = await readFile(join(out, `${path}.html`), 'utf8');
  return JSON.parse(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)![1]!);
}

let fixture: Fixture | undefined;
afterEach(async () => {
  await fixture?.cleanup();
  fixture = undefined;
});

async function sampleFixture() {
  fixture = await loadFixture(PAGES);
  await copyFile(join(ROOT, 'content/sample-dates.json'), join(fixture.content, 'sample-dates.json'));
  return fixture;
}

describe("the sample's dates in a build", () => {
  it('move to the build’s week, Madrid times kept, and the report says from which anchor', async () => {
    const f = await sampleFixture();
    const r = runBuild(f.out, { CONTENT_DIR: f.content, SOURCE_DATE_EPOCH: JUNE_2027 });
    expect(r.status, r.err).toBe(0);
    expect(r.report!.sample).toMatchObject({ anchor: '2026-11-22T10:00:00+01:00', days: 189 });
    expect(r.out).toContain('sample content: its dates moved 27 weeks ahead from 2026-11-22T10:00:00+01:00');
    // Saturday 28 Nov 2026 at 12:00 in winter time: Saturday 5 June 2027 at 12:00 in summer time.
    expect(await schemaOf(f.out, 'actividades/visita-paisajes')).toMatchObject({
      startDate: '2027-06-05T12:00:00+02:00',
      endDate: '2027-06-05T13:00:00+02:00',
    });
    // The exhibition that runs from 7 Oct 2026 to 2 Mar 2027 is on that day.
    const exhibition = await schemaOf(f.out, 'exposiciones/paisajes-abstraccion');
    expect(exhibition.startDate < '2027-06-01' && exhibition.endDate > '2027-06-01').toBe(true);
    expect(await readFile(join(f.out, 'page-data/programme-es.json'), 'utf8')).toContain('/actividades/visita-paisajes');
  });

  it('stop the build when the anchor file is malformed, naming it, with nothing written', async () => {
    const f = await sampleFixture();
    await writeFile(join(f.content, 'sample-dates.json'), '{"anchor": "next Sunday"}');
    const r = runBuild(f.out, { CONTENT_DIR: f.content });
    expect(r.status).toBe(1);
    expect(r.err).toContain('sample-dates.json /anchor: expected a moment as 2026-11-22T10:00:00+01:00, found "next Sunday"');
    expect(r.report).toMatchObject({ outcome: 'refused', stoppedBy: 'content' });
  });
});
