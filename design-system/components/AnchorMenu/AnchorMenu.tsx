import { useEffect, useId, useState } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './AnchorMenu.css.ts';
import { anchorScrollDuration, scrollToAnchor } from './anchor-scroll.ts';

export interface AnchorItem {
  /** The id of the section heading it jumps to. */
  id: string;
  label: string;
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
  useEffect(() => setOpen(false), [activeId]);
  if (!items.length) return null;
  const active = items.find((i) => i.id === activeId);
  const entry = (item: AnchorItem, className: string) => (
    <li key={item.id}>
      <a
        className={className}
        href={`#${item.id}`}
        aria-current={item.id === activeId ? 'location' : undefined}
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
    <nav className={styles.bar} aria-label={label}>
      <div className={styles.inner}>
        <ul className={styles.desktopList}>{items.map((i) => entry(i, styles.link))}</ul>
        <div className={styles.mobileOnly}>
          <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}>
            <span>{active?.label ?? label}</span>
            <Icon name="chevronDown" className={styles.chevron} />
          </button>
          <ul id={listId} className={styles.mobileList} hidden={!open}>
            {items.map((i) => entry(i, styles.mobileLink))}
          </ul>
        </div>
      </div>
    </nav>
  );
}
