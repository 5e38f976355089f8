import { Hero, RichText, Section } from '../../design-system/index.ts';
import { Paragraphs } from '../assembler/Paragraphs.tsx';
import { toImage } from '../paragraphs/images.ts';
import type { ViewProps } from './view-props.ts';

/** Hero, the body text if any, then the paragraphs: the layout of hubpages and plain pages. */
export function GenericPage({ page, ctx }: ViewProps) {
  return (
    <>
      <Hero
        title={page.title.value}
        pretitle={page.hero?.pretitle}
        subtitle={page.hero?.subtitle}
        image={page.hero?.image ? toImage(page.hero.image) : undefined}
        tone={page.hero?.color}
      />
      {page.content?.value && (
        <Section>
          <RichText html={page.content.value} />
        </Section>
      )}
      <Paragraphs paragraphs={page.paragraphs} ctx={ctx} />
    </>
  );
}
