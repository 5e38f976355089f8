import { useEffect, useId, useRef } from 'react';
import { ContentCard, type ContentCardProps } from '../ContentCard/ContentCard.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { LiveStatus } from '../StatusMessage/StatusMessage.tsx';
import { useTextLanguage } from '../../i18n/text-language.ts';
import * as styles from './CollectionExplorer.css.ts';
import { mobileCondition } from '../../tokens/breakpoints.ts';
import { size } from '../../tokens/theme.css.ts';

export interface ExplorerOption {
  value: string;
  label: string;
  /** Works choosing it would show (with the other choices). */
  count?: number;
  /** The label is interface text ('Década de 1950'), not content (an artist's name). */
  interfaceText?: boolean;
}

/** A work's picture: two in a row on a phone, four on a desktop, across the content's width (CollectionExplorer.css.ts grid). */
const WORK_SIZES = `${mobileCondition} calc((100vw - 2rem - 1.5rem) / 2), calc((min(100vw, ${size.content}) - 2rem - 3 * 2rem) / 4)`;
/** A yes-or-no choice ('En sala ahora'). */
export interface ExplorerToggle {
  name: string;
  label: string;
  checked: boolean;
  /** What the form sends for it when checked (the address's value for yes). */
  value?: string;
}

/** One of a list ('Artista', 'Década', 'Técnica'); '' is every value. */
export interface ExplorerSelect {
  name: string;
  label: string;
  value: string;
  allLabel: string;
  options: readonly ExplorerOption[];
}

/** A choice that has no control of its own (a room, from an artwork's page): shown, and removable. */
export interface ExplorerChip {
  name: string;
  label: string;
  /** What the form sends for it. */
  value: string;
}

export interface CollectionExplorerLabels {
  /** The choices' group ('Elige qué ver'). */
  choices: string;
  /** The works' list, for assistive technology ('Obras'). */
  works: string;
  more: string;
  /** The form's submit ('Ver las obras'): applies the choices before the page runs, or without JavaScript. */
  apply: string;
  clear: string;
  /** Names a chip's remove button: (chip label) → 'Quitar «Sala 205.10»'. */
  remove: (label: string) => string;
  empty: string;
}

export interface CollectionExplorerProps {
  labels: CollectionExplorerLabels;
  toggles: readonly ExplorerToggle[];
  selects: readonly ExplorerSelect[];
  chips?: readonly ExplorerChip[];
  /** The live line: 'Cargando obras…', '1.234 obras'. */
  status: string;
  loading?: boolean;
  /** The works shown so far: artwork cards. */
  works: readonly Omit<ContentCardProps, 'kind' | 'layout' | 'headingLevel'>[];
  hasMore: boolean;
  loadingMore?: boolean;
  onToggle?: (name: string, checked: boolean) => void;
  onSelect?: (name: string, value: string) => void;
  onRemoveChip?: (name: string) => void;
  onClear?: () => void;
  onMore?: () => void;
  /**
   * Choices apply as they change (the page runs): the submit button is hidden. False in the prerendered
   * page, so that a visitor without JavaScript, or before it runs, applies them by submitting the form.
   */
  live?: boolean;
}

/**
 * The collection as pictures to browse: choices above (yes-or-no boxes and lists with how many works
 * each value has), one live line that says how many works they give, the works in a grid, and "more"
 * that adds the next ones and moves focus to the first of them. Choices apply as they change; the
 * page keeps them in its address. The choices are a real form: before the page runs (or without
 * JavaScript) its submit button sends them to the page's own address as a plain GET, which is where
 * the page reads them from; once the page runs, they apply as they change and the button goes.
 */
export function CollectionExplorer({
  labels,
  toggles,
  selects,
  chips = [],
  status,
  loading = false,
  works,
  hasMore,
  loadingMore = false,
  onToggle,
  onSelect,
  onRemoveChip,
  onClear,
  onMore,
  live = true,
}: CollectionExplorerProps) {
  const id = useId();
  const { text } = useTextLanguage();
  const list = useRef<HTMLUListElement>(null);
  // "More" moves focus to the first work it added, so a keyboard or screen-reader visitor goes on from there.
  const firstNew = useRef<number | null>(null);
  useEffect(() => {
    const index = firstNew.current;
    if (index === null || works.length <= index) return;
    firstNew.current = null;
    list.current?.querySelectorAll<HTMLAnchorElement>(':scope > li a')[index]?.focus();
  }, [works.length]);
  const chosen = toggles.some((t) => t.checked) || selects.some((s) => s.value) || chips.length > 0;
  return (
    <div className={styles.root}>
      <form method="get" className={styles.choices} aria-labelledby={`${id}-choices`} onSubmit={(e) => e.preventDefault()}>
        <h2 id={`${id}-choices`} className={styles.choicesTitle} lang={text}>
          {labels.choices}
        </h2>
        <ChoiceFields toggles={toggles} selects={selects} onToggle={onToggle} onSelect={onSelect} />
        {chips.map((c) => (
          <input key={c.name} type="hidden" name={c.name} value={c.value} />
        ))}
        <button type="submit" className={styles.apply} hidden={live} lang={text}>
          {labels.apply}
        </button>
        {(chips.length > 0 || chosen) && (
          <ChosenChips labels={labels} chips={chips} chosen={chosen} onRemoveChip={onRemoveChip} onClear={onClear} />
        )}
      </form>
      <div lang={text} data-explorer-status="">
        <LiveStatus text={status} loading={loading} />
      </div>
      {works.length > 0 ? (
        <ul ref={list} className={styles.grid} aria-label={labels.works} aria-busy={loading || loadingMore || undefined}>
          {works.map((w) => (
            <li key={w.href}>
              <ContentCard {...w} kind="artwork" headingLevel={3} imageSizes={WORK_SIZES} />
            </li>
          ))}
        </ul>
      ) : (
        !loading && (
          <p className={styles.empty} lang={text}>
            {labels.empty}
          </p>
        )
      )}
      {hasMore && (
        <button
          type="button"
          className={styles.more}
          disabled={loadingMore}
          onClick={() => {
            firstNew.current = works.length;
            onMore?.();
          }}
          lang={text}
        >
          {labels.more}
        </button>
      )}
    </div>
  );
}

/** The yes-or-no boxes and the lists, each value with how many works it gives. */
function ChoiceFields({
  toggles,
  selects,
  onToggle,
  onSelect,
}: Pick<CollectionExplorerProps, 'toggles' | 'selects' | 'onToggle' | 'onSelect'>) {
  const { text } = useTextLanguage();
  return (
    <>
      <div className={styles.toggles}>
        {toggles.map((t) => (
          <label key={t.name} className={styles.toggle} lang={text}>
            <input
              type="checkbox"
              name={t.name}
              value={t.value ?? 'on'}
              checked={t.checked}
              onChange={(e) => onToggle?.(t.name, e.currentTarget.checked)}
            />
            {t.label}
          </label>
        ))}
      </div>
      <div className={styles.selects}>
        {selects.map((s) => (
          <label key={s.name} className={styles.select}>
            <span lang={text}>{s.label}</span>
            <select name={s.name} value={s.value} onChange={(e) => onSelect?.(s.name, e.currentTarget.value)}>
              <option value="" lang={text}>
                {s.allLabel}
              </option>
              {/* A chosen value the counts do not list (an address from elsewhere) stays chosen, and visible. */}
              {s.value && !s.options.some((o) => o.value === s.value) && <option value={s.value}>{s.value}</option>}
              {s.options.map((o) => (
                <option key={o.value} value={o.value} lang={o.interfaceText ? text : undefined}>
                  {o.count === undefined ? o.label : `${o.label} (${o.count})`}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
    </>
  );
}

/** The choices made that are not in the fields (a room), each a button that takes it away, and "clear". */
function ChosenChips({
  labels,
  chips = [],
  chosen,
  onRemoveChip,
  onClear,
}: Pick<CollectionExplorerProps, 'labels' | 'chips' | 'onRemoveChip' | 'onClear'> & { chosen: boolean }) {
  const { text } = useTextLanguage();
  return (
    <div className={styles.chips}>
      {chips.map((c) => (
        <button
          key={c.name}
          type="button"
          className={styles.chip}
          onClick={() => onRemoveChip?.(c.name)}
          aria-label={labels.remove(c.label)}
        >
          {c.label}
          <Icon name="close" size={16} />
        </button>
      ))}
      {chosen && (
        <button type="button" className={styles.clear} onClick={onClear} lang={text}>
          {labels.clear}
        </button>
      )}
    </div>
  );
}
