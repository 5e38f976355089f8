import { Hero } from '../../design-system/index.ts';
import { ParagraphAnchorMenu } from '../sections/ParagraphAnchorMenu.tsx';
import { DynamicMenuProvider } from '../sections/dynamic-menu.tsx';
import { PageBody } from '../sections/PageBody.tsx';
import { pageHeroProps } from './page-hero.ts';
import type { ViewProps } from './view-props.ts';
import { showsToday } from '../rules/today-file.ts';
import { MuseumToday } from '../sections/museum-today.tsx';
import { TodayAtMuseum } from '../sections/today-programme.tsx';

/**
 * Hubpages, pages and their multimedia twins: hero, an anchor menu from the anchors the editor
 * placed, the body text if any, then the paragraphs. The visit page (the visit menu's hub page) says
 * first whether the museum is open and what is on today and tomorrow.
 */
export function GenericPage({ page, ctx, chrome }: ViewProps) {
  return (
    <DynamicMenuProvider>
      <Hero {...pageHeroProps(page)} />
      {showsToday(page) && (
        <>
          <MuseumToday buildings={chrome?.buildings} ctx={ctx} />
          <TodayAtMuseum chrome={chrome} ctx={ctx} />
        </>
      )}
      <ParagraphAnchorMenu paragraphs={page.paragraphs} ctx={ctx} />
      <PageBody page={page} ctx={ctx} />
    </DynamicMenuProvider>
  );
}
