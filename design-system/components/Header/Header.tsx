import { useCallback, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useDismiss } from '../../hooks/useDismiss.ts';
import { Icon } from '../Icon/Icon.tsx';
import { hiddenWhenCramped, visuallyHidden } from '../../tokens/visually-hidden.css.ts';
import { SearchBox } from '../SearchBox/SearchBox.tsx';
import { Logo } from '../Logo/Logo.tsx';
import { langWithin, useTextLanguage } from '../../i18n/text-language.ts';
import * as styles from './Header.css.ts';

export interface HeaderLink {
  label: string;
  href: string;
  active?: boolean;
}

export interface HeaderLanguage {
  /** BCP 47 code, used for lang and hreflang. */
  code: string;
  /** The language's name in itself. */
  name: string;
  href: string;
  current?: boolean;
}

export interface HeaderProps {
  siteName: string;
  /** The language `siteName` is written in, where it is not the page's (a language without a name of its own shows the Spanish one). */
  siteNameLang?: string;
  /** Short wordmark shown large in the logo. */
  siteShortName: string;
  homeHref: string;
  homeLabel: string;
  tickets: { href: string; label: string };
  /** Only the languages the page exists in. */
  languages: HeaderLanguage[];
  languagesLabel: string;
  menu: HeaderLink[];
  /** Links the menu adds below the main ones (the footer's first links: press, map, contact…). */
  secondary?: { label: string; links: HeaderLink[]; /** The links' language, where it is not the page's. */ lang?: string };
  menuLabel: string;
  closeMenuLabel: string;
  navigationLabel: string;
  /** The search page of the page's language: a link in the bar, a search form in the menu. */
  search: { href: string; label: string; placeholder: string; buttonLabel: string };
  /** Changes when the visitor moves to another page: the menu and language list close. */
  locationKey?: string;
  /** Start with the main menu open (Storybook). */
  defaultMenuOpen?: boolean;
  /**
   * Wraps each part of the header that shows nothing of the page but its active menu link: everything
   * but the language links. `name` says which part, and which menu link is active in it (`bar-a2`: the
   * third; `-none`: none). A site whose other props come from its shared data alone can render such a
   * part once and reuse it on every page; without it, the parts are simply rendered. `part` makes the
   * part's elements when called: a site that reuses a part's HTML need not make them again on every page.
   */
  staticPart?: (name: string, part: () => ReactNode) => ReactNode;
}

const inPlace = (_name: string, part: () => ReactNode) => part();

/**
 * The home link's name holds the word it shows (WCAG 2.5.3 Label in Name): the short name on the
 * logo first, unless the label already begins with it ('Museo Nacional…'), so a visitor who says
 * "click Museo" reaches it in every language.
 */
export const homeLinkName = (label: string, shortName: string) =>
  label.toLocaleLowerCase().startsWith(shortName.toLocaleLowerCase()) ? label : `${shortName}, ${label}`;

/** The page's languages, each link in its own language (lang, hreflang): the header's list and the menu's. */
function LanguageLinks({
  languages,
  listClassName,
  linkClassName,
  id,
  hidden,
  onChoose,
}: {
  languages: HeaderLanguage[];
  listClassName: string;
  linkClassName: string;
  id?: string;
  hidden?: boolean;
  onChoose?: () => void;
}) {
  return (
    <ul id={id} className={listClassName} hidden={hidden}>
      {languages.map((l) => (
        <li key={l.code}>
          <a
            className={linkClassName}
            href={l.href}
            lang={l.code}
            hrefLang={l.code}
            aria-current={l.current ? 'true' : undefined}
            onClick={onChoose}
          >
            {l.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

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

/** The site's name and the main navigation: the bar's part that is the same on every page of a section. */
function HeaderBar({ siteName, siteNameLang, siteShortName, homeHref, homeLabel, menu, navigationLabel }: HeaderProps) {
  const { page, text } = useTextLanguage();
  const content = langWithin(page, text);
  return (
    <>
      <a className={styles.logo} href={homeHref} aria-label={homeLinkName(homeLabel, siteShortName)} lang={text}>
        <Logo shortName={siteShortName} />
        <span aria-hidden="true" className={styles.logoName} lang={langWithin(siteNameLang ?? page, text ?? page)}>
          {siteName}
        </span>
      </a>
      <nav className={styles.nav} aria-label={navigationLabel} lang={text}>
        <ul className={styles.navList} lang={content}>
          {menu.map((item) => (
            <li key={item.href}>
              <a className={styles.navLink} href={item.href} data-active={item.active ? 'true' : undefined}>
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

/** What the menu dialog holds besides the languages: its title, search, navigation, tickets and secondary links. */
function MenuContent({
  siteName,
  siteNameLang,
  tickets,
  menu,
  secondary,
  closeMenuLabel,
  navigationLabel,
  search,
  onClose: closeMenu,
}: HeaderProps & { onClose: () => void }) {
  const { page, text } = useTextLanguage();
  const content = langWithin(page, text);
  return (
    <>
      <div className={styles.menuTop}>
        <p className={styles.menuTitle} lang={langWithin(siteNameLang ?? page, text ?? page)}>
          {siteName}
        </p>
        <button type="button" className={styles.iconButton} onClick={closeMenu}>
          <Icon name="close" />
          <span className={visuallyHidden}>{closeMenuLabel}</span>
        </button>
      </div>
      <div className={styles.menuSearch}>
        <SearchBox action={search.href} label={search.label} placeholder={search.placeholder} buttonLabel={search.buttonLabel} hideLabel />
      </div>
      <nav aria-label={navigationLabel}>
        <ul className={styles.menuList} lang={content}>
          {menu.map((item) => (
            <li key={item.href}>
              <a className={styles.menuLink} href={item.href} data-active={item.active ? 'true' : undefined} onClick={closeMenu}>
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <a className={styles.menuTickets} href={tickets.href} onClick={closeMenu}>
        <Icon name="ticket" />
        {tickets.label}
      </a>
      {secondary && secondary.links.length > 0 && (
        <nav aria-label={secondary.label}>
          <h2 className={styles.menuHeading}>{secondary.label}</h2>
          <ul className={styles.menuSecondary} lang={langWithin(secondary.lang ?? page, text ?? page)}>
            {secondary.links.map((item) => (
              <li key={`${item.href}|${item.label}`}>
                <a className={styles.menuSecondaryLink} href={item.href} onClick={closeMenu}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}

/** The search and tickets links of the bar, by their icons (named for screen readers). */
function ToolLinks({ search, tickets }: Pick<HeaderProps, 'search' | 'tickets'>) {
  const { text } = useTextLanguage();
  return (
    <>
      <a className={styles.iconButton} href={search.href}>
        <Icon name="search" />
        <span className={visuallyHidden} lang={text}>
          {search.label}
        </span>
      </a>
      <a className={styles.iconButton} href={tickets.href}>
        <Icon name="ticket" />
        <span className={visuallyHidden} lang={text}>
          {tickets.label}
        </span>
      </a>
    </>
  );
}

/** The bar's language button and the list it opens. */
function LanguageChooser({
  languages,
  label: languagesLabel,
  open: languagesOpen,
  onToggle,
  listId: languageListId,
  containerRef: languagesRef,
  buttonRef: languageButtonRef,
}: {
  languages: HeaderProps['languages'];
  label: string;
  open: boolean;
  onToggle: () => void;
  listId: string;
  containerRef: RefObject<HTMLDivElement | null>;
  buttonRef: RefObject<HTMLButtonElement | null>;
}) {
  const { text } = useTextLanguage();
  const current = languages.find((l) => l.current);
  return (
    <div className={styles.languages} ref={languagesRef}>
      <button
        ref={languageButtonRef}
        type="button"
        className={styles.iconButton}
        aria-expanded={languagesOpen}
        aria-controls={languageListId}
        onClick={onToggle}
      >
        <Icon name="globe" />
        <span aria-hidden="true">{current?.code.toUpperCase()}</span>
        <span className={visuallyHidden}>
          <span lang={text}>{`${languagesLabel}:`}</span> <span lang={current?.code}>{current?.name ?? ''}</span>
        </span>
      </button>
      <LanguageLinks
        languages={languages}
        id={languageListId}
        hidden={!languagesOpen}
        listClassName={styles.languageList}
        linkClassName={styles.languageLink}
      />
    </div>
  );
}
