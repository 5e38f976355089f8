import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import { langWithin, useTextLanguage } from '../../i18n/text-language.ts';
import * as styles from './VisitList.css.ts';

export interface VisitListEntry {
  key: string;
  href: string;
  title: string;
  /** The entry's language when it is not the page's (a page saved in another language). */
  lang?: string;
  /** What kind of page it is ('Obra'), and where or when ('Sala 205.10', '28 nov 2026, 12:00'). */
  kicker?: string;
  meta?: ReactNode;
  /** The remove button's accessible name, naming the entry ('Quitar «Estudio amarillo» de mi visita'). */
  removeLabel?: string;
  removeText?: string;
  onRemove?: () => void;
  /** A suggestion not in the list yet: a button to add it, named after it ('Guardar «…» en mi visita'). */
  addLabel?: string;
  addText?: string;
  onAdd?: () => void;
}

export interface VisitListGroup {
  id: string;
  title: string;
  entries: VisitListEntry[];
}

export interface VisitAction {
  label: string;
  icon: IconName;
  onClick: () => void;
}

export interface VisitListProps {
  groups: VisitListGroup[];
  /** Buttons above the list (share, calendar, empty). */
  actions?: VisitAction[];
  /** What an action did ('Enlace copiado…'): a polite live region, so it is heard. */
  notice?: ReactNode;
  /** A note under the actions ('In the order of a walk…'). */
  note?: string;
}

/**
 * A visitor's list, in groups (today, each floor of a building, exhibitions…), each an ordered list
 * in walking order. Every entry links to its page and can be removed with a button named after it.
 */
export function VisitList({ groups, actions, notice, note }: VisitListProps) {
  // Inside interface text in another language, an entry in the page's language says so again.
  const { page, text } = useTextLanguage();
  return (
    <div className={styles.root}>
      {actions && actions.length > 0 && (
        <div className={styles.actions}>
          {actions.map((a) => (
            <button key={a.label} type="button" className={styles.action} onClick={a.onClick}>
              <Icon name={a.icon} size={20} />
              {a.label}
            </button>
          ))}
        </div>
      )}
      <div role="status" className={styles.notice}>
        {notice}
      </div>
      {note && <p className={styles.note}>{note}</p>}
      {groups.map((g) => (
        <section key={g.id} aria-labelledby={`visit-${g.id}`} className={styles.group}>
          <h2 id={`visit-${g.id}`} className={styles.groupTitle}>
            {g.title}
          </h2>
          <ol className={styles.list}>
            {g.entries.map((e) => (
              <li key={e.key} className={styles.entry}>
                <div className={styles.text}>
                  {e.kicker && <p className={styles.kicker}>{e.kicker}</p>}
                  <a className={styles.link} href={e.href} lang={e.lang ?? langWithin(page, text)}>
                    {e.title}
                  </a>
                  {e.meta && <p className={styles.meta}>{e.meta}</p>}
                </div>
                {e.onAdd && (
                  <button type="button" className={styles.remove} aria-label={e.addLabel} onClick={e.onAdd}>
                    <Icon name="bookmark" size={18} />
                    <span aria-hidden="true">{e.addText}</span>
                  </button>
                )}
                {e.onRemove && (
                  <button type="button" className={styles.remove} aria-label={e.removeLabel} onClick={e.onRemove}>
                    <Icon name="close" size={18} />
                    <span aria-hidden="true">{e.removeText}</span>
                  </button>
                )}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
