/** The prerender bundle: built by Vite (so styles resolve to the same class names as in the browser), run by the build. */
import { StrictMode, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { themeClass } from '../../design-system/index.ts';
import type { SitePage } from '../../pages/routes/search-route.ts';
import type { SiteChromeData } from '../../pages/chrome/site-chrome.ts';
import { usesDarkTheme } from '../../pages/rules/theme.ts';
import { ErrorPage, errorCopy } from '../../pages/views/ErrorPage.tsx';
import { App } from './App.tsx';
import { staticView } from '../../pages/PageDocument.tsx';
import { renderStandIns, standInHtml } from '../../pages/static-part.tsx';
import type { Language } from '../../generated/types/constants.ts';
export { provideProgramme } from '../../pages/sections/today-store.ts';

const pageElement = (page: SitePage, chrome: SiteChromeData, renderedAt?: number) => (
  <StrictMode>
    <StaticRouter location={page.url.path}>
      <App initial={{ path: page.url.path, page, chrome }} resolveView={staticView} renderedAt={renderedAt} />
    </StaticRouter>
  </StrictMode>
);

function renderWithStandIns(element: ReactElement, decide: ((name: string) => boolean) | null): string {
  renderStandIns(decide);
  try {
    return renderToString(element);
  } finally {
    renderStandIns(null);
  }
}

/**
 * Per chrome (each language's, one object per thread) and language: the HTML of each static part
 * (pages/static-part.tsx), or null for a part that cannot be spliced (rendered in place every time).
 */
const partsByChrome = new WeakMap<SiteChromeData, Map<string, string | null>>();
const SAFE_PART = /^[a-z0-9-]+$/;

/**
 * The HTML of the page, byte for byte what renderToString gives for it, with each static part rendered
 * once per chrome and language and spliced in. A part is learnt on the first page that shows it: that
 * page is rendered with the part in place and with its stand-in, and the part is what lies between
 * their common beginning and end. A part that cannot be learnt so, and a page whose stand-ins are not
 * each found exactly once, is rendered whole.
 * `renderedAt` (Unix seconds): the moment "on now", "coming soon" and "past" are measured against in the HTML.
 */
export function renderPage(page: SitePage, chrome: SiteChromeData, renderedAt?: number): string {
  return renderPageSplit(page, chrome, renderedAt).html;
}

/**
 * A page rendered as {@link renderPage} renders it, with what it is made of: `html`, the page; `own`, the
 * same HTML with a stand-in where each spliced part is (the whole page when none is); `parts`, the keys
 * of the parts spliced in (`<language>:<name>`, each once), whose HTML {@link staticPartHtml} gives. The
 * build reads the links of a part once, not on every page that shows it.
 */
export function renderPageSplit(
  page: SitePage,
  chrome: SiteChromeData,
  renderedAt?: number,
): { html: string; own: string; parts: string[] } {
  const element = pageElement(page, chrome, renderedAt);
  let parts = partsByChrome.get(chrome);
  if (!parts) partsByChrome.set(chrome, (parts = new Map()));
  const key = (name: string) => `${page.language.id}:${name}`;
  const shown: string[] = [];
  const html = renderWithStandIns(element, (name) => {
    if (!SAFE_PART.test(name) || parts.get(key(name)) === null) return false;
    shown.push(name);
    return true;
  });
  if (!shown.length) return { html, own: html, parts: [] };
  const names = [...new Set(shown)];
  for (const name of names) {
    if (parts.has(key(name))) continue;
    parts.set(
      key(name),
      learnPart(
        html,
        renderWithStandIns(element, (n) => n !== name && shown.includes(n)),
        name,
      ),
    );
  }
  const whole = () => {
    const all = renderWithStandIns(element, null);
    return { html: all, own: all, parts: [] };
  };
  for (const name of names) if (parts.get(key(name)) == null) return whole();
  const joined = spliced(html, shown, (name) => parts.get(key(name))!);
  return joined === null ? whole() : { html: joined, own: html, parts: names.map(key) };
}

/** The HTML of the static part `key` (as {@link renderPageSplit} names it) learnt for `chrome`. */
export const staticPartHtml = (chrome: SiteChromeData, key: string): string | undefined => partsByChrome.get(chrome)?.get(key) ?? undefined;

/** Which static parts have been learnt for `chrome` (`<lang>:<name>`), and whether each is spliced (tests). */
export const learntStaticParts = (chrome: SiteChromeData): Record<string, boolean> =>
  Object.fromEntries([...(partsByChrome.get(chrome) ?? [])].map(([k, html]) => [k, html !== null]));

/** The page rendered whole, every static part in place: what `renderPage` must equal (tests). */
export const renderPageWhole = (page: SitePage, chrome: SiteChromeData, renderedAt?: number): string =>
  renderWithStandIns(pageElement(page, chrome, renderedAt), null);

/**
 * The part `name` from two renders of one page that differ only there: `withStandIn` holds its stand-in
 * once, `inPlace` the part itself. Null when they differ anywhere else.
 */
function learnPart(withStandIn: string, inPlace: string, name: string): string | null {
  const standIn = standInHtml(name);
  const at = withStandIn.indexOf(standIn);
  if (at < 0 || withStandIn.indexOf(standIn, at + 1) >= 0) return null;
  const before = withStandIn.slice(0, at);
  const after = withStandIn.slice(at + standIn.length);
  if (inPlace.length < before.length + after.length || !inPlace.startsWith(before) || !inPlace.endsWith(after)) return null;
  return inPlace.slice(before.length, inPlace.length - after.length);
}

/** Every stand-in in a page's HTML, with its name. */
const STAND_INS = new RegExp(standInHtml('([a-z0-9-]+)'), 'g');

/**
 * `html` with each stand-in replaced by its part; null when the stand-ins found are not exactly those
 * rendered. One pass over the page, concatenating: the result stays a rope that is copied flat once, by
 * whoever reads it next (the link scan or the write).
 */
function spliced(html: string, shown: readonly string[], partOf: (name: string) => string): string | null {
  const expected = new Map<string, number>();
  for (const name of shown) expected.set(name, (expected.get(name) ?? 0) + 1);
  let out = '';
  let from = 0;
  for (const m of html.matchAll(STAND_INS)) {
    const name = m[1]!;
    const left = expected.get(name);
    if (!left) return null;
    expected.set(name, left - 1);
    out += html.slice(from, m.index) + partOf(name);
    from = m.index + m[0].length;
  }
  for (const left of expected.values()) if (left) return null;
  return out + html.slice(from);
}

export function renderErrorPage(status: 404 | 500, chrome: SiteChromeData): string {
  return renderToString(<ErrorPage status={status} chrome={chrome} />);
}

/** The <title> text of an error page, in the language its interface text is in. */
/** The error page's title and the sentence under it (its meta description too). */
export const errorPageCopy = (status: 404 | 500, lang: Language) => errorCopy(status, lang);

export const themeClassFor = (page: SitePage | null) =>
  themeClass(page && usesDarkTheme(page.bundle, page.forceDarkTheme) ? 'dark' : 'light');
