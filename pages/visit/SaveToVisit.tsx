/**
 * The 'Save to my visit' toggle of an artwork, an exhibition or an activity.
 *
 * The button is in the page's first load; the list itself (reading and checking localStorage,
 * sharing) is not: it is loaded right after hydration to show whether the page is saved, since the
 * prerendered HTML cannot know it, and the entry for this page is built when the button is pressed.
 */
import { useSyncExternalStore } from 'react';
import { SaveButton } from '../../design-system/index.ts';
import type { RenderContext } from '../assembler/types.ts';
import { chunkCache } from '../chunk-cache.ts';
import { visitPath } from '../routes/search-route.ts';
import type { Savable } from './visit-item.ts';
import type * as VisitItemModule from './visit-item.ts';
import type * as VisitListModule from './visit-list.ts';
import type { VisitItem } from './visit-list.ts';

type VisitList = typeof VisitListModule & { visitItemOf: typeof VisitItemModule.visitItemOf };

/**
 * The list's code and the code that makes a page's entry, loaded once (a failed load may be tried
 * again): right after hydration, so a press is written at once.
 */
const visitCode = chunkCache<'list', VisitList>('visit list', {
  list: () =>
    Promise.all([import('./visit-list.ts'), import('./visit-item.ts')]).then(([list, item]) => ({
      ...list,
      visitItemOf: item.visitItemOf,
    })),
});
const loadVisitList = () => visitCode.load('list');

function subscribe(onChange: () => void) {
  let stop: (() => void) | undefined;
  let active = true;
  loadVisitList().then(
    (m) => {
      if (!active) return;
      stop = m.subscribeSaved(onChange);
      onChange();
    },
    (err: unknown) => console.error('[visit] the saved list could not be loaded', err),
  );
  return () => {
    active = false;
    stop?.();
  };
}
const NONE: readonly VisitItem[] = [];
const saved = () => visitCode.loaded('list')?.savedItems() ?? NONE;

export function SaveToVisit({ page, ctx }: { page: Savable; ctx: RenderContext }) {
  // Empty in the prerendered HTML and at hydration; the saved list once its module has loaded.
  const items = useSyncExternalStore(subscribe, saved, () => NONE);
  const path = page.url.path;
  const isSaved = items.some((i) => i.path === path);
  const write = (list: VisitList) => (isSaved ? list.removeItem(path) : list.saveItem(list.visitItemOf(page)));
  // Written at once when the list's code is here (it is, soon after the page runs); else when it arrives.
  const here = visitCode.loaded('list');
  const toggle = () =>
    here ? write(here) : loadVisitList().then(write, (err: unknown) => console.error('[visit] the saved list could not be loaded', err));
  return (
    <SaveButton
      label={ctx.text.visit.save}
      saved={isSaved}
      onToggle={() => void toggle()}
      list={{ href: visitPath(ctx.lang), label: ctx.text.visit.open(items.length) }}
    />
  );
}
