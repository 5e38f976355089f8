/** The header's parts: the bar's name and navigation, its tool links and language chooser, and the menu dialog's content. */
import { type RefObject } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { visuallyHidden } from '../../tokens/visually-hidden.css.ts';
import { SearchBox } from '../SearchBox/SearchBox.tsx';
import { Logo } from '../Logo/Logo.tsx';
import { langWithin, useTextLanguage } from '../../i18n/text-language.ts';
import * as styles from './Header.css.ts';
import { homeLinkName, type HeaderLanguage, type HeaderProps } from './header-props.ts';

/** The main menu's links, the current section's marked: the bar's list and the menu dialog's. */
function MenuLinks({
  menu,
  listClassName,
  linkClassName,
  lang,
  onChoose,
}: {
  menu: HeaderProps['menu'];
  listClassName: string;
  linkClassName: string;
  lang: string | undefined;
  onChoose?: () => void;
}) {
  return (
    <ul className={listClassName} lang={lang}>
      {menu.map((item) => (
        <li key={item.href}>
          <a className={linkClassName} href={item.href} data-active={item.active ? 'true' : undefined} onClick={onChoose}>
            {item.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The page's languages, each link in its own language (lang, hreflang): the header's list and the menu's. */
export function LanguageLinks({
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

/** The site's name and the main navigation: the bar's part that is the same on every page of a section. */
export function HeaderBar({ siteName, siteNameLang, siteShortName, homeHref, homeLabel, menu, navigationLabel }: HeaderProps) {
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
        <MenuLinks menu={menu} listClassName={styles.navList} linkClassName={styles.navLink} lang={content} />
      </nav>
    </>
  );
}

/** What the menu dialog holds besides the languages: its title, search, navigation, tickets and secondary links. */
export function MenuContent({
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
        <MenuLinks menu={menu} listClassName={styles.menuList} linkClassName={styles.menuLink} lang={content} onChoose={closeMenu} />
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
export function ToolLinks({ search, tickets }: Pick<HeaderProps, 'search' | 'tickets'>) {
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
export function LanguageChooser({
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
