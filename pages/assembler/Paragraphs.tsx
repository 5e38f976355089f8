import { Section } from '../../design-system/index.ts';
import type { Paragraph, ParagraphEntity } from '../../generated/types/content.ts';
import { paragraphRegistry } from './registry.ts';
import type { ParagraphView, RenderContext } from './types.ts';
import * as styles from './Paragraphs.css.ts';

export interface ParagraphsProps {
  paragraphs: readonly Paragraph[] | undefined;
  ctx: RenderContext;
}

/** An entity whose type this code does not know: content newer than code. */
function UnknownParagraph({ type, ctx }: { type: string; ctx: RenderContext }) {
  if (ctx.mode === 'production') {
    console.warn(`[assembler] unknown paragraph type "${type}" left out`);
    return null;
  }
  return (
    <div className={styles.unknown} role="note" data-unknown-paragraph={type}>
      {ctx.text.unknownParagraph(type)}
    </div>
  );
}

export function renderParagraph(entity: ParagraphEntity, ctx: RenderContext) {
  const View = (paragraphRegistry as Record<string, ParagraphView<ParagraphEntity['type']> | undefined>)[entity?.type];
  if (!View) return <UnknownParagraph type={String(entity?.type)} ctx={ctx} />;
  return <View entity={entity as never} ctx={ctx} />;
}

/** Each paragraph in its own band of the page, in the order the editor set. */
export function Paragraphs({ paragraphs, ctx }: ParagraphsProps) {
  if (!paragraphs?.length) return null;
  return (
    <>
      {paragraphs.map((p, i) => (
        <Section
          key={p.entity.id ?? i}
          id={p.entity.type === 'ParagraphAnchorReference' ? undefined : p.entity.anchorId}
          leadsInto={p.entity.type === 'ParagraphAnchorReference' && i < paragraphs.length - 1}
        >
          {renderParagraph(p.entity, ctx)}
        </Section>
      ))}
    </>
  );
}
