import { ButtonLink, Hero, Section } from '../../design-system/index.ts';
import type { RenderContext } from '../assembler/types.ts';
import { uiTextLang } from '../i18n/ui-text.ts';
import { showsExploreLink } from '../rules/explore.ts';
import { explorePath } from '../routes/search-route.ts';
import * as styles from './views.css.ts';
import { ParagraphAnchorMenu } from '../sections/ParagraphAnchorMenu.tsx';
import { DynamicMenuProvider } from '../sections/dynamic-menu.tsx';
import { PageBody } from '../sections/PageBody.tsx';
import { feedSubscriptions } from '../sections/FeedSubscriptions.tsx';
import { pageHeroProps } from './page-hero.ts';
import type { ViewProps } from './view-props.ts';
import { showsToday } from '../rules/today-file.ts';
import { MuseumToday } from '../sections/museum-today.tsx';
import { TodayAtMuseum } from '../sections/today-programme.tsx';

/** The way into the collection as pictures, on the collections page. */
function ExploreLink({ ctx }: { ctx: RenderContext }) {
  const t = ctx.text.explore;
  return (
    <Section>
      <div className={styles.exploreBand} lang={uiTextLang(ctx.lang)}>
        <p className={styles.lead}>{t.linkText}</p>
        <ButtonLink href={explorePath(ctx.lang)} label={t.link} />
      </div>
    </Section>
  );
}

/**
 * Hubpages, pages and their multimedia twins: hero, an anchor menu from the anchors the editor
 * placed, the body text if any, then the paragraphs. The collections page leads first to the explore
 * page; the visit page (the visit menu's hub page) says
 * first whether the museum is open and what is on today and tomorrow.
 */
export function GenericPage({ page, ctx, chrome }: ViewProps) {
  return (
    <DynamicMenuProvider>
      <Hero {...pageHeroProps(page, ctx.media)} />
      {showsExploreLink(page) && <ExploreLink ctx={ctx} />}
      {showsToday(page) && (
        <>
          <MuseumToday buildings={chrome?.buildings} ctx={ctx} />
          <TodayAtMuseum chrome={chrome} ctx={ctx} />
        </>
      )}
      <ParagraphAnchorMenu paragraphs={page.paragraphs} ctx={ctx} />
      <PageBody page={page} ctx={ctx} lead={feedSubscriptions(page, ctx)} />
    </DynamicMenuProvider>
  );
}
