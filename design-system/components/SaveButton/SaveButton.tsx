import { Icon } from '../Icon/Icon.tsx';
import { useTextLanguage } from '../../i18n/text-language.ts';
import * as styles from './SaveButton.css.ts';

export interface SaveButtonProps {
  /** What the button does, the same in both states ('Guardar en mi visita'): its pressed state says whether it is done. */
  label: string;
  saved: boolean;
  onToggle?: () => void;
  /** Once saved, a link to the list ('Ver mi visita (3)'). */
  list?: { href: string; label: string };
}

/**
 * A toggle that keeps a page in the visitor's list: a real button with `aria-pressed`, its bookmark
 * filled when pressed; the link to the list follows once something is saved.
 */
export function SaveButton({ label, saved, onToggle, list }: SaveButtonProps) {
  // Its words are interface text, marked where they are not in the page's language.
  const { text } = useTextLanguage();
  return (
    <span className={styles.wrap} lang={text}>
      <button type="button" className={styles.button} aria-pressed={saved} onClick={onToggle}>
        <Icon name="bookmark" size={20} className={saved ? styles.filled : undefined} />
        {label}
      </button>
      {saved && list && (
        <a className={styles.link} href={list.href}>
          {list.label}
        </a>
      )}
    </span>
  );
}
