import type { ReactNode } from 'react';
import { RichText, Section } from '../../design-system/index.ts';
import type { Page } from '../../generated/types/content.ts';
import { Paragraphs } from '../assembler/Paragraphs.tsx';
import type { RenderContext } from '../assembler/types.ts';

/** The CMS body every page may have: a lead (the page's main media, a player), its content text, then its paragraphs in the editor's order. */
export function PageBody({ page, ctx, lead }: { page: Page; ctx: RenderContext; lead?: ReactNode }) {
  return (
    <>
      {lead && <Section>{lead}</Section>}
      {page.content?.value && (
        <Section>
          <RichText html={page.content.value} />
        </Section>
      )}
      <Paragraphs paragraphs={page.paragraphs} ctx={ctx} />
    </>
  );
}
