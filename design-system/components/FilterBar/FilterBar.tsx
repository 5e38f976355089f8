import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from '../../hooks/useDismiss.ts';
import { Icon } from '../Icon/Icon.tsx';
import { visuallyHidden } from '../../tokens/visually-hidden.css.ts';
import * as styles from './FilterBar.css.ts';
import { useTextLanguage } from '../../i18n/text-language.ts';

export type ProgrammeType = 'all' | 'exhibition' | 'activity' | 'visitas';
export type ProgrammeDate = 'all' | 'today' | 'tomorrow' | 'week' | 'past';

export interface FilterBarProps {
  /** Accessible name of the bar ("Filtrar la programación"). */
  label: string;
  typeLegend: string;
  types: { value: ProgrammeType; label: string }[];
  type: ProgrammeType;
  dateLegend: string;
  dates: { value: ProgrammeDate; label: string }[];
  date: ProgrammeDate;
  onTypeChange?: (type: ProgrammeType) => void;
  onDateChange?: (date: ProgrammeDate) => void;
  /**
   * An optional third filter (the accessibility services): a native select, its first option the
   * empty value ('every service'). Its legend names it for assistive technology.
   */
  serviceLegend?: string;
  services?: { value: string; label: string }[];
  service?: string;
  onServiceChange?: (service: string) => void;
  /** Start with the date panel open (Storybook). */
  defaultDateOpen?: boolean;
}

/**
 * The programme filter: the type as a group of radio buttons (arrow keys move between them) and a
 * collapsible date filter. Presentational: the listing owns the state and the address.
 */
export function FilterBar({
  label,
  typeLegend,
  types,
  type,
  dateLegend,
  dates,
  date,
  onTypeChange,
  onDateChange,
  defaultDateOpen = false,
  serviceLegend,
  services,
  service = '',
  onServiceChange,
}: FilterBarProps) {
  // Every word of the bar is interface text, marked where it is not in the page's language.
  const { text } = useTextLanguage();
  const [open, setOpen] = useState(defaultDateOpen);
  const wrap = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const name = useId();
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, wrap, toggle);
  const current = dates.find((d) => d.value === date);
  return (
    <div className={styles.bar} role="region" aria-label={label} lang={text}>
      <div className={styles.inner}>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{typeLegend}</legend>
          {types.map((t) => (
            <label key={t.value} className={styles.choice}>
              <input
                className={styles.radio}
                type="radio"
                name={`${name}-type`}
                value={t.value}
                checked={t.value === type}
                onChange={() => onTypeChange?.(t.value)}
              />
              <span className={styles.pill}>{t.label}</span>
            </label>
          ))}
        </fieldset>
        {services && services.length > 0 && (
          <label className={styles.serviceField}>
            <Icon name="access" />
            <span className={visuallyHidden}>{serviceLegend}</span>
            <select className={styles.serviceSelect} value={service} onChange={(e) => onServiceChange?.(e.currentTarget.value)}>
              {services.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          </label>
        )}
        <div className={styles.dateWrap} ref={wrap}>
          <button
            ref={toggle}
            type="button"
            className={styles.dateToggle}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((o) => !o)}
          >
            <Icon name="calendar" />
            <span className={visuallyHidden}>{`${dateLegend}: `}</span>
            {current?.label}
            <Icon name="chevronDown" size={18} />
          </button>
          <div id={panelId} className={styles.datePanel} hidden={!open}>
            <fieldset className={styles.dateList}>
              <legend className={visuallyHidden}>{dateLegend}</legend>
              {dates.map((d) => (
                <label key={d.value} className={styles.dateOption}>
                  <input
                    className={styles.dateRadio}
                    type="radio"
                    name={`${name}-date`}
                    value={d.value}
                    checked={d.value === date}
                    onChange={() => onDateChange?.(d.value)}
                  />
                  {d.label}
                </label>
              ))}
            </fieldset>
          </div>
        </div>
      </div>
    </div>
  );
}
