import { useId, useRef, useState } from 'react';
import { useTextLanguage } from '../../i18n/text-language.ts';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Subscribe.css.ts';

/** An app that subscribes to the feed from a link (its own address scheme, or its web page). */
export interface SubscribeApp {
  name: string;
  href: string;
}

export interface SubscribeProps {
  /** What the control says: "Subscribe to the podcast", "Subscribe to the programme". */
  label: string;
  /** The feed's kind: a calendar shows the calendar icon, the others the feed icon. */
  kind: 'podcast' | 'calendar' | 'news';
  /** The feed's absolute address, for any other app. */
  feedUrl: string;
  text: {
    /** The address field's label. */
    address: string;
    copy: string;
    /** Announced once the address is copied. */
    copied: string;
    /** Above the apps' links. */
    apps: string;
  };
  apps: SubscribeApp[];
  /** Shown open (stories). */
  defaultOpen?: boolean;
}

/**
 * Subscribing to one of the museum's feeds: a disclosure (it opens without JavaScript) with the feed's
 * address to copy into any app, and links that subscribe in the common ones.
 */
export function Subscribe({ label, kind, feedUrl, text, apps, defaultOpen }: SubscribeProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  // Interface text: marked with its language where it is not the page's (design-system/i18n/text-language.ts).
  const { text: textLang } = useTextLanguage();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(feedUrl);
      setCopied(true);
    } catch {
      // Without clipboard access (an insecure page, a refusal), the address is selected for the visitor to copy.
      input.current?.select();
    }
  };
  return (
    <details className={styles.root} open={defaultOpen} lang={textLang}>
      <summary className={styles.summary}>
        <Icon name={kind === 'calendar' ? 'calendar' : 'feed'} />
        {label}
        <Icon name="chevronDown" size={18} className={styles.chevron} />
      </summary>
      <div className={styles.panel}>
        {/* Named twice on purpose: `for` lets a click on the words focus the field; aria-labelledby keeps the
            name where the label is not rendered (inside the closed disclosure), which some checkers
            (IBM Equal Access) and assistive technologies read as no name at all. */}
        <label id={`${id}-address-label`} htmlFor={`${id}-address`} className={styles.label}>
          {text.address}
        </label>
        <div className={styles.addressRow}>
          <input
            ref={input}
            id={`${id}-address`}
            aria-labelledby={`${id}-address-label`}
            className={styles.address}
            type="url"
            readOnly
            value={feedUrl}
            onFocus={(e) => e.currentTarget.select()}
          />
          <button type="button" className={styles.copy} onClick={copy}>
            <Icon name="copy" size={18} />
            {text.copy}
          </button>
          <span role="status" className={styles.status}>
            {copied ? text.copied : ''}
          </span>
        </div>
        {apps.length > 0 && (
          <>
            <p id={`${id}-apps`} className={styles.label}>
              {text.apps}
            </p>
            <ul aria-labelledby={`${id}-apps`} className={styles.apps}>
              {apps.map((a) => (
                <li key={a.name}>
                  <a className={styles.app} href={a.href}>
                    {a.name}
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </details>
  );
}
