/**
 * What the link check keeps of each link target (./link-check.ts): the pages that link to it (a few of
 * them, to name in a report, and how many), and the links of the static parts (menus, footer) counted
 * once for all the pages that show them.
 */

/** The pages named for a link in a report; the rest are counted. */
export const KEEP_SOURCES = 3;

/** Pages that show the same static parts: their parts' links, counted once per page. */
export interface PartsUse {
  /** Each target once, with the fragments linked in it. */
  targets: Map<string, { href: string; fragments: Set<string> }>;
  from: string[];
  pages: number;
}

/** Counts `page` as linking to `key` (by `href`). */
export function note(map: Map<string, { from: string[]; pages: number; href: string }>, key: string, page: string, href: string) {
  const use = map.get(key);
  if (!use) map.set(key, { from: [page], pages: 1, href });
  else {
    use.pages++;
    if (use.from.length < KEEP_SOURCES) use.from.push(page);
  }
}

type Uses = Map<string, { from: string[]; pages: number; href: string }>;
type Use = { readonly from: readonly string[]; readonly pages: number; readonly href: string };

/**
 * `own` with the links of the static parts added (`linksOf` a parts' use: each key and its href), read as
 * one merged map: the keys the parts name give copies of their uses in `own` with the parts' pages counted
 * in; every other key gives `own`'s, neither copied nor changed (`own` is read again after an edit's changes,
 * and at 100k pages it holds hundreds of thousands of targets). Keys in `own`'s order, then the parts' own.
 */
export function withPartsUses(own: Uses, uses: Iterable<PartsUse>, linksOf: (use: PartsUse) => Iterable<[key: string, href: string]>) {
  const added: Uses = new Map();
  for (const use of uses)
    for (const [key, href] of linksOf(use)) {
      if (!added.has(key)) {
        const mine = own.get(key);
        if (mine) added.set(key, { ...mine, from: [...mine.from] });
      }
      noteMany(added, key, use, href);
    }
  return {
    get: (key: string): Use | undefined => added.get(key) ?? own.get(key),
    *keys(): Generator<string> {
      yield* own.keys();
      for (const key of added.keys()) if (!own.has(key)) yield key;
    },
  };
}

/** Counts the pages of `use` (pages that show the same static parts) as linking to `key`. */
function noteMany(map: Map<string, { from: string[]; pages: number; href: string }>, key: string, use: PartsUse, href: string) {
  const at = map.get(key);
  if (!at) map.set(key, { from: use.from.slice(0, KEEP_SOURCES), pages: use.pages, href });
  else {
    at.pages += use.pages;
    at.from.push(...use.from.slice(0, KEEP_SOURCES - at.from.length));
  }
}
