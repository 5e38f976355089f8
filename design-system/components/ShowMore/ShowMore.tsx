import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './ShowMore.css.ts';

export interface ShowMoreProps {
  items: ReactNode[];
  /** How many show before "more". */
  initialCount: number;
  /** Button text while items are hidden; receives how many. */
  moreLabel: (hidden: number) => string;
  lessLabel: string;
  className?: string;
}

/**
 * A list that shows its first items and reveals the rest on request. After revealing, focus moves
 * to the first new item, so keyboard and screen-reader users continue where the new content starts.
 */
export function ShowMore({ items, initialCount, moreLabel, lessLabel, className }: ShowMoreProps) {
  const [expanded, setExpanded] = useState(false);
  const firstNew = useRef<HTMLLIElement>(null);
  const toggled = useRef(false);
  const listId = useId();
  const visible = expanded ? items : items.slice(0, initialCount);
  const hidden = items.length - initialCount;

  useEffect(() => {
    if (toggled.current && expanded) firstNew.current?.focus();
  }, [expanded]);

  return (
    <div className={className}>
      <ul id={listId} className={styles.list}>
        {visible.map((item, i) => (
          <li
            key={i}
            ref={i === initialCount ? firstNew : undefined}
            tabIndex={i === initialCount ? -1 : undefined}
            className={styles.item}
          >
            {item}
          </li>
        ))}
      </ul>
      {hidden > 0 && (
        <button
          type="button"
          className={styles.button}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => {
            toggled.current = true;
            setExpanded((e) => !e);
          }}
        >
          {expanded ? lessLabel : moreLabel(hidden)}
          <Icon name="chevronDown" size={18} className={expanded ? styles.flipped : undefined} />
        </button>
      )}
    </div>
  );
}
