import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nodeHtmlSanitizer } from '../../app/site-build/content/sanitize-node.ts';
import { mapParagraphHtml } from '../../pages/content/html-fields.ts';
import { PARAGRAPH_TYPES } from '../../generated/types/constants.ts';
import type { Paragraph } from '../../generated/types/content.ts';
import { Paragraphs } from '../../pages/assembler/Paragraphs.tsx';
import { paragraphRegistry } from '../../pages/assembler/registry.ts';
import type { RenderContext } from '../../pages/assembler/types.ts';
import { uiText } from '../../pages/i18n/ui-text.ts';

const ctx = (mode: RenderContext['mode']): RenderContext => ({
  lang: 'es',
  text: uiText('es'),
  mode,
  now: 1_790_000_000,
  siteUrl: 'https://www.museo.example',
});
const unknown = { entity: { type: 'ParagraphHologram' } } as unknown as Paragraph;
const text: Paragraph = { entity: { type: 'ParagraphRichText', text: { value: '<p>Hola <script>x()</script></p>' } } };

afterEach(() => vi.restoreAllMocks());

describe('the paragraph assembler', () => {
  it('has a view for every paragraph type in the schemas', () => {
    expect(Object.keys(paragraphRegistry).sort()).toEqual([...PARAGRAPH_TYPES].sort());
  });

  it('renders known paragraphs, sanitised as the build does', () => {
    const html = renderToString(<Paragraphs paragraphs={[mapParagraphHtml(text, nodeHtmlSanitizer())]} ctx={ctx('production')} />);
    expect(html).toContain('<p>Hola </p>');
    expect(html).not.toContain('script');
  });

  it('leaves an unknown paragraph out in production, with a warning, and keeps the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = renderToString(<Paragraphs paragraphs={[unknown, text]} ctx={ctx('production')} />);
    expect(html).not.toContain('ParagraphHologram');
    expect(html).toContain('Hola');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('ParagraphHologram'));
  });

  it('shows editors a placeholder for an unknown paragraph in preview', () => {
    const html = renderToString(<Paragraphs paragraphs={[unknown, text]} ctx={ctx('preview')} />);
    expect(html).toContain('data-unknown-paragraph="ParagraphHologram"');
    expect(html).toContain('Este tipo de bloque («ParagraphHologram») aún no se puede mostrar.');
    expect(html).toContain('Hola');
  });

  it('gives an anchor reference its id, so the anchor menu can point at it', () => {
    const html = renderToString(
      <Paragraphs
        paragraphs={[{ entity: { type: 'ParagraphAnchorReference', anchorId: 'programa', title: 'Programa' } }]}
        ctx={ctx('production')}
      />,
    );
    expect(html).toMatch(/<h2 id="programa"[^>]*>Programa<\/h2>/);
  });
});
