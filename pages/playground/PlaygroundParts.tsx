/** The paragraph playground's parts: its menu of starters, the field of what was shared, the check's summary and the preview. */
import { type KeyboardEvent, type RefObject } from 'react';
import { Section } from '../../design-system/index.ts';
import type { Language } from '../../generated/types/constants.ts';
import type { ParagraphEntity } from '../../generated/types/content.ts';
import { renderParagraph } from '../assembler/Paragraphs.tsx';
import type { RenderContext } from '../assembler/types.ts';
import { type contentErrorWords } from '../content/content-error-words.ts';
import { formatContentErrorIn } from '../content/validate.ts';
import { paragraphTypeName, starterHint, STARTER_ORDER } from './paragraph-starters.ts';
import { type playgroundWords } from './playground-words.ts';
import { describeParagraphError, type readText, type ParagraphCheck } from './paragraph-checks.ts';
import * as styles from './ParagraphPlayground.css.ts';

/** The 'Add a paragraph' menu: a starter of each type, with a line on what it is for. */
export function StarterMenu({
  id,
  lang,
  words,
  open,
  button,
  onToggle,
  onAdd,
  onEscape,
}: {
  id: string;
  lang: Language;
  words: Words;
  open: boolean;
  button: RefObject<HTMLButtonElement | null>;
  onToggle: () => void;
  onAdd: (type: ParagraphEntity['type']) => void;
  onEscape: (e: KeyboardEvent) => void;
}) {
  return (
    <div className={styles.menu}>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onKeyDown={onEscape}
        onClick={onToggle}
      >
        {words.add}
      </button>
      <ul id={`${id}-menu`} className={styles.menuList} aria-label={words.addMenu} hidden={!open}>
        {STARTER_ORDER.map((type) => (
          <li key={type}>
            <button
              type="button"
              className={styles.menuItem}
              onClick={() => onAdd(type)}
              onKeyDown={onEscape}
              aria-describedby={`${id}-hint-${type}`}
            >
              <span className={styles.menuName}>{paragraphTypeName(type, lang)}</span>
              <span id={`${id}-hint-${type}`} className={styles.menuHint}>
                {starterHint(type, lang)}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The link or JSON just shared, in a field (selected to copy by hand where there is no clipboard). */
export function SharedField({
  id,
  field,
  shared,
  words,
}: {
  id: string;
  field: RefObject<HTMLInputElement | null>;
  shared: { kind: 'link' | 'json'; value: string };
  words: Words;
}) {
  return (
    <div className={styles.shared}>
      <label htmlFor={id} className={styles.label}>
        {shared.kind === 'link' ? words.linkLabel : words.jsonLabel}
      </label>
      <input ref={field} id={id} className={styles.sharedField} readOnly value={shared.value} data-testid="playground-shared" />
    </div>
  );
}

/** Whether the combination is valid, and each error linked to its paragraph in the preview. */
export function CheckSummary({
  id,
  read,
  checks,
  words,
  errorWords,
  anchorOf,
  nameOf,
}: { id: string; read: Read; checks: ParagraphCheck[]; words: Words; errorWords: ErrorWords } & Naming) {
  const invalid = checks.filter((c) => c.errors.length > 0);
  const errorCount = invalid.reduce((n, c) => n + c.errors.length, 0);
  return (
    <div id={id} className={styles.status}>
      <p role="status" className={read.ok && errorCount === 0 ? styles.ok : styles.errorTitle}>
        {!read.ok
          ? read.errors.map((e) => formatContentErrorIn(e, errorWords)).join(' ')
          : errorCount === 0
            ? words.allValid(checks.length)
            : words.someInvalid(errorCount, invalid.length)}
      </p>
      {invalid.length > 0 && (
        <ul className={styles.errors} data-testid="playground-errors">
          {invalid.flatMap((c) =>
            c.errors.map((e, i) => (
              <li key={`${c.position}-${i}`}>
                <a href={`#${anchorOf(c.position)}`}>{nameOf(c)}</a>: {describeParagraphError(e, words, errorWords)}
              </li>
            )),
          )}
        </ul>
      )}
    </div>
  );
}

/** The paragraphs as the site shows them; an invalid one flagged with its errors (and shown when it can be). */
export function PlaygroundPreview({
  checks,
  ctx,
  words,
  errorWords,
  anchorOf,
  nameOf,
}: { checks: ParagraphCheck[]; ctx: RenderContext; words: Words; errorWords: ErrorWords } & Naming) {
  return (
    <div className={styles.preview} aria-label={words.preview} role="region">
      {checks.length === 0 ? (
        <Section>
          <p>{words.empty}</p>
        </Section>
      ) : (
        checks.map((c, i) =>
          c.errors.length === 0 ? (
            <div key={c.position} id={anchorOf(c.position)} data-paragraph={c.position}>
              <Section
                id={c.paragraph!.entity.type === 'ParagraphAnchorReference' ? undefined : c.paragraph!.entity.anchorId}
                leadsInto={c.paragraph!.entity.type === 'ParagraphAnchorReference' && i < checks.length - 1}
              >
                {renderParagraph(c.paragraph!.entity, ctx)}
              </Section>
            </div>
          ) : (
            <div
              key={c.position}
              id={anchorOf(c.position)}
              data-paragraph={c.position}
              data-invalid=""
              className={styles.invalid}
              role="group"
              aria-labelledby={`${anchorOf(c.position)}-name`}
            >
              <div className={styles.flag} data-testid="paragraph-error">
                <p id={`${anchorOf(c.position)}-name`} className={styles.flagTitle}>
                  {nameOf(c)}
                </p>
                <ul className={styles.flagErrors}>
                  {c.errors.map((e, j) => (
                    <li key={j}>{describeParagraphError(e, words, errorWords)}</li>
                  ))}
                </ul>
                {!c.paragraph && <p className={styles.flagNote}>{words.notShown}</p>}
              </div>
              {c.paragraph && <Section>{renderParagraph(c.paragraph.entity, ctx)}</Section>}
            </div>
          ),
        )
      )}
    </div>
  );
}

export type Words = ReturnType<typeof playgroundWords>;

type ErrorWords = ReturnType<typeof contentErrorWords>;

type Read = ReturnType<typeof readText>;

/** What the check shows of each paragraph: its anchor in the preview and its name. */
interface Naming {
  anchorOf: (position: number) => string;
  nameOf: (c: ParagraphCheck) => string;
}
