import { Hero } from '../../design-system/index.ts';
import { Paragraphs } from '../assembler/Paragraphs.tsx';
import { pageHeroProps } from './page-hero.ts';
import type { PageOf, ViewProps } from './view-props.ts';

/** The four homepage sections in their fixed order, then any plain paragraphs. */
export const homeSections = ['paragraphsTop', 'middleSection', 'paragraphsMiddle', 'bottomSection'] as const;

export function HomePage({ page, ctx }: ViewProps<PageOf<'homepage'>>) {
  return (
    <>
      <Hero {...pageHeroProps(page)} />
      {homeSections.map((key) => (
        <Paragraphs key={key} paragraphs={page[key]} ctx={ctx} />
      ))}
      <Paragraphs paragraphs={page.paragraphs} ctx={ctx} />
    </>
  );
}
