import type { ReactNode } from 'react';
import { AnchorMenu, Hero, Section, type HeroProps } from '../../design-system/index.ts';
import type { RenderContext } from '../assembler/types.ts';
import type { Page } from '../../generated/types/content.ts';
import { PageBody, openingOf } from './PageBody.tsx';
import * as styles from './SectionedPage.css.ts';
import { useActiveSection } from './useActiveSection.ts';
import { textLanguage } from '../i18n/ui-text.ts';

interface PageSection {
  /** Anchor id (SPEC §2 section menus). */
  id: string;
  label: string;
  /** null or false when the section has nothing to show: then it has no anchor either. */
  content: ReactNode | null | false | undefined;
  /** false: shown with its heading but left out of the menu (SPEC §2 lists each type's menu exactly). */
  inMenu?: boolean;
  /**
   * On a desktop, shown beside the page's opening text (a facts column: dates, place, who) rather
   * than after it. Only with `body`, and only when the page has opening text; otherwise in its place.
   */
  beside?: boolean;
}

export interface SectionedPageProps {
  hero: HeroProps;
  /** Between the hero and the sections (the CMS paragraphs, an intro). */
  intro?: ReactNode;
  /** The page whose CMS body (content, paragraphs) follows the hero; a `beside` section sits next to its opening text. */
  body?: { page: Page; lead?: ReactNode };
  sections: PageSection[];
  ctx: RenderContext;
  /** false for page types SPEC §2 gives no section menu: the sections keep their headings, without the menu. */
  anchorMenu?: boolean;
}

/** A detail page: hero, then the sections that have content, each reachable from the anchor menu. */
export function SectionedPage({ hero, intro, body, sections, ctx, anchorMenu = true }: SectionedPageProps) {
  const shown = sections.filter((s) => Boolean(s.content));
  const beside = body && openingOf(body.page).hasText ? shown.find((s) => s.beside) : undefined;
  const menu = anchorMenu ? shown.filter((s) => s.inMenu !== false) : [];
  const active = useActiveSection(menu.map((s) => s.id));
  // The sections are named by the interface text: marked where it is not in the page's language.
  const labelLang = textLanguage(ctx.lang).text;
  return (
    <>
      <Hero {...hero} />
      {anchorMenu && (
        <AnchorMenu label={ctx.text.onThisPage} items={menu.map(({ id, label }) => ({ id, label, lang: labelLang }))} activeId={active} />
      )}
      {intro}
      {body && (
        <PageBody
          page={body.page}
          ctx={ctx}
          lead={body.lead}
          aside={
            beside && (
              <section className={styles.beside}>
                <h2 id={beside.id} className={styles.besideHeading} lang={labelLang}>
                  {beside.label}
                </h2>
                {beside.content}
              </section>
            )
          }
        />
      )}
      {shown
        .filter((s) => s !== beside)
        .map((s) => (
          <Section key={s.id}>
            <h2 id={s.id} className={styles.heading} lang={labelLang}>
              {s.label}
            </h2>
            {s.content}
          </Section>
        ))}
    </>
  );
}
