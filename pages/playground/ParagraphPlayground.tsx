import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { Language } from '../../generated/types/constants.ts';
import type { ParagraphEntity } from '../../generated/types/content.ts';
import type { RenderContext } from '../assembler/types.ts';
import { contentErrorWords } from '../content/content-error-words.ts';
import { uiText } from '../i18n/ui-text.ts';
import { combinationLink, decodeCombination, encodeCombination } from './combination.ts';
import { paragraphTypeName, starterParagraph } from './paragraph-starters.ts';
import { playgroundWords } from './playground-words.ts';
import { checkParagraphs, readText, type ParagraphCheck } from './paragraph-checks.ts';
import * as styles from './ParagraphPlayground.css.ts';
import { CheckSummary, PlaygroundPreview, SharedField, StarterMenu, type Words } from './PlaygroundParts.tsx';

export interface ParagraphPlaygroundProps {
  /** The combination to start from, and to go back to on 'Reset' (a JSON list of { entity } objects, as the CMS sends them). */
  paragraphs: unknown[];
  /** A combination from a link (encodeCombination); it wins over `paragraphs` when readable. */
  combination?: string;
  /** Called with the encoded combination on every change ('' after 'Reset'), so the host keeps it in its address. */
  onCombinationChange?: (encoded: string) => void;
  /** The address that reopens an encoded combination; by default the current address with it as the story's args. */
  shareLink?: (encoded: string) => string;
  /** The interface language: the playground's words, its errors and the paragraphs' own UI text. */
  lang?: Language;
  now?: number;
}

/** Storybook's own address (the manager, around the canvas) when the canvas may read it; else the canvas's. */
function storybookAddress(): string {
  try {
    const top = window.top?.location.href;
    if (top && new URL(top).searchParams.has('path')) return top;
  } catch {
    // A canvas embedded elsewhere: its own address opens the story alone.
  }
  return window.location.href;
}

const pretty = (value: unknown) => JSON.stringify(value, null, 2);
/** The editor's text for a starting list: empty for none, so a paste replaces nothing. */
const startText = (list: readonly unknown[]) => (list.length ? pretty(list) : '');

/**
 * The editors' playground: compose paragraphs from a menu of starters or paste the CMS's JSON (a
 * list, a whole page, one paragraph), see them assembled as the site shows them, each error beside
 * its paragraph in the interface language, and share the combination as a link.
 */
export function ParagraphPlayground(props: ParagraphPlaygroundProps) {
  const { lang = 'es', now = Math.floor(Date.now() / 1000) } = props;
  const words = playgroundWords(lang);
  const errorWords = contentErrorWords(lang);
  const id = useId();
  const { text, notice, shared, read, checks, change, append, copy, reset } = usePlaygroundText(props, words, lang);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const sharedField = useRef<HTMLInputElement>(null);
  const ctx: RenderContext = { lang, text: uiText(lang), mode: 'preview', now, siteUrl: '' };

  useEffect(() => {
    if (shared?.select) sharedField.current?.select();
  }, [shared]);

  function add(type: ParagraphEntity['type']) {
    setMenuOpen(false);
    menuButton.current?.focus();
    append(type);
  }

  function closeOnEscape(e: KeyboardEvent) {
    if (e.key !== 'Escape') return;
    setMenuOpen(false);
    menuButton.current?.focus();
  }

  const anchorOf = (position: number) => `${id}-p${position}`;
  const nameOf = (c: ParagraphCheck) => words.paragraph(c.position, c.type ? paragraphTypeName(c.type, lang) : words.noType);

  return (
    <div className={styles.layout}>
      <div className={styles.editor}>
        <h1 className={styles.title}>{words.title}</h1>
        <ol className={styles.instructions}>
          {words.instructions.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
        <div className={styles.toolbar}>
          <StarterMenu
            id={id}
            lang={lang}
            words={words}
            open={menuOpen}
            button={menuButton}
            onToggle={() => setMenuOpen((open) => !open)}
            onAdd={add}
            onEscape={closeOnEscape}
          />
          <button type="button" className={styles.button} onClick={() => void copy('link')}>
            {words.copyLink}
          </button>
          <button type="button" className={styles.button} onClick={() => void copy('json')}>
            {words.copyJson}
          </button>
          <button type="button" className={styles.button} onClick={reset}>
            {words.reset}
          </button>
        </div>
        <p role="status" className={styles.notice}>
          {notice}
        </p>
        {shared && <SharedField id={`${id}-shared`} field={sharedField} shared={shared} words={words} />}
        <label htmlFor={`${id}-editor`} className={styles.label}>
          {words.editorLabel}
        </label>
        <textarea
          id={`${id}-editor`}
          className={styles.textarea}
          value={text}
          spellCheck={false}
          onChange={(e) => change(e.currentTarget.value)}
          aria-describedby={`${id}-status`}
        />
        <CheckSummary
          id={`${id}-status`}
          read={read}
          checks={checks}
          words={words}
          errorWords={errorWords}
          anchorOf={anchorOf}
          nameOf={nameOf}
        />
      </div>
      <PlaygroundPreview checks={checks} ctx={ctx} words={words} errorWords={errorWords} anchorOf={anchorOf} nameOf={nameOf} />
    </div>
  );
}

/**
 * The combination being edited: its text, what it reads as and each paragraph's check, the notice
 * that says what just happened, and what was last shared; with the edits the playground makes.
 */
function usePlaygroundText(
  { paragraphs, combination, onCombinationChange, shareLink }: ParagraphPlaygroundProps,
  words: Words,
  lang: Language,
) {
  const [start] = useState(() => {
    const fromLink = decodeCombination(combination);
    if (fromLink !== null) return { text: fromLink, notice: words.fromLink };
    return { text: startText(paragraphs), notice: combination ? words.badLink : '' };
  });
  const [text, setText] = useState(start.text);
  const [notice, setNotice] = useState(start.notice);
  const [shared, setShared] = useState<{ kind: 'link' | 'json'; value: string; select: boolean } | null>(null);
  const read = useMemo(() => readText(text, words), [text, words]);
  const checks = useMemo(() => (read.ok ? checkParagraphs(read.paragraphs) : []), [read]);

  function change(next: string, message = '') {
    // A whole page or a lone paragraph becomes the list it holds, so the combination is always a list.
    const r = readText(next, words);
    const value = r.ok && r.taken ? pretty(r.paragraphs) : next;
    setText(value);
    setNotice(r.ok && r.taken ? r.taken : message);
    setShared(null);
    onCombinationChange?.(encodeCombination(value));
  }

  function append(type: ParagraphEntity['type']) {
    if (!read.ok) {
      setNotice(words.fixJsonFirst);
      return;
    }
    const list = [...read.paragraphs, starterParagraph(type)];
    change(pretty(list), words.added(list.length, paragraphTypeName(type, lang)));
  }

  async function copy(kind: 'link' | 'json') {
    const encoded = encodeCombination(text);
    const value =
      kind === 'link'
        ? (shareLink ?? ((e: string) => combinationLink(storybookAddress(), e)))(encoded)
        : read.ok
          ? pretty(read.paragraphs)
          : text;
    try {
      await navigator.clipboard.writeText(value);
      setShared({ kind, value, select: false });
      setNotice(words.copied);
    } catch {
      // No clipboard here (a permission, an unfocused frame): the text is shown selected, to copy by hand.
      setShared({ kind, value, select: true });
      setNotice(words.copyByHand);
    }
  }

  function reset() {
    setText(startText(paragraphs));
    setShared(null);
    setNotice(words.resetDone);
    onCombinationChange?.('');
  }

  return { text, notice, shared, read, checks, change, append, copy, reset };
}
