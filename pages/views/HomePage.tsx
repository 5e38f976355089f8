import { Hero } from '../../design-system/index.ts';
import { Paragraphs } from '../assembler/Paragraphs.tsx';
import { ParagraphAnchorMenu } from '../sections/ParagraphAnchorMenu.tsx';
import { DynamicMenuProvider } from '../sections/dynamic-menu.tsx';
import { MuseumToday } from '../sections/museum-today.tsx';
import { TodayAtMuseum } from '../sections/today-programme.tsx';
import { pageHeroProps } from './page-hero.ts';
import type { PageOf, ViewProps } from './view-props.ts';

/** The four homepage sections in their fixed order, then any plain paragraphs. */
const homeSections = ['paragraphsTop', 'middleSection', 'paragraphsMiddle', 'bottomSection'] as const;

/** Homepage: whether the museum is open today and what is on today and tomorrow, then its sections. The anchor menu lists the anchors of paragraphsTop, middleSection, paragraphsMiddle and bottomSection (SPEC §3). */
export function HomePage({ page, ctx, chrome }: ViewProps<PageOf<'homepage'>>) {
  return (
    <DynamicMenuProvider>
      <Hero {...pageHeroProps(page, ctx.media)} />
      <MuseumToday buildings={chrome?.buildings} ctx={ctx} />
      <TodayAtMuseum chrome={chrome} ctx={ctx} />
      <ParagraphAnchorMenu paragraphs={homeSections.flatMap((key) => page[key] ?? [])} ctx={ctx} />
      {homeSections.map((key) => (
        <Paragraphs key={key} paragraphs={page[key]} ctx={ctx} />
      ))}
      <Paragraphs paragraphs={page.paragraphs} ctx={ctx} />
    </DynamicMenuProvider>
  );
}
