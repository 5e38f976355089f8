import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Hero, Section } from '../../design-system/index.ts';
import type { Page } from '../../generated/types/content.ts';
import type { RenderContext } from '../assembler/types.ts';
import { formatContentError, parseJson, validatePageDocument, type ContentError } from '../content/validate.ts';
import { uiText } from '../i18n/ui-text.ts';
import { viewTable } from './view-table.ts';
import type { ViewProps } from './view-props.ts';
import * as styles from './views.css.ts';
import type { ComponentType } from 'react';

type State = { kind: 'waiting' } | { kind: 'loading'; src: string } | { kind: 'checked'; source: string; page: Page | null; errors: ContentError[] };

/** Validates a CMS page document with the generated validators, as the build would. */
export function checkPreview(text: string, source: string): { page: Page | null; errors: ContentError[] } {
  const parsed = parseJson(text, source);
  if (!parsed.ok) return { page: null, errors: parsed.errors };
  // A page-data file of this site holds the CMS page under result.page.
  const value = (parsed.value as { result?: { page?: unknown } } | null)?.result?.page ?? parsed.value;
  const result = validatePageDocument(value, source);
  return result.ok ? { page: result.value, errors: [] } : { page: null, errors: result.errors };
}

/**
 * /preview (SPEC §2): an editor's page JSON, from ?src=<same-site URL> or pasted, validated in the
 * browser with the generated validators, every error listed, and the page rendered in preview mode
 * (unknown paragraphs shown as placeholders) when it is valid.
 */
export function PreviewRoute({ ctx }: { ctx: RenderContext }) {
  const [params] = useSearchParams();
  const [state, setState] = useState<State>({ kind: 'waiting' });
  const [text, setText] = useState('');
  const editorId = useId();
  const src = params.get('src');

  useEffect(() => {
    if (!src) return;
    let url: URL;
    try {
      url = new URL(src, window.location.origin);
    } catch {
      setState({ kind: 'checked', source: src, page: null, errors: [{ source: src, pointer: '', expected: 'a URL', found: JSON.stringify(src) }] });
      return;
    }
    if (url.origin !== window.location.origin) {
      setState({ kind: 'checked', source: src, page: null, errors: [{ source: src, pointer: '', expected: 'a URL on this site', found: url.origin }] });
      return;
    }
    setState({ kind: 'loading', src });
    fetch(url, { headers: { accept: 'application/json' } })
      .then(async (res) => (res.ok ? checkPreview(await res.text(), url.href) : { page: null, errors: [{ source: url.href, pointer: '', expected: 'HTTP 200', found: `HTTP ${res.status}` }] }))
      .catch((err: Error) => ({ page: null, errors: [{ source: url.href, pointer: '', expected: 'an answer', found: err.message }] }))
      .then((r) => setState({ kind: 'checked', source: url.href, ...r }));
  }, [src]);

  const t = ctx.text;
  const page = state.kind === 'checked' ? state.page : null;
  return (
    <>
      {page ? (
        <PreviewPage page={page} ctx={ctx} />
      ) : (
        <Hero title={t.preview.title} subtitle={t.preview.intro} />
      )}
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
                      <code>{formatContentError(e)}</code>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              setState({ kind: 'checked', source: t.preview.pasted, ...checkPreview(text, t.preview.pasted) });
            }}
          >
            <label htmlFor={editorId} className={styles.previewLabel}>{t.preview.paste}</label>
            <textarea id={editorId} className={styles.previewEditor} value={text} spellCheck={false} onChange={(e) => setText(e.currentTarget.value)} />
            <button type="submit" className={styles.filtersButton}>{t.preview.check}</button>
          </form>
        </div>
      </Section>
    </>
  );
}

function PreviewPage({ page, ctx }: { page: Page; ctx: RenderContext }) {
  const View = viewTable[page.bundle] as ComponentType<ViewProps>;
  const lang = page.language.id;
  return (
    <div lang={lang}>
      <View page={page} ctx={{ ...ctx, lang, text: uiText(lang), mode: 'preview' }} />
    </div>
  );
}
