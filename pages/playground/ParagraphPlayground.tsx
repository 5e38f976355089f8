import { useId, useMemo, useState } from 'react';
import { Section } from '../../design-system/index.ts';
import { sanitizeHtml } from '../../design-system/components/RichText/sanitizeHtml.ts';
import type { Language } from '../../generated/types/constants.ts';
import type { Paragraph } from '../../generated/types/content.ts';
import { Paragraphs } from '../assembler/Paragraphs.tsx';
import type { RenderContext } from '../assembler/types.ts';
import { mapParagraphHtml } from '../content/html-fields.ts';
import { formatContentError, parseJson, validateParagraphDocument, type ContentError } from '../content/validate.ts';
import { uiText } from '../i18n/ui-text.ts';
import * as styles from './ParagraphPlayground.css.ts';

export interface ParagraphPlaygroundProps {
  /** The paragraphs to start from (a JSON array of { entity } objects, as the CMS sends them). */
  paragraphs: unknown[];
  lang?: Language;
  now?: number;
}

export interface PlaygroundResult {
  valid: Paragraph[];
  errors: ContentError[];
}

/** Validates each paragraph on its own, so one broken paragraph never hides the others. */
export function checkParagraphs(value: unknown): PlaygroundResult {
  if (!Array.isArray(value))
    return { valid: [], errors: [{ source: 'paragraphs', pointer: '', expected: 'a list of paragraphs', found: typeof value }] };
  const valid: Paragraph[] = [];
  const errors: ContentError[] = [];
  value.forEach((item, i) => {
    const r = validateParagraphDocument(item, `paragraph ${i + 1}`);
    if (r.ok) valid.push(mapParagraphHtml(r.value, sanitizeHtml));
    else {
      errors.push(...r.errors.map((e) => ({ ...e, pointer: `/${i}${e.pointer}` })));
      // A type this code does not know still takes its place in the preview, as the placeholder editors see.
      if (r.errors.every((e) => e.unknownParagraphType)) valid.push(item as Paragraph);
    }
  });
  return { valid, errors };
}

/**
 * The editors' playground: any list of paragraphs, as JSON, assembled live the way the site shows
 * them; every validation error listed with its JSON pointer; unknown types shown as placeholders
 * (preview mode) rather than left out.
 */
export function ParagraphPlayground({ paragraphs, lang = 'es', now = Math.floor(Date.now() / 1000) }: ParagraphPlaygroundProps) {
  const [text, setText] = useState(() => JSON.stringify(paragraphs, null, 2));
  const editorId = useId();
  const result = useMemo(() => {
    const parsed = parseJson(text, 'paragraphs');
    return parsed.ok ? checkParagraphs(parsed.value) : { valid: [], errors: parsed.errors };
  }, [text]);
  const ctx: RenderContext = { lang, text: uiText(lang), mode: 'preview', now, siteUrl: '' };
  return (
    <div className={styles.layout}>
      <div className={styles.editor}>
        <label htmlFor={editorId} className={styles.label}>
          Paragraphs (JSON)
        </label>
        <textarea
          id={editorId}
          className={styles.textarea}
          value={text}
          spellCheck={false}
          onChange={(e) => setText(e.currentTarget.value)}
          aria-describedby={`${editorId}-status`}
        />
        <div id={`${editorId}-status`} aria-live="polite" className={styles.status}>
          {result.errors.length === 0 ? (
            <p className={styles.ok}>{result.valid.length} paragraph(s), all valid.</p>
          ) : (
            <>
              <p className={styles.errorTitle}>{result.errors.length} validation error(s); valid paragraphs are still shown.</p>
              <ul className={styles.errors} data-testid="playground-errors">
                {result.errors.map((e, i) => (
                  <li key={i}>
                    <code>{e.pointer || '/'}</code> {formatContentError({ ...e, pointer: '' }).replace(/^[^:]*: /, '')}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
      <div className={styles.preview} aria-label="Preview" role="region">
        {result.valid.length ? (
          <Paragraphs paragraphs={result.valid} ctx={ctx} />
        ) : (
          <Section>
            <p>Nothing to show yet.</p>
          </Section>
        )}
      </div>
    </div>
  );
}
