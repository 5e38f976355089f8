import type { ReactNode } from 'react';
import { RichText, Section } from '../../design-system/index.ts';
import type { Page, Paragraph } from '../../generated/types/content.ts';
import { Paragraphs, renderParagraph } from '../assembler/Paragraphs.tsx';
import type { RenderContext } from '../assembler/types.ts';
import * as styles from './SectionedPage.css.ts';

/** Paragraph types that read at the text measure; any other type (cards, galleries, players, listings) takes the page's width. */
const TEXT_PARAGRAPHS = new Set<string>(['ParagraphRichText', 'ParagraphQuote', 'ParagraphAnchorReference']);

/**
 * The page's opening text: its content field and the text paragraphs up to the first wide one.
 * A facts column sits beside it on a desktop; the rest of the paragraphs follow at full width.
 */
export function openingOf(page: Page): { opening: Paragraph[]; rest: Paragraph[]; hasText: boolean } {
  const paragraphs = page.paragraphs ?? [];
  const firstWide = paragraphs.findIndex((p) => !TEXT_PARAGRAPHS.has(p.entity?.type));
  const cut = firstWide === -1 ? paragraphs.length : firstWide;
  const opening = paragraphs.slice(0, cut);
  return { opening, rest: paragraphs.slice(cut), hasText: Boolean(page.content?.value) || opening.length > 0 };
}

export interface PageBodyProps {
  page: Page;
  ctx: RenderContext;
  /** The page's main media (a player), before its text. */
  lead?: ReactNode;
  /**
   * Facts shown beside the opening text on a desktop (12-column grid: text on 7, facts on the last 4);
   * below it on a phone. Only for a page with opening text (`openingOf(page).hasText`): SectionedPage
   * otherwise shows the facts as an ordinary section.
   */
  aside?: ReactNode;
}

/** The CMS body every page may have: a lead (the page's main media, a player), its content text, then its paragraphs in the editor's order. */
export function PageBody({ page, ctx, lead, aside }: PageBodyProps) {
  const { opening, rest, hasText } = openingOf(page);
  if (aside && hasText) {
    return (
      <>
        {lead && <Section>{lead}</Section>}
        <Section>
          <div className={styles.split} data-layout="text-and-facts">
            <div className={styles.splitMain}>
              {page.content?.value && <RichText html={page.content.value} />}
              {opening.map((p, i) => (
                <div key={p.entity.id ?? i} id={p.entity.type === 'ParagraphAnchorReference' ? undefined : p.entity.anchorId}>
                  {renderParagraph(p.entity, ctx)}
                </div>
              ))}
            </div>
            <div className={styles.factsAside}>{aside}</div>
          </div>
        </Section>
        <Paragraphs paragraphs={rest} ctx={ctx} />
      </>
    );
  }
  return (
    <>
      {lead && <Section>{lead}</Section>}
      {page.content?.value && (
        <Section>
          <RichText html={page.content.value} />
        </Section>
      )}
      <Paragraphs paragraphs={page.paragraphs} ctx={ctx} />
    </>
  );
}
