/** What the header shows, and the rule that names its home link. */
import type { ReactNode } from 'react';

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

/**
 * The home link's name holds the word it shows (WCAG 2.5.3 Label in Name): the short name on the
 * logo first, unless the label already begins with it ('Museo Nacional…'), so a visitor who says
 * "click Museo" reaches it in every language.
 */
export const homeLinkName = (label: string, shortName: string) =>
  label.toLocaleLowerCase().startsWith(shortName.toLocaleLowerCase()) ? label : `${shortName}, ${label}`;
