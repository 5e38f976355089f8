import { Hero, RichText, Section } from '../../design-system/index.ts';
import { Paragraphs } from '../assembler/Paragraphs.tsx';
import { pageHeroProps } from './page-hero.ts';
import type { ViewProps } from './view-props.ts';

/** Hero, the body text if any, then the paragraphs: the layout of hubpages and plain pages. */
export function GenericPage({ page, ctx }: ViewProps) {
  return (
    <>
      <Hero {...pageHeroProps(page)} />
      {page.content?.value && (
        <Section>
          <RichText html={page.content.value} />
        </Section>
      )}
      <Paragraphs paragraphs={page.paragraphs} ctx={ctx} />
    </>
  );
}
