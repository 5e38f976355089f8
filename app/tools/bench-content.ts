/**
 * The benchmark's content: the three edits an editor makes between builds (an artwork changed, a page deleted, a translation added).
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

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

/** One translation added: an English artwork's page in Catalan, at its own address. */
export async function addOneTranslation(content: string, run: number) {
  const from = JSON.parse(await readFile(join(content, `pages/synthetic/en/artwork/en-${500200 + run}.json`), 'utf8'));
  from.language = { id: 'ca' };
  from.url = { path: from.url.path.replace(/^\/en\//, '/ca/') };
  from.id = `${from.id}-ca`;
  delete from.uuid;
  await writeFile(join(content, `pages/synthetic/ca/added-${run}.json`), JSON.stringify(from));
}
