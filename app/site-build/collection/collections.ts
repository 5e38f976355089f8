/**
 * The collection's IIIF collections (pages/rules/iiif-collection.ts): the whole collection in pages and
 * one per room. A whole build writes them all; an edit, those whose works or their parts changed (and
 * the two short lists every time), and takes away a collection the parts no longer give (a room
 * emptied, a page fewer). Without the site's address there are none, as there are no manifests.
 */
import type { SiteConfig } from '../../../generated/types/content.ts';
import { collectionChanges, collectionLayout, collectionsOf, layoutAfterEdit } from '../../../pages/rules/iiif-collection.ts';
import type { WorkPart } from '../../../pages/rules/work-part.ts';
import { siteNameFor } from '../../../pages/chrome/site-chrome.ts';
import { createSiteWriter } from '../render/site-writer.ts';
import { ahead } from '../publish/ahead.ts';

/** Which works the previous build's collections listed: laid out ahead by a standby build (../publish/ahead.ts). */
export const previousLayout = ahead('collection layout', (works: Readonly<Record<string, WorkPart>>) =>
  collectionLayout(Object.values(works)),
);

interface CollectionsInput {
  /** Every artwork page's part, by its site path. */
  entries: Readonly<Record<string, WorkPart>>;
  /**
   * An edit: the previous build's parts, the works (their keys) whose parts it read or lost, and those
   * works' parts now (./changed-works.ts).
   */
  edit?: { previous: Readonly<Record<string, WorkPart>>; changed: ReadonlySet<string>; parts: readonly WorkPart[] };
  site: SiteConfig;
}

/** Writes the collections into `dir`; returns how many, their bytes, and the files no longer made (relative to `dir`). */
export function writeCollections(dir: string, { entries, edit, site }: CollectionsInput) {
  const siteUrl = site.siteUrl ?? '';
  if (!siteUrl) return { written: 0, bytes: 0, gone: [] as string[] };
  const before = edit && previousLayout.of(edit.previous);
  const layout = before ? layoutAfterEdit(before, edit.parts, edit.changed) : collectionLayout(Object.values(entries));
  const changes = before ? collectionChanges(before, layout, edit.changed) : undefined;
  const collections = collectionsOf(layout, siteUrl, siteNameFor(site, 'es'), changes ? (path) => changes.write.has(path) : undefined);
  const writer = createSiteWriter(dir);
  for (const [path, collection] of collections) writer.write(path.slice(1), `${JSON.stringify(collection)}\n`);
  const { files, bytes } = writer.take();
  return { written: files, bytes, gone: (changes?.gone ?? []).map((path) => path.slice(1)) };
}
