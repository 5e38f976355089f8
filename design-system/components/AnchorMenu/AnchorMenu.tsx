import { useEffect, useId, useState } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { langWithin, useTextLanguage } from '../../i18n/text-language.ts';
import * as styles from './AnchorMenu.css.ts';
import { anchorScrollDuration, scrollToAnchor } from './anchor-scroll.ts';

export interface AnchorItem {
  /** The id of the section heading it jumps to. */
  id: string;
  label: string;
  /** The label's language, where it is not the page's (a section named by the interface text). */
  lang?: string;
}

export interface AnchorMenuProps {
  /** Accessible name of the navigation ("En esta página"). */
  label: string;
  items: AnchorItem[];
  /** The section currently in view. */
  activeId?: string;
  /** Called when the visitor picks an entry (the page may scroll it into view itself). */
  onSelect?: (id: string) => void;
}

/**
 * The section menu: a bar of anchors on desktop; on mobile (1023 px and below) one button that
 * shows the current section and opens the list. The active anchor is marked aria-current.
 */
export function AnchorMenu({ label, items, activeId, onSelect }: AnchorMenuProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  // The menu's name is interface text; its entries are the page's, each marked where it says otherwise.
  const { page, text } = useTextLanguage();
  const content = langWithin(page, text);
  const entryLang = (item: AnchorItem | undefined, within: string | undefined) => langWithin(item?.lang ?? page, within ?? page);
  useEffect(() => setOpen(false), [activeId]);
  if (!items.length) return null;
  const active = items.find((i) => i.id === activeId);
  const entry = (item: AnchorItem, className: string) => (
    <li key={item.id}>
      <a
        className={className}
        href={`#${item.id}`}
        aria-current={item.id === activeId ? 'location' : undefined}
        lang={entryLang(item, content ?? page)}
        onClick={(e) => {
          setOpen(false);
          onSelect?.(item.id);
          const ms = anchorScrollDuration((q) => window.matchMedia(q).matches);
          if (ms > 0) {
            e.preventDefault();
            scrollToAnchor(item.id, ms);
          }
        }}
      >
        {item.label}
      </a>
    </li>
  );
  return (
    <nav className={styles.bar} aria-label={label} lang={text}>
      <div className={styles.inner}>
        <ul className={styles.desktopList} lang={content}>
          {items.map((i) => entry(i, styles.link))}
        </ul>
        <div className={styles.mobileOnly}>
          <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}>
            <span lang={active ? entryLang(active, text) : undefined}>{active?.label ?? label}</span>
            <Icon name="chevronDown" className={styles.chevron} />
          </button>
          <ul id={listId} className={styles.mobileList} hidden={!open} lang={content}>
            {items.map((i) => entry(i, styles.mobileLink))}
          </ul>
        </div>
      </div>
    </nav>
  );
}
