/**
 * Content checked on other threads (app/site-build/content/check-pool.ts) gives what checking on the build's own
 * thread gives, byte for byte: the same pages, the same hostile HTML removed, the same errors naming
 * file and pointer. A large site's documents are checked this way.
 */
import { cp, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCheckPool } from '../../app/site-build/content/check-pool.ts';
import { filesystemSource, type RawDocument } from '../../app/site-build/content/content-source.ts';
import { loadContent } from '../../app/site-build/content/load-content.ts';
import { checkPageDocument, type CheckedDocument } from '../../app/site-build/content/check-document.ts';
import { HOSTILE_HTML } from '../support/xss-payloads.ts';
import { discard } from '../support/discard.ts';

const contentDir = resolve(import.meta.dirname, '../../content');
let work: string;
/** The sample site's documents, and as many again carrying the hostile HTML corpus, an invalid one and one that is not JSON. */
let docs: RawDocument[];

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'museo-check-pool-'));
  await cp(contentDir, work, { recursive: true, filter: (f) => !f.includes('/media') });
  const names = (await readdir(join(work, 'pages'), { recursive: true })).filter((f) => f.endsWith('.json')).sort();
  const artwork = await readFile(join(work, 'pages/es/obra-noche-meseta.json'), 'utf8');
  for (const [k, payload] of HOSTILE_HTML.entries()) {
    const page = JSON.parse(artwork) as Record<string, unknown> & { url: { path: string } };
    const text = JSON.stringify(page).replace(/"<p>[^"]*"/, JSON.stringify(`<p>${payload}</p>`));
    const hostile: Record<string, unknown> = {
      ...(JSON.parse(text) as typeof page),
      id: `hostile-${k}`,
      url: { path: `/hostil/${k}` },
      translations: [],
    };
    delete hostile.uuid;
    await writeFile(join(work, `pages/es/hostile-${k}.json`), JSON.stringify(hostile));
  }
  await writeFile(join(work, 'pages/es/no-title.json'), JSON.stringify({ ...JSON.parse(artwork), title: null }));
  const elsewhere = JSON.parse(artwork.replace(/"\/media\//, '"https://elsewhere.example/')) as Record<string, unknown>;
  await writeFile(
    join(work, 'pages/es/media-elsewhere.json'),
    JSON.stringify({ ...elsewhere, id: 'elsewhere', url: { path: '/fuera' }, translations: [], uuid: undefined }),
  );
  await writeFile(join(work, 'pages/es/not-json.json'), '{"id": "x",');
  docs = await Promise.all(
    [
      ...names,
      ...HOSTILE_HTML.map((_, k) => `es/hostile-${k}.json`),
      'es/media-elsewhere.json',
      'es/no-title.json',
      'es/not-json.json',
    ].map(async (n) => ({
      source: n,
      text: await readFile(join(work, 'pages', n), 'utf8'),
    })),
  );
});
afterAll(() => discard(work));

describe('checking content on other threads', () => {
  it('gives each document what checking it on this thread gives, hostile HTML and errors included', async () => {
    const pool = createCheckPool(1);
    try {
      const got: CheckedDocument[] = [];
      let onThisThread = 0;
      for (const [k, doc] of docs.entries()) {
        let sync = true;
        pool.check(doc, (c) => {
          got[k] = c;
          if (sync) onThisThread++;
        });
        sync = false;
      }
      await pool.drain();
      expect(got).toEqual(docs.map((doc) => checkPageDocument(doc)));
      // A thread took the first ones at least (this one checks a document only while every thread has its fill).
      expect(onThisThread).toBeLessThan(docs.length);
      expect(got.filter((c) => !c.ok).map((c) => c.source)).toEqual(['es/no-title.json', 'es/not-json.json']);
      expect(got.filter((c) => c.ok && c.mediaErrors).map((c) => c.source)).toEqual(['es/media-elsewhere.json']);
    } finally {
      await pool.close();
    }
  });

  it('loads a content folder with threads exactly as without: pages, order, warnings and errors', async () => {
    const alone = await loadContent(filesystemSource(work), { checkThreads: 0 });
    const threaded = await loadContent(filesystemSource(work), { checkThreads: 2 });
    expect(threaded.rechecked).toBe(docs.length);
    expect(threaded).toEqual(alone);
    expect(alone.pages.length).toBeGreaterThan(HOSTILE_HTML.length);
    expect(alone.invalid.map((i) => i.source).sort()).toEqual(
      [join(work, 'pages/es/media-elsewhere.json'), join(work, 'pages/es/no-title.json'), join(work, 'pages/es/not-json.json')].map((f) =>
        expect.stringContaining(f.slice(work.length)),
      ),
    );
  });
});
