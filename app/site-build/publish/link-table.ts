/**
 * The record's table of link addresses (BuildState `hrefs`): every link of the site once, each page's
 * links kept as indexes into it. Most are the menus' and footer's, on every page.
 */
import type { PageLinks } from '../links/link-check.ts';
import { ahead } from './ahead.ts';
import type { PageRecord } from './build-state.ts';

/** Interns link addresses into the table kept in the state. */
export function linkTable(from: readonly string[] = []) {
  const hrefs = [...from];
  const index = new Map(hrefs.map((h, i) => [h, i]));
  return {
    hrefs,
    intern(list: readonly string[]): number[] {
      return list.map((h) => {
        let i = index.get(h);
        if (i === undefined) {
          i = hrefs.push(h) - 1;
          index.set(h, i);
        }
        return i;
      });
    },
    links(record: PageRecord): PageLinks {
      return { ids: record.ids, hrefs: record.links.map((i) => hrefs[i]!) };
    },
  };
}

/** The previous build's link table, its index made ahead by a standby build (./ahead.ts): an edit adds to it. */
export const previousLinkTable = ahead('link table', (hrefs: readonly string[]) => linkTable(hrefs));

/**
 * A page's links as the state keeps them, as indexes into `table`: its own, then its static parts'
 * (`partHrefs`, from the link check). The parts' indexes are made once for each set of parts pages show.
 */
export function linkRecorder(table: ReturnType<typeof linkTable>, partHrefs: (keys: readonly string[]) => string[]) {
  const shared = new Map<string, number[]>();
  return (links: PageLinks): number[] => {
    const own = table.intern(links.hrefs);
    if (!links.parts?.length) return own;
    const key = links.parts.join(' ');
    let parts = shared.get(key);
    if (!parts) shared.set(key, (parts = table.intern(partHrefs(links.parts))));
    return own.concat(parts);
  };
}
