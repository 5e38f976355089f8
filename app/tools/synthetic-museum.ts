/**
 * The museum at its real size, as content files: the sample content, the whole collection (SPEC §9:
 * 16,583 artworks in es and en, every 20th also in ca, eu and gl) and realistic counts of the other
 * bundles, each made from a sample page of that bundle with its own title, address, dates and text
 * (seeded, so every run writes the same museum). For `npm run bench -- --full` and the build's
 * scale tests; writes at most 32 files at once.
 */
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '../../generated/types/content.ts';
import { mapBounded } from '../site-build/support/map-bounded.ts';
import { ADJECTIVES, COLLECTION_SIZE, FIRST, LAST, NOUNS, random, syntheticArtworks } from './synthetic-collection.ts';
import { filesUnder } from '../site-build/support/files.ts';

/** Pages per language (es and en) besides the artworks: a museum's archive of programmes, people and texts. */
const FULL_SCALE_COUNTS: Partial<Record<Page['bundle'], number>> = {
  person: 1500,
  activity: 1000,
  exhibition: 300,
  publication: 250,
  press_note: 400,
  podcast: 150,
  multimedia_video: 100,
  multimedia_audio: 100,
  restoration_project: 60,
  collection_archive: 40,
  organization: 60,
  showroom: 40,
};

interface SyntheticMuseumOptions {
  /** Artworks in the collection (default: all 16,583). */
  artworks?: number;
  /** Share of FULL_SCALE_COUNTS to generate (default 1). */
  otherScale?: number;
}

const DAY = 86_400;

/** A processed date string ('2026-12-03T19:00:00', Madrid wall time) moved by whole days. */
function shiftLocal(value: string, days: number): string {
  const d = new Date(`${value}Z`);
  if (Number.isNaN(d.getTime())) return value;
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 19);
}

/** The n-th variant of a sample page: its own id, address, title, dates and opening text. */
function variant(page: Page, n: number, pathOf: (path: string) => string, words: { title: string; person: string }): Page {
  const copy = structuredClone(page) as Page & Record<string, unknown>;
  delete copy.uuid;
  copy.id = `${page.id}-s${n}`;
  copy.url = { ...page.url, path: pathOf(page.url.path) };
  copy.title = { ...page.title, value: copy.bundle === 'person' ? words.person : `${words.title} (${n})` };
  // Programmes spread over the museum's past years and the season ahead.
  const days = -((n * 7) % 2900) + 120;
  const dates = copy.dates as { valueTimestamp?: number; endValueTimestamp?: number } | undefined;
  if (dates && typeof dates === 'object') {
    if (typeof dates.valueTimestamp === 'number') dates.valueTimestamp += days * DAY;
    if (typeof dates.endValueTimestamp === 'number') dates.endValueTimestamp += days * DAY;
  }
  const processed = copy.processedDates as { value: string }[] | undefined;
  if (Array.isArray(processed)) for (const p of processed) p.value = shiftLocal(p.value, days);
  if (typeof copy.created === 'number') copy.created -= n * 3600;
  for (const field of ['biography', 'content', 'body', 'summary']) {
    const f = copy[field] as { value?: unknown } | undefined;
    if (f && typeof f.value === 'string') f.value = `<p>${words.title}: ${words.person}.</p>${f.value}`;
  }
  return copy;
}

/** Writes the full-scale museum into `dir` (which must not exist yet or be empty); returns its page count. */
export async function writeSyntheticMuseum(sampleContent: string, dir: string, options: SyntheticMuseumOptions = {}): Promise<number> {
  const { artworks = COLLECTION_SIZE, otherScale = 1 } = options;
  await cp(sampleContent, dir, { recursive: true });
  const pagesDir = join(dir, 'pages');
  const sampleFiles = (await filesUnder(pagesDir)).filter((f) => f.endsWith('.json')).sort();
  const sample = await mapBounded(sampleFiles, 32, async (f) => JSON.parse(await readFile(join(pagesDir, f), 'utf8')) as Page);
  const byPath = new Map(sample.map((p) => [p.url.path, p]));
  const out: { rel: string; page: Page }[] = [];

  for (const page of syntheticArtworks(artworks, { otherLanguagesEvery: 20 }))
    out.push({ rel: `synthetic/${page.language.id}/artwork/${page.id}.json`, page });

  const rand = random(2028);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  for (const [bundle, perLanguage] of Object.entries(FULL_SCALE_COUNTS)) {
    const count = Math.round(perLanguage * otherScale);
    // None of this bundle: the content need not have a page of it to vary (a fixture of artworks alone).
    if (count === 0) continue;
    // Each Spanish sample page of the bundle with its translations, cloned as one family.
    const families = sample
      .filter((p) => p.bundle === bundle && p.language.id === 'es')
      .map((es) => [es, ...es.translations.map((t) => byPath.get(t.url.path)).filter((t): t is Page => t?.bundle === bundle)]);
    if (!families.length) throw new Error(`the sample content has no Spanish ${bundle} page to vary`);
    for (let n = 0; n < count; n++) {
      const family = families[n % families.length]!;
      // Every family in es and en; Catalan, Basque and Galician only where the sample has them.
      const members = family.filter((p) => ['es', 'en'].includes(p.language.id) || n % 10 === 0);
      const pathOf = (path: string) => `${path}-s${n}`;
      const noun = pick(NOUNS);
      const adjective = pick(ADJECTIVES);
      const person = `${pick(FIRST)} ${pick(LAST)} ${pick(LAST)}`;
      const paths = new Set(members.map((m) => m.url.path));
      for (const m of members) {
        const l = m.language.id === 'en' ? 1 : 0;
        const page = variant(m, n, pathOf, { title: `${noun[l]} ${adjective[l]}`, person });
        page.translations = m.translations
          .filter((t) => paths.has(t.url.path))
          .map((t) => ({ ...t, url: { ...t.url, path: pathOf(t.url.path) } }));
        out.push({ rel: `synthetic/${m.language.id}/${bundle}/${page.id}.json`, page });
      }
    }
  }
  const folders = new Set(out.map((o) => join(pagesDir, o.rel, '..')));
  for (const f of folders) await mkdir(f, { recursive: true });
  await mapBounded(out, 32, ({ rel, page }) => writeFile(join(pagesDir, rel), JSON.stringify(page)));
  return sample.length + out.length;
}
