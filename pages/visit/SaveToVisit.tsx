/** The 'Save to my visit' toggle of an artwork, an exhibition or an activity (issue 18). */
import { SaveButton } from '../../design-system/index.ts';
import type { RenderContext } from '../assembler/types.ts';
import { visitPath } from '../routes/search-route.ts';
import { removeItem, saveItem, useSavedItems, type VisitItem } from './visit-list.ts';

export function SaveToVisit({ item, ctx }: { item: VisitItem; ctx: RenderContext }) {
  const items = useSavedItems();
  const saved = items.some((i) => i.path === item.path);
  return (
    <SaveButton
      label={ctx.text.visit.save}
      saved={saved}
      onToggle={() => (saved ? removeItem(item.path) : saveItem(item))}
      list={{ href: visitPath(ctx.lang), label: ctx.text.visit.open(items.length) }}
    />
  );
}
