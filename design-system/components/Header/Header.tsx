import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useDismiss } from '../../hooks/useDismiss.ts';
import { Icon } from '../Icon/Icon.tsx';
import { hiddenWhenCramped } from '../../tokens/visually-hidden.css.ts';
import { useTextLanguage } from '../../i18n/text-language.ts';
import * as styles from './Header.css.ts';
import { LanguageLinks, HeaderBar, MenuContent, ToolLinks, LanguageChooser } from './HeaderParts.tsx';
import type { HeaderProps } from './header-props.ts';

export { homeLinkName, type HeaderLanguage, type HeaderLink, type HeaderProps } from './header-props.ts';

const inPlace = (_name: string, part: () => ReactNode) => part();

export function Header(props: HeaderProps) {
  const { tickets, languages, languagesLabel, menu, menuLabel, search, locationKey, defaultMenuOpen, staticPart = inPlace } = props;
  // Which links are active, as a part's name says it: 'a2' (the third), 'a0-3' (should two be), 'none'.
  const activeAt = menu.flatMap((item, i) => (item.active ? [i] : []));
  const active = activeAt.length ? `a${activeAt.join('-')}` : 'none';
  const dialogRef = useRef<HTMLDialogElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const [languagesOpen, setLanguagesOpen] = useState(false);
  const languagesRef = useRef<HTMLDivElement>(null);
  const languageButtonRef = useRef<HTMLButtonElement>(null);
  const languageListId = useId();
  // Interface text in another language than the page's is marked (`text`); content inside it is marked back.
  const { text } = useTextLanguage();

  const openMenu = () => dialogRef.current?.showModal();
  const closeMenu = () => dialogRef.current?.open && dialogRef.current.close();

  useEffect(() => {
    if (defaultMenuOpen) openMenu();
  }, [defaultMenuOpen]);

  // A page change (not the first render) closes the menu and the language list.
  const shownKey = useRef(locationKey);
  useEffect(() => {
    if (shownKey.current === locationKey) return;
    shownKey.current = locationKey;
    closeMenu();
    setLanguagesOpen(false);
  }, [locationKey]);

  const closeLanguages = useCallback(() => setLanguagesOpen(false), []);
  useDismiss(languagesOpen, closeLanguages, languagesRef, languageButtonRef);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        {staticPart(`bar-${active}`, () => (
          <HeaderBar {...props} />
        ))}
        <div className={styles.tools}>
          {staticPart('tools', () => (
            <ToolLinks search={search} tickets={tickets} />
          ))}
          {languages.length > 1 && (
            <LanguageChooser
              languages={languages}
              label={languagesLabel}
              open={languagesOpen}
              onToggle={() => setLanguagesOpen((o) => !o)}
              listId={languageListId}
              containerRef={languagesRef}
              buttonRef={languageButtonRef}
            />
          )}
          {staticPart('menu-button', () => (
            <button ref={menuButtonRef} type="button" className={styles.iconButton} aria-haspopup="dialog" onClick={openMenu}>
              <Icon name="menu" />
              <span className={hiddenWhenCramped} lang={text}>
                {menuLabel}
              </span>
            </button>
          ))}
        </div>
      </div>
      <dialog
        ref={dialogRef}
        className={styles.menuDialog}
        aria-label={menuLabel}
        lang={text}
        // Native Escape already closes a modal dialog; this also covers scripted key events.
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault();
            closeMenu();
          }
        }}
        onClose={() => menuButtonRef.current?.focus()}
      >
        <div className={styles.menuInner}>
          {staticPart(`menu-${active}`, () => (
            <MenuContent {...props} onClose={closeMenu} />
          ))}
          {languages.length > 1 && (
            <nav aria-label={languagesLabel}>
              <h2 className={styles.menuHeading}>{languagesLabel}</h2>
              <LanguageLinks
                languages={languages}
                listClassName={styles.menuLanguages}
                linkClassName={styles.menuLanguage}
                onChoose={closeMenu}
              />
            </nav>
          )}
        </div>
      </dialog>
    </header>
  );
}
