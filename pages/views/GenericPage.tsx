import { Hero } from '../../design-system/index.ts';
import { ParagraphAnchorMenu } from '../sections/ParagraphAnchorMenu.tsx';
import { DynamicMenuProvider } from '../sections/dynamic-menu.tsx';
import { PageBody } from '../sections/PageBody.tsx';
import { pageHeroProps } from './page-hero.ts';
import type { ViewProps } from './view-props.ts';

/**
 * Hubpages, pages and their multimedia twins: hero, an anchor menu from the anchors the editor
 * placed, the body text if any, then the paragraphs.
 */
export function GenericPage({ page, ctx }: ViewProps) {
  return (
    <DynamicMenuProvider>
      <Hero {...pageHeroProps(page)} />
      <ParagraphAnchorMenu paragraphs={page.paragraphs} ctx={ctx} />
      <PageBody page={page} ctx={ctx} />
    </DynamicMenuProvider>
  );
}
