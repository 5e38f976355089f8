import { Hero } from '../../design-system/index.ts';
import { Paragraphs } from '../assembler/Paragraphs.tsx';
import { toImage } from '../paragraphs/images.ts';
import type { PageOf, ViewProps } from './view-props.ts';

/** The four homepage sections in their fixed order, then any plain paragraphs. */
export const homeSections = ['paragraphsTop', 'middleSection', 'paragraphsMiddle', 'bottomSection'] as const;

export function HomePage({ page, ctx }: ViewProps<PageOf<'homepage'>>) {
  return (
    <>
      <Hero
        title={page.title.value}
        pretitle={page.hero?.pretitle}
        subtitle={page.hero?.subtitle}
        image={page.hero?.image ? toImage(page.hero.image) : undefined}
        tone={page.hero?.color}
      />
      {homeSections.map((key) => (
        <Paragraphs key={key} paragraphs={page[key]} ctx={ctx} />
      ))}
      <Paragraphs paragraphs={page.paragraphs} ctx={ctx} />
    </>
  );
}
