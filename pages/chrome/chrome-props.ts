/** Maps shared site data and the current page to the design system's Header and Footer props. */
import { languageHome } from '../routes/language-path.ts';
import type { FooterLink, FooterProps, HeaderLanguage, HeaderProps } from '../../design-system/index.ts';
import type { Link, Page } from '../../generated/types/content.ts';
import { uiText, type UiText } from '../i18n/ui-text.ts';
import { activeMenuLinkId } from '../rules/active-menu.ts';
import { searchPath, type SitePage } from '../routes/search-route.ts';
import type { SiteChromeData } from './site-chrome.ts';

/** Only the languages the page exists in, in the configured order; hidden languages never show. */
export function pageLanguages(page: Pick<Page, 'language' | 'url' | 'translations'>, chrome: SiteChromeData): HeaderLanguage[] {
  const hrefs = new Map<string, string>([[page.language.id, page.url.path]]);
  for (const t of page.translations) if (!hrefs.has(t.language.id)) hrefs.set(t.language.id, t.url.path);
  return chrome.languages
    .filter((l) => !l.hidden && hrefs.has(l.langcode))
    .map((l) => ({ code: l.langcode, name: l.name, href: hrefs.get(l.langcode)!, current: l.langcode === page.language.id }));
}

/**
 * The header of `page`: everything in it but the language links and which menu link is active comes
 * from the chrome alone, so its other parts are the same on every page of a language (PageLayout
 * renders them as static parts).
 */
export function headerProps(
  page: Pick<SitePage, 'bundle' | 'language' | 'url' | 'translations' | 'activeMenuLinkId'>,
  chrome: SiteChromeData,
  locationKey?: string,
): HeaderProps {
  const t = uiText(chrome.lang);
  let shared = headers.get(chrome);
  if (shared?.text !== t) headers.set(chrome, (shared = { text: t, props: sharedHeaderProps(chrome, t), menus: new Map() }));
  const active = activeMenuLinkId(page.bundle, page.activeMenuLinkId);
  let menu = shared.menus.get(active);
  if (!menu)
    shared.menus.set(active, (menu = chrome.menu.map((m) => ({ label: m.label, href: m.url.path, active: m.menuLinkId === active }))));
  return { ...shared.props, languages: pageLanguages(page, chrome), menu, locationKey };
}

type SharedHeaderProps = Omit<HeaderProps, 'languages' | 'menu' | 'locationKey'>;
/**
 * What a language's pages share of the header, made once per chrome and interface text (made again
 * should the text change: a catalogue loaded after another language's stood in), and its menu once per
 * active link. Every page built or shown asks for them; none of their readers changes them.
 */
const headers = new WeakMap<
  SiteChromeData,
  { text: UiText; props: SharedHeaderProps; menus: Map<string | undefined, HeaderProps['menu']> }
>();

function sharedHeaderProps(chrome: SiteChromeData, t: UiText): SharedHeaderProps {
  return {
    siteName: chrome.siteName,
    siteNameLang: chrome.siteNameLang,
    siteShortName: t.siteShortName,
    homeHref: languageHome(chrome.lang),
    homeLabel: t.homeLinkLabel,
    tickets: { href: chrome.ticketsUrl, label: t.tickets },
    languagesLabel: t.languages,
    secondary: {
      label: t.footerMain,
      links: [...chrome.footer.buttonLinks, ...chrome.footer.mainLinks].map((l) => ({ label: l.title, href: l.url.path })),
      lang: chrome.footerLang,
    },
    menuLabel: t.menu,
    closeMenuLabel: t.closeMenu,
    navigationLabel: t.mainNavigation,
    search: { href: searchPath(chrome.lang), label: t.search.label, placeholder: t.search.placeholder, buttonLabel: t.search.button },
  };
}

const footerLink = (l: Link): FooterLink => ({ label: l.title, href: l.url.path, newWindow: l.target === '_blank' });

/** Made once per chrome (a language's, for every page of it) and interface text, and never changed by its readers. */
const footers = new WeakMap<SiteChromeData, { text: UiText; props: FooterProps }>();

/** The footer's props: the same for every page of a language. */
export function footerProps(chrome: SiteChromeData): FooterProps {
  const t = uiText(chrome.lang);
  let made = footers.get(chrome);
  if (made?.text !== t) footers.set(chrome, (made = { text: t, props: makeFooterProps(chrome, t) }));
  return made.props;
}

function makeFooterProps(chrome: SiteChromeData, t: UiText): FooterProps {
  const f = chrome.footer;
  const logos = f.logos ?? [];
  const logo = (l: (typeof logos)[number]) => ({
    name: l.name,
    src: l.image.url,
    width: l.image.width ?? 160,
    height: l.image.height ?? 64,
    href: l.url?.path,
  });
  return {
    label: t.footer,
    siteName: chrome.siteName,
    siteNameLang: chrome.siteNameLang,
    contentLang: chrome.footerLang,
    siteShortName: t.siteShortName,
    addressHtml: f.address.value,
    addressHeading: t.footerAddress,
    copyright: f.copyright.value,
    subscription:
      f.subscriptionEnabled && f.subscription
        ? { title: f.subscription.title, text: f.subscription.text, action: { label: t.subscribe, href: f.subscription.url.path } }
        : undefined,
    buttonLinks: f.buttonLinks.map(footerLink),
    mainLinks: f.mainLinks.map(footerLink),
    firstColumnLinks: f.firstColumnLinks.map(footerLink),
    secondColumnLinks: f.secondColumnLinks.map(footerLink),
    legalLinks: f.legalLinks.map(footerLink),
    externalLinks: (f.externalLinks ?? []).map(footerLink),
    socialLinks: (f.socialLinks ?? []).map((s) => ({ label: s.title, href: s.url.path })),
    fundingLogos: logos.filter((l) => l.kind === 'funding').map(logo),
    partnerLogos: logos.filter((l) => l.kind === 'partner').map(logo),
    columnHeadings: {
      main: t.footerMain,
      firstColumn: t.footerFirstColumn,
      secondColumn: t.footerSecondColumn,
      external: t.footerExternal,
      social: t.footerSocial,
      funding: t.footerFunding,
      partners: t.footerPartners,
      legal: t.footerLegal,
    },
  };
}
