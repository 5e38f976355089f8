/**
 * The visual run's bookkeeping (tests/visual/record.ts, report.ts), on reference folders of its own:
 * a picture without a reference is new, a changed one is reported with its three pictures and its
 * reference left alone, a change is accepted only when asked, a reference nobody takes is reported and
 * deleted only when asked, and the report says all of it to a designer and to a script.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodeReference, type Pixels } from '../visual/compare.ts';
import { Fingerprints, pixelsFingerprint } from '../visual/fingerprints.ts';
import type { PagePicture, StoryPicture } from '../visual/pictures.ts';
import { Recorder } from '../visual/record.ts';
import { browserNote, writeReport, type Result } from '../visual/report.ts';

let dir: string;
let folders: { stories: string; pages: string };
let reportDir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'visual-record-'));
  folders = { stories: join(dir, 'stories'), pages: join(dir, 'pages') };
  reportDir = join(dir, 'report');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** A 40 × 20 picture of one colour, with a 10 × 10 square of another at the top left. */
function flat(rgb: [number, number, number], square: [number, number, number] = rgb): Pixels {
  const width = 40;
  const height = 20;
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) data.set([...(x < 10 && y < 10 ? square : rgb), 255], (y * width + x) * 4);
  return { data, width, height };
}
const png = (p: Pixels) =>
  sharp(p.data, { raw: { width: p.width, height: p.height, channels: 4 } })
    .png()
    .toBuffer();

const WHITE: [number, number, number] = [255, 255, 255];
const BRAND_RED: [number, number, number] = [200, 16, 46];
const OTHER_RED: [number, number, number] = [30, 90, 200];

const button: StoryPicture = {
  kind: 'story',
  id: 'design-system-button--primary',
  title: 'Design system/Button / Primary',
  theme: 'light',
  width: 1280,
  viewport: 'desktop',
};
const artwork: PagePicture = { kind: 'page', view: 'artwork', path: '/coleccion/obra/noche', theme: 'dark', width: 390 };
const storyFile = () => join(folders.stories, 'design-system-button--primary.light-1280.webp');
const pageFile = () => join(folders.pages, 'artwork-390-dark.webp');

async function seed(file: string, pixels: Pixels) {
  const { mkdir } = await import('node:fs/promises');
  await mkdir(join(file, '..'), { recursive: true });
  await writeFile(file, await encodeReference(pixels));
}

const fingerprintsFile = () => join(dir, 'fingerprints.json');

async function recorder(update = false) {
  const r = new Recorder({ update, reportDir, folders, fingerprints: fingerprintsFile() });
  await r.start();
  return r;
}

describe('recording a picture', () => {
  it('reports a picture without a reference as new and writes no reference unless asked', async () => {
    const r = await recorder();
    const result = await r.record(button, await png(flat(WHITE, BRAND_RED)));
    expect(result).toMatchObject({ id: button.id, theme: 'light', width: 1280, status: 'new', changed: 1 });
    expect(existsSync(storyFile())).toBe(false);
    expect(existsSync(join(reportDir, result.files!.actual!))).toBe(true);
  });

  it('finds the same picture the same, with nothing written beside the report', async () => {
    await seed(storyFile(), flat(WHITE, BRAND_RED));
    const r = await recorder();
    const result = await r.record(button, await png(flat(WHITE, BRAND_RED)));
    expect(result).toMatchObject({ status: 'same', changed: 0 });
    expect(result.files).toBeUndefined();
    expect(await readdir(join(reportDir, 'pictures'))).toEqual([]);
  });

  it('reports a recoloured square as changed, with its share, its three pictures and a link, and leaves the reference alone', async () => {
    await seed(pageFile(), flat(WHITE, BRAND_RED));
    const before = await readFile(pageFile());
    const r = await recorder();
    const result = await r.record(artwork, await png(flat(WHITE, OTHER_RED)));
    expect(result).toMatchObject({ path: artwork.path, view: 'artwork', theme: 'dark', width: 390, status: 'changed' });
    expect(result.changed).toBe(100 / 800);
    expect(result.link).toMatch(/\/coleccion\/obra\/noche$/);
    for (const f of Object.values(result.files!)) expect(existsSync(join(reportDir, f))).toBe(true);
    expect(Object.keys(result.files!).sort()).toEqual(['actual', 'diff', 'reference']);
    expect(await readFile(pageFile())).toEqual(before);
  });

  it('accepts a changed picture as the new reference when asked, and only then', async () => {
    await seed(storyFile(), flat(WHITE, BRAND_RED));
    const r = await recorder(true);
    const result = await r.record(button, await png(flat(WHITE, OTHER_RED)));
    expect(result.status).toBe('accepted');
    const again = await (await recorder()).record(button, await png(flat(WHITE, OTHER_RED)));
    expect(again).toMatchObject({ status: 'same', changed: 0 });
  });

  it('checks a picture without writing anything, so the run can take it again before it reports', async () => {
    await seed(storyFile(), flat(WHITE, BRAND_RED));
    const r = await recorder(true);
    const checked = await r.check(button, await png(flat(WHITE, OTHER_RED)));
    expect(checked.differs).toBe(true);
    expect(r.results).toEqual([]);
    expect(await readdir(join(reportDir, 'pictures'))).toEqual([]);
    const steady = await r.check(button, await png(flat(WHITE, BRAND_RED)));
    expect(steady.differs).toBe(false);
    expect(await r.commit(steady)).toMatchObject({ status: 'same' });
  });

  it('never lets two pictures share a reference', async () => {
    const r = await recorder();
    await r.record(button, await png(flat(WHITE)));
    await expect(r.record(button, await png(flat(WHITE)))).rejects.toThrow(/two pictures would share/);
  });

  it('reports a reference no picture took as removed, and deletes it only when asked', async () => {
    await seed(pageFile(), flat(WHITE));
    await seed(storyFile(), flat(WHITE));
    const looking = await recorder();
    await looking.record(button, await png(flat(WHITE)));
    await looking.sweep();
    expect(looking.results.find((x) => x.status === 'removed')).toMatchObject({ view: 'artwork', theme: 'dark', width: 390 });
    expect(existsSync(pageFile())).toBe(true);

    const deleting = await recorder(true);
    await deleting.record(button, await png(flat(WHITE)));
    await deleting.sweep();
    expect(deleting.results.find((x) => x.view === 'artwork')?.status).toBe('deleted');
    expect(existsSync(pageFile())).toBe(false);
    expect(existsSync(storyFile())).toBe(true);
  });

  it('records a story it could not take as failed, with the error', async () => {
    const r = await recorder();
    r.fail({ id: button.id, title: button.title }, 'dark', 375, new Error('play function threw\nat line 3'));
    expect(r.results[0]).toMatchObject({
      id: button.id,
      theme: 'dark',
      width: 375,
      status: 'failed',
      changed: 1,
      error: 'play function threw\nat line 3',
    });
  });
});

describe('the references’ fingerprints', () => {
  it('are written for every reference when accepting, each the pixels its file holds, and none for a reference gone', async () => {
    await seed(storyFile(), flat(WHITE, BRAND_RED));
    await seed(pageFile(), flat(WHITE));
    const r = await recorder(true);
    expect(await r.record(button, await png(flat(WHITE, OTHER_RED)))).toMatchObject({ status: 'accepted' });
    await r.saveFingerprints();
    const written = JSON.parse(await readFile(fingerprintsFile(), 'utf8')) as Record<string, string>;
    expect(Object.keys(written)).toHaveLength(2);
    const known = Fingerprints.load(fingerprintsFile());
    expect(known.pixelsOf(await readFile(storyFile()))).toBe(pixelsFingerprint(flat(WHITE, OTHER_RED)));
    expect(known.pixelsOf(await readFile(pageFile()))).toBe(pixelsFingerprint(flat(WHITE)));

    await rm(pageFile());
    await r.saveFingerprints();
    expect(Object.keys(JSON.parse(await readFile(fingerprintsFile(), 'utf8')) as object)).toHaveLength(1);
  });

  it('spare decoding a reference the picture matches, and count those not known', async () => {
    await seed(storyFile(), flat(WHITE, BRAND_RED));
    const updating = await recorder(true);
    await updating.saveFingerprints();
    const r = await recorder();
    const checked = await r.check(button, await png(flat(WHITE, BRAND_RED)));
    expect(checked).toMatchObject({ differs: false, comparison: { changed: 0, noise: 0 } });
    expect(r.unknownReferences).toBe(0);
    // Not decoded at all: a file no decoder reads, known to hold these pixels, is found the same.
    const unreadable = Buffer.from('not a picture');
    const key = createHash('sha256').update(unreadable).digest('hex').slice(0, 32);
    await writeFile(fingerprintsFile(), JSON.stringify({ [key]: pixelsFingerprint(flat(WHITE, BRAND_RED)) }));
    await writeFile(storyFile(), unreadable);
    expect((await (await recorder()).check(button, await png(flat(WHITE, BRAND_RED)))).differs).toBe(false);
    // The reference rewritten by hand (another file, no entry): decoded and compared, the change found.
    await seed(storyFile(), flat(WHITE, OTHER_RED));
    const after = await r.check(button, await png(flat(WHITE, BRAND_RED)));
    expect(after.differs).toBe(true);
    expect(after.comparison!.changed).toBe(100 / 800);
    expect(r.unknownReferences).toBe(1);
  });

  it('never make a changed picture the same: a matching file with other pixels is compared in full', async () => {
    await seed(storyFile(), flat(WHITE, BRAND_RED));
    await (await recorder(true)).saveFingerprints();
    const checked = await (await recorder()).check(button, await png(flat(WHITE, OTHER_RED)));
    expect(checked.differs).toBe(true);
    expect(checked.comparison!.changed).toBe(100 / 800);
  });

  it('are ignored when their file is not what the run wrote', async () => {
    await seed(storyFile(), flat(WHITE, BRAND_RED));
    await writeFile(fingerprintsFile(), '{"not": "a fingerprint", ');
    const r = await recorder();
    expect((await r.check(button, await png(flat(WHITE, BRAND_RED)))).differs).toBe(false);
    expect(r.unknownReferences).toBe(1);
  });
});

describe('the report', () => {
  it('writes one entry a picture to results.json and shows each change to review, with its pictures and link', async () => {
    await seed(storyFile(), flat(WHITE, BRAND_RED));
    const r = await recorder();
    await r.record(button, await png(flat(WHITE, OTHER_RED)));
    await r.record(artwork, await png(flat(WHITE)));
    const summary = {
      browser: '156.0',
      referencesBrowser: '156.0',
      updated: false,
      patterns: [],
      seconds: 1,
      notes: ['The references were taken in Chromium 155.0'],
    };
    await writeReport(reportDir, r.results, summary);

    const results = JSON.parse(await readFile(join(reportDir, 'results.json'), 'utf8')) as Result[];
    expect(results.map((x) => [x.id ?? x.path, x.theme, x.width, x.status])).toEqual([
      [button.id, 'light', 1280, 'changed'],
      [artwork.path, 'dark', 390, 'new'],
    ]);
    expect(results[0]!.changed).toBeGreaterThan(0);

    const html = await readFile(join(reportDir, 'index.html'), 'utf8');
    expect(html).toContain('<h2>2 to review</h2>');
    expect(html).toContain('Design system/Button / Primary, light, 1280 px');
    expect(html).toContain(
      `href="http://localhost:6006/?path=/story/${button.id}&globals=theme:light;viewport:desktop"`.replace('&', '&#38;'),
    );
    expect(html).toContain('12.50 %');
    for (const f of Object.values(results[0]!.files!)) expect(html).toContain(`src="${f}"`);
    expect(html).toContain('The references were taken in Chromium 155.0');
    expect(html).toContain('npm run test:visual -- --update');
  });

  it('escapes what a story title carries', async () => {
    const r = await recorder();
    await r.record({ ...button, title: 'Editors/<img src=x onerror=alert(1)>' }, await png(flat(WHITE)));
    await writeReport(reportDir, r.results, { browser: '1', referencesBrowser: null, updated: false, patterns: [], seconds: 1, notes: [] });
    const html = await readFile(join(reportDir, 'index.html'), 'utf8');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&#60;img src=x');
  });
});

describe('a new Chromium', () => {
  const same = { theme: 'light', width: 1280, reference: 'x.webp', changed: 0, status: 'same' } as const;
  it('is said, with how to take the references again, when pictures differ only as noise', () => {
    const note = browserNote('155.0.1.2', '156.0.8078.114', [{ ...same, noise: 0.001 }, same]);
    expect(note).toContain('taken in Chromium 155.0.1.2');
    expect(note).toContain('1 pictures differ from theirs only as rendering noise');
    expect(note).toContain('npm run test:visual -- --update');
  });

  it('is said beside real changes too, which may be the browser’s', () => {
    expect(browserNote('155.0.1.2', '156.0.8078.114', [{ ...same, changed: 0.2, status: 'changed' }])).toMatch(
      /1 pictures changed: some may be the new browser's/,
    );
  });

  it('is not said when the browser is the one that took the references, or nothing differs', () => {
    expect(browserNote('156.0.8078.114', '156.0.8078.114', [{ ...same, noise: 0.001 }])).toBeNull();
    expect(browserNote('155.0.1.2', '156.0.8078.114', [same])).toBeNull();
    expect(browserNote(null, '156.0.8078.114', [{ ...same, noise: 0.001 }])).toBeNull();
  });
});
