/** Browser start: load this page's data, then hydrate the prerendered HTML. */
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App, type LoadedPage } from './App.tsx';
import { loadPage } from './loader.ts';
import { themeClass } from '../../design-system/index.ts';
import { usesDarkTheme } from '../../pages/rules/theme.ts';
import { normalizePath } from './page-data.ts';
import { headFor } from '../../pages/head/head-tags.ts';

function showPage({ page, chrome }: LoadedPage) {
  const root = document.documentElement;
  root.lang = page.language.id;
  root.className = themeClass(usesDarkTheme(page.bundle, page.forceDarkTheme) ? 'dark' : 'light');
  document.title = headFor(page, chrome.siteName).title;
  if (!window.location.hash) window.scrollTo(0, 0);
  document.getElementById('main')?.focus({ preventScroll: true });
}

async function start() {
  const container = document.getElementById('root');
  if (!container || document.documentElement.dataset.static === 'error') return; // 404/500 pages stay static
  let initial: LoadedPage;
  try {
    initial = await loadPage(normalizePath(window.location.pathname));
  } catch (err) {
    // SPEC §8: page resources missing at start are logged and nothing is rendered over the static HTML.
    console.error('[runtime] page resources missing at start; the static page stays as it is', err);
    return;
  }
  hydrateRoot(
    container,
    <StrictMode>
      <BrowserRouter>
        <App initial={initial} load={loadPage} onPageShown={showPage} />
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
