/**
 * The works an edit changed, as the collection's files need them: the parts those works have now, found
 * through the previous build's pages of each work and the pages the edit read (every other part is a
 * previous one), instead of a look at all 36,000 parts at full scale. The IIIF manifests and the
 * collections' layout are made from them.
 */
import type { WorkPart } from '../../../pages/rules/work-part.ts';
import { ahead } from '../publish/ahead.ts';

/** The previous build's artwork pages by their work's key (a work's page in each language): made ahead by a standby. */
export const previousWorkPages = ahead('works by key', (works: Readonly<Record<string, WorkPart>>) => {
  const byKey = new Map<string, string[]>();
  for (const path in works) {
    const key = works[path]!.key;
    const list = byKey.get(key);
    if (list) list.push(path);
    else byKey.set(key, [path]);
  }
  return byKey;
});

/**
 * The parts of the works `keys` now (`entries`, every artwork page's part by its path): among the pages
 * those works had in the previous build (`previous`) and the pages the edit `read`.
 */
export function changedWorkParts(
  keys: ReadonlySet<string>,
  entries: Readonly<Record<string, WorkPart>>,
  previous: Readonly<Record<string, WorkPart>>,
  read: ReadonlySet<string>,
): WorkPart[] {
  const byKey = previousWorkPages.of(previous);
  const paths = new Set(read);
  for (const key of keys) for (const path of byKey.get(key) ?? []) paths.add(path);
  return [...paths].flatMap((path) => (entries[path] && keys.has(entries[path].key) ? [entries[path]] : []));
}
