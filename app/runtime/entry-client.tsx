/** Browser start: load this page's data, then hydrate the prerendered HTML. */
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App, type LoadedPage, type Shown } from './App.tsx';
import { createLoader } from './loader.ts';
import { themeClass } from '../../design-system/index.ts';
import { usesDarkTheme } from '../../pages/rules/theme.ts';
import { normalizePath } from './page-data.ts';
import { documentTitle } from '../../pages/head/title.ts';
import { uiText } from '../../pages/i18n/ui-text.ts';
import { takeOverScrollRestoration } from './scroll.ts';
import { registerServiceWorker } from './service-worker.ts';
import { lazySearchBackend } from './search/lazy-backend.ts';

function showPage(shown: Shown) {
  const root = document.documentElement;
  if (shown.kind === 'page') {
    const { page, chrome } = shown.loaded;
    root.lang = page.language.id;
    root.className = themeClass(usesDarkTheme(page.bundle, page.forceDarkTheme) ? 'dark' : 'light');
    document.title = documentTitle(page, chrome.siteName);
  } else {
    const t = uiText(shown.chrome.lang);
    root.lang = shown.chrome.lang;
    root.className = themeClass('light');
    document.title = `${shown.status === 404 ? t.notFound.title : t.serverError.title} | ${shown.chrome.siteName}`;
  }
}

// SPEC §8: a chunk that fails to load sends the visitor to the path in full.
window.addEventListener('vite:preloadError', (event) => {
  event.preventDefault();
  console.warn('[runtime] a script chunk failed to load; loading the page in full');
  window.location.assign(window.location.href);
});

async function start() {
  const container = document.getElementById('root');
  if (!container || document.documentElement.dataset.static === 'error') return; // 404/500 pages stay static
  const buildHash = document.querySelector<HTMLMetaElement>('meta[name="build-hash"]')?.content;
  const loader = createLoader(buildHash);
  let initial: LoadedPage;
  try {
    initial = await loader.initial(normalizePath(window.location.pathname));
  } catch (err) {
    // SPEC §8: page resources missing at start are logged and nothing is rendered over the static HTML.
    console.error('[runtime] page resources missing at start; the static page stays as it is', err);
    return;
  }
  takeOverScrollRestoration();
  // After an update the next navigation is a full page load (SPEC §4).
  registerServiceWorker(() => loader.forceFullNavigation('a new service worker (a new build) took over'));
  hydrateRoot(
    container,
    <StrictMode>
      <BrowserRouter>
        <App initial={initial} loader={loader} onPageShown={showPage} search={lazySearchBackend(buildHash ?? 'dev')} />
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
