/**
 * The collection's IIIF collections (pages/rules/iiif-collection.ts): the whole collection in pages and
 * one per room. All are made again from the works' parts whenever a build wrote any manifest or a work
 * changed (they are a few small files); a collection the parts no longer give (a room emptied, a page
 * fewer) is taken away. Without the site's address there are none, as there are no manifests.
 */
import type { SiteConfig } from '../../../generated/types/content.ts';
import { collectionsOf } from '../../../pages/rules/iiif-collection.ts';
import type { WorkPart } from '../../../pages/rules/work-part.ts';
import { siteNameFor } from '../../../pages/chrome/site-chrome.ts';
import { createSiteWriter } from '../render/site-writer.ts';

interface CollectionsInput {
  /** Every artwork page's part, by its site path. */
  entries: Readonly<Record<string, WorkPart>>;
  /** The previous build's parts, for the collections it wrote (an edit takes away those no longer made). */
  previous: Readonly<Record<string, WorkPart>>;
  site: SiteConfig;
}

/** Writes the collections into `dir`; returns how many, their bytes, and the files of the previous ones no longer made (relative to `dir`). */
export function writeCollections(dir: string, { entries, previous, site }: CollectionsInput) {
  const siteUrl = site.siteUrl ?? '';
  if (!siteUrl) return { written: 0, bytes: 0, gone: [] as string[] };
  const siteName = siteNameFor(site, 'es');
  const collections = collectionsOf(Object.values(entries), siteUrl, siteName);
  const writer = createSiteWriter(dir);
  for (const [path, collection] of collections) writer.write(path.slice(1), `${JSON.stringify(collection)}\n`);
  const before = collectionsOf(Object.values(previous), siteUrl, siteName);
  const gone = [...before.keys()].filter((path) => !collections.has(path)).map((path) => path.slice(1));
  const { files, bytes } = writer.take();
  return { written: files, bytes, gone };
}
