import { useEffect, useId, useState } from 'react';
import { useAddressParams } from '../routes/address.ts';
import { usePreviewSource, usePreviewView } from '../routes/preview-source.tsx';
import { Hero, Section, themeClass } from '../../design-system/index.ts';
import { usesDarkTheme } from '../rules/theme.ts';
import type { Page } from '../../generated/types/content.ts';
import type { RenderContext } from '../assembler/types.ts';
import { contentError, formatContentErrorIn, type ContentError } from '../content/content-error.ts';
import { contentErrorWords } from '../content/content-error-words.ts';
import { loadTextSections, loadUiText, uiText } from '../i18n/ui-text.ts';
import { deferredParagraphsOf, loadParagraphs } from '../assembler/deferred-paragraphs.ts';
import { pageText, viewKeyOf, type PageView, type PageViewProps } from './view-props.ts';
import type { SiteChromeData } from '../chrome/site-chrome.ts';
import * as styles from './views.css.ts';
import { InterfaceLanguage } from '../sections/interface-text.tsx';

type State =
  { kind: 'waiting' } | { kind: 'loading'; src: string } | { kind: 'checked'; source: string; page: Page | null; errors: ContentError[] };

/** Validates a CMS page document with the generated validators, as the build would, then sanitises its HTML. */
async function checkPreview(text: string, source: string): Promise<{ page: Page | null; errors: ContentError[] }> {
  // The validators are most of the preview's code (≈ 28 KiB gzip): loaded when there is a document to check.
  const { parseJson, validatePageDocument } = await import('../content/validate.ts');
  const parsed = parseJson(text, source);
  if (!parsed.ok) return { page: null, errors: parsed.errors };
  // A page-data file of this site holds the CMS page under result.page.
  const value = (parsed.value as { result?: { page?: unknown } } | null)?.result?.page ?? parsed.value;
  const result = validatePageDocument(value, source);
  if (!result.ok) return { page: null, errors: result.errors };
  const { sanitizePreviewPage } = await import('../content/preview-html.ts');
  return { page: sanitizePreviewPage(result.value), errors: [] };
}

/**
 * /preview (SPEC §2): an editor's page JSON, from ?src=<URL> (read by the runtime's loader) or pasted, validated in the
 * browser with the generated validators, every error listed, and the page rendered in preview mode
 * (unknown paragraphs shown as placeholders) when it is valid.
 */
export function PreviewRoute({ ctx, chrome }: { ctx: RenderContext; chrome: SiteChromeData }) {
  const { params } = useAddressParams();
  const [state, setState] = useState<State>({ kind: 'waiting' });
  const [text, setText] = useState('');
  const editorId = useId();
  const src = params.get('src');
  const loadSource = usePreviewSource();

  useEffect(() => {
    if (!src) return;
    let cancelled = false;
    setState({ kind: 'loading', src });
    loadSource(src).then(async (r) => {
      if (cancelled) return;
      if ('text' in r) {
        const checked = await checkPreview(r.text, r.source);
        if (!cancelled) setState({ kind: 'checked', source: r.source, ...checked });
      } else setState({ kind: 'checked', source: r.source, page: null, errors: [contentError(r.source, '', r.expects, r.finds)] });
    });
    return () => {
      cancelled = true;
    };
  }, [src, loadSource]);

  const t = ctx.text;
  const page = state.kind === 'checked' ? state.page : null;
  return (
    <>
      {page ? <PreviewPage page={page} ctx={ctx} chrome={chrome} /> : <Hero title={t.preview.title} subtitle={t.preview.intro} />}
      <Section>
        <div className={styles.stack}>
          <div aria-live="polite">
            {state.kind === 'loading' && <p>{t.preview.loading(state.src)}</p>}
            {state.kind === 'checked' && state.errors.length === 0 && <p>{t.preview.valid(state.source)}</p>}
            {state.kind === 'checked' && state.errors.length > 0 && (
              <>
                <h2>{t.preview.errors(state.errors.length)}</h2>
                <ul data-testid="preview-errors">
                  {state.errors.map((e, i) => (
                    <li key={i}>
                      <code>{formatContentErrorIn(e, contentErrorWords(ctx.lang))}</code>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void checkPreview(text, t.preview.pasted).then((checked) =>
                setState({ kind: 'checked', source: t.preview.pasted, ...checked }),
              );
            }}
          >
            <label htmlFor={editorId} className={styles.jsonLabel}>
              {t.preview.paste}
            </label>
            <textarea
              id={editorId}
              className={styles.jsonEditor}
              value={text}
              spellCheck={false}
              onChange={(e) => setText(e.currentTarget.value)}
            />
            <p>
              <button type="submit" className={styles.outlineButton}>
                {t.preview.check}
              </button>
            </p>
          </form>
        </div>
      </Section>
    </>
  );
}

/** The previewed page in its bundle's view, loaded like any page's (its chunk, once). */
function PreviewPage({ page, ctx, chrome }: { page: Page; ctx: RenderContext; chrome: SiteChromeData }) {
  const key = viewKeyOf(page);
  const lang = page.language.id;
  const [View, setView] = useState<PageView | undefined>(undefined);
  const loadView = usePreviewView();
  useEffect(() => {
    let live = true;
    // Like any page: its view, its language's interface text with the sections its view shows (an
    // artwork's sheet, …), and its deferred paragraphs, then shown.
    void Promise.all([
      loadView(page),
      loadUiText(lang).then(() => loadTextSections(lang, pageText(page))),
      loadParagraphs(deferredParagraphsOf(page)),
    ]).then(
      ([v]) => live && setView(() => v),
      (err: unknown) => console.error('[preview] the page could not be shown', err),
    );
    return () => {
      live = false;
    };
  }, [key, lang, page, loadView]);
  if (!View) return null;
  return (
    <div lang={lang} className={`${themeClass(usesDarkTheme(page.bundle, page.forceDarkTheme) ? 'dark' : 'light')} ${styles.previewFrame}`}>
      <InterfaceLanguage lang={lang}>
        <View page={page} ctx={{ ...ctx, lang, text: uiText(lang), mode: 'preview' }} chrome={chrome} />
      </InterfaceLanguage>
    </div>
  );
}

/** The preview as a view (pages/views/view-modules.ts). */
export const PreviewView = ({ ctx, chrome }: PageViewProps) => <PreviewRoute ctx={ctx} chrome={chrome} />;
