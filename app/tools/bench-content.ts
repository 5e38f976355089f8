/**
 * The benchmark's content: the three edits an editor makes between builds (an artwork changed, a page deleted, a translation added).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ARTWORK_PATH } from './synthetic-collection.ts';

/** One artwork edited, as an editor would: its title and its text. */
export async function editOneArtwork(content: string, run: number) {
  const file = join(content, 'pages/synthetic/es/artwork/es-500042.json');
  const page = JSON.parse(await readFile(file, 'utf8'));
  page.title.value = `${page.title.value.replace(/ \(rev\. \d+\)$/, '')} (rev. ${run + 1})`;
  await writeFile(file, JSON.stringify(page));
}

/** One page unpublished: its document removed. */
export async function deleteOnePage(content: string, run: number) {
  await rm(join(content, `pages/synthetic/es/artwork/es-${500100 + run}.json`));
}

/**
 * One translation added, as a CMS does it: an artwork shown so far in Spanish and English gets its
 * Catalan page (a new document at the collection's Catalan address), and the Spanish and English
 * documents now list it. Returns the documents it wrote (under pages/, the new one first), for a hook
 * to name, and the new page's address and title (the Spanish one, and `word` when given).
 */
export async function addOneTranslation(content: string, run: number, word?: string) {
  const n = 201 + run; // not a twentieth work: those are in every language already (synthetic-collection.ts)
  const doc = (lang: 'es' | 'en' | 'ca') => `synthetic/${lang}/artwork/${lang}-${500000 + n}.json`;
  const read = async (name: string) => JSON.parse(await readFile(join(content, 'pages', name), 'utf8'));
  const [es, en] = await Promise.all([read(doc('es')), read(doc('en'))]);
  const ca = { ...es, id: `ca-${500000 + n}`, language: { id: 'ca' }, url: { path: ARTWORK_PATH.ca(n) } };
  // Its own title, with `word` when given: the word search finds it by.
  if (word) ca.title = { ...es.title, value: `${es.title.value} (${word})` };
  ca.translations = [es, en].map((p) => ({ language: p.language, url: p.url }));
  for (const p of [es, en]) p.translations = [...p.translations, { language: ca.language, url: ca.url }];
  await mkdir(join(content, 'pages', doc('ca'), '..'), { recursive: true });
  await Promise.all(
    (
      [
        ['ca', ca],
        ['es', es],
        ['en', en],
      ] as const
    ).map(([lang, p]) => writeFile(join(content, 'pages', doc(lang)), JSON.stringify(p))),
  );
  return { files: [doc('ca'), doc('es'), doc('en')], path: ca.url.path as string, title: ca.title.value as string };
}
