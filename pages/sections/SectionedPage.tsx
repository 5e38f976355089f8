import type { ReactNode } from 'react';
import { AnchorMenu, Hero, Section, type HeroProps } from '../../design-system/index.ts';
import type { RenderContext } from '../assembler/types.ts';
import * as styles from './SectionedPage.css.ts';
import { useActiveSection } from './useActiveSection.ts';

export interface PageSection {
  /** Anchor id (SPEC §2 section menus). */
  id: string;
  label: string;
  /** null or false when the section has nothing to show: then it has no anchor either. */
  content: ReactNode | null | false | undefined;
  /** false: shown with its heading but left out of the menu (SPEC §2 lists each type's menu exactly). */
  inMenu?: boolean;
}

export interface SectionedPageProps {
  hero: HeroProps;
  /** Between the hero and the sections (the CMS paragraphs, an intro). */
  intro?: ReactNode;
  sections: PageSection[];
  ctx: RenderContext;
  /** false for page types SPEC §2 gives no section menu: the sections keep their headings, without the menu. */
  anchorMenu?: boolean;
}

/** A detail page: hero, then the sections that have content, each reachable from the anchor menu. */
export function SectionedPage({ hero, intro, sections, ctx, anchorMenu = true }: SectionedPageProps) {
  const shown = sections.filter((s) => Boolean(s.content));
  const menu = anchorMenu ? shown.filter((s) => s.inMenu !== false) : [];
  const active = useActiveSection(menu.map((s) => s.id));
  return (
    <>
      <Hero {...hero} />
      {anchorMenu && <AnchorMenu label={ctx.text.onThisPage} items={menu.map(({ id, label }) => ({ id, label }))} activeId={active} />}
      {intro}
      {shown.map((s) => (
        <Section key={s.id}>
          <h2 id={s.id} className={styles.heading}>
            {s.label}
          </h2>
          {s.content}
        </Section>
      ))}
    </>
  );
}
