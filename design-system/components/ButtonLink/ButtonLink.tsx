import { Icon } from '../Icon/Icon.tsx';
import { NewWindowNote } from '../NewWindowNote/NewWindowNote.tsx';
import * as styles from './ButtonLink.css.ts';

export type ButtonLinkAppearance = 'primary' | 'secondary' | 'link';

export interface ButtonLinkProps {
  href: string;
  label: string;
  appearance?: ButtonLinkAppearance;
  newWindow?: boolean;
}

/** A call to action: a link that looks like a button. */
export function ButtonLink({ href, label, appearance = 'primary', newWindow }: ButtonLinkProps) {
  return (
    <a
      className={`${styles.buttonLink} ${styles.appearance[appearance]}`}
      href={href}
      {...(newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      <span>
        {label}
        {newWindow && <NewWindowNote />}
      </span>
      {!newWindow && <Icon name="arrow" size={20} />}
    </a>
  );
}
