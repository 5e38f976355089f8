import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from '../../hooks/useDismiss.ts';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './AddToCalendar.css.ts';

export type CalendarTarget = 'apple' | 'google' | 'office365' | 'outlook';

export interface CalendarOption {
  target: CalendarTarget;
  label: string;
  href: string;
  /** File name for a downloadable .ics (Apple, Outlook); absent for web calendars (Google, Office 365). */
  download?: string;
}

export interface AddToCalendarProps {
  label: string;
  options: CalendarOption[];
}

/** A button that opens the calendar choices; Escape or a click outside closes it. */
export function AddToCalendar({ label, options }: AddToCalendarProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, root, button);
  return (
    <div className={styles.root} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name="calendar" />
        {label}
        <Icon name="chevronDown" size={18} />
      </button>
      <ul id={listId} className={styles.list} hidden={!open}>
        {options.map((o) => (
          <li key={o.target}>
            <a
              className={styles.link}
              href={o.href}
              {...(o.download ? { download: o.download } : { target: '_blank', rel: 'noopener noreferrer' })}
              onClick={close}
            >
              <Icon name={o.download ? 'download' : 'external'} size={18} />
              {o.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
