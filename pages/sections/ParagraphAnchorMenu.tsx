import { AnchorMenu, type AnchorItem } from '../../design-system/index.ts';
import type { Paragraph } from '../../generated/types/content.ts';
import type { RenderContext } from '../assembler/types.ts';
import { useActiveSection } from './useActiveSection.ts';
import { useDynamicMenu } from './dynamic-menu.tsx';
import * as styles from './SectionedPage.css.ts';

/**
 * The anchors editors placed in a list of paragraphs: every paragraph with an anchorId, labelled by
 * its anchorTitle, else its title. Anchors without a label are targets only, not menu entries.
 */
function paragraphAnchors(paragraphs: readonly (Paragraph | undefined)[]): AnchorItem[] {
  const seen = new Set<string>();
  return paragraphs.flatMap((p) => {
    const e = p?.entity as { anchorId?: string; anchorTitle?: string; title?: string } | undefined;
    const label = e?.anchorTitle ?? e?.title;
    if (!e?.anchorId || !label || seen.has(e.anchorId)) return [];
    seen.add(e.anchorId);
    return [{ id: e.anchorId, label }];
  });
}

/** The dynamic menu of pages whose sections come from the CMS (homepage, hubpages, pages). */
export function ParagraphAnchorMenu({ paragraphs, ctx }: { paragraphs: readonly (Paragraph | undefined)[]; ctx: RenderContext }) {
  const items = paragraphAnchors(paragraphs);
  const active = useActiveSection(items.map((i) => i.id));
  const { listingInView } = useDynamicMenu();
  // While the programme listing is in view its filter bar takes the menu's place (SPEC §4); the menu
  // keeps its room in the flow so nothing below it jumps.
  return (
    <div
      className={listingInView ? styles.contentsHidden : styles.contents}
      aria-hidden={listingInView || undefined}
      data-dynamic-menu="anchors"
    >
      <AnchorMenu label={ctx.text.onThisPage} items={items} activeId={active} />
    </div>
  );
}
