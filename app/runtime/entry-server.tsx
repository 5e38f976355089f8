/** The prerender bundle: built by Vite (so styles resolve to the same class names as in the browser), run by the build. */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { themeClass } from '../../design-system/index.ts';
import type { SitePage } from '../../pages/routes/search-route.ts';
import type { SiteChromeData } from '../../pages/chrome/site-chrome.ts';
import { usesDarkTheme } from '../../pages/rules/theme.ts';
import { ErrorPage, errorCopy } from '../../pages/views/ErrorPage.tsx';
import { App } from './App.tsx';
import { staticView } from '../../pages/PageDocument.tsx';
import type { Language } from '../../generated/types/constants.ts';
export { provideProgramme } from '../../pages/sections/today-store.ts';

/** `renderedAt` (Unix seconds): the moment "on now", "coming soon" and "past" are measured against in the HTML. */
export function renderPage(page: SitePage, chrome: SiteChromeData, renderedAt?: number): string {
  return renderToString(
    <StrictMode>
      <StaticRouter location={page.url.path}>
        <App initial={{ path: page.url.path, page, chrome }} resolveView={staticView} renderedAt={renderedAt} />
      </StaticRouter>
    </StrictMode>,
  );
}

export function renderErrorPage(status: 404 | 500, chrome: SiteChromeData): string {
  return renderToString(<ErrorPage status={status} chrome={chrome} />);
}

/** The <title> text of an error page, in the language its interface text is in. */
/** The error page's title and the sentence under it (its meta description too). */
export const errorPageCopy = (status: 404 | 500, lang: Language) => errorCopy(status, lang);

export const themeClassFor = (page: SitePage | null) =>
  themeClass(page && usesDarkTheme(page.bundle, page.forceDarkTheme) ? 'dark' : 'light');
