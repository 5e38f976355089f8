import { Icon, type IconName } from '../Icon/Icon.tsx';
import * as styles from './IconList.css.ts';

export interface IconListItem {
  icon: IconName;
  /** Always shown: the icon only helps to recognise it. */
  label: string;
}

export interface IconListProps {
  /** The list's name for assistive technology ('Servicios de accesibilidad'). */
  label: string;
  items: readonly IconListItem[];
  /** The language of the name and the items, where it is not the page's. */
  lang?: string;
}

/** Short facts each with an icon and its words (an activity's accessibility services): never an icon alone. */
export function IconList({ label, items, lang }: IconListProps) {
  if (!items.length) return null;
  return (
    <ul className={styles.list} aria-label={label} lang={lang}>
      {items.map((item) => (
        <li key={item.label} className={styles.item}>
          <Icon name={item.icon} size={22} className={styles.icon} />
          <span>{item.label}</span>
        </li>
      ))}
    </ul>
  );
}
