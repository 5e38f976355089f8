/** Browser start: load this page's data, then hydrate the prerendered HTML. */
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App, type Shown } from './App.tsx';
import { createLoader, type LoadedPage } from './loader.ts';
import { themeClass } from '../../design-system/tokens/themes.ts';
import { usesDarkTheme } from '../../pages/rules/theme.ts';
import { normalizePath } from './page-data.ts';
import { documentTitle, errorPageHead, isSafeHeadTag, type HeadData } from '../../pages/head/head-data.ts';
import { loadUiText, uiText } from '../../pages/i18n/ui-text.ts';
import type { Language } from '../../generated/types/constants.ts';
import { takeOverScrollRestoration } from './scroll.ts';
import { registerServiceWorker } from './service-worker.ts';
import { lazySearchBackend } from './search/lazy-backend.ts';
import { viewOf, watchForFirstAct } from './deferred-view.ts';
import { watchEarlyInput } from './early-input.ts';

/** Replaces the head elements of the page shown before (marked data-head by the build) with this page's. */
function applyHead(head: HeadData | undefined) {
  for (const el of document.head.querySelectorAll('[data-head]')) el.remove();
  if (!head) return;
  const added: Element[] = [];
  // Page data comes over the network: only a tag the build could have written goes into the document.
  for (const t of Array.isArray(head.tags) ? head.tags : []) {
    if (!isSafeHeadTag(t)) {
      console.warn('[runtime] page data: a head tag the site never writes was left out', t);
      continue;
    }
    const { tag, attrs } = t;
    const el = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    added.push(el);
  }
  for (const doc of Array.isArray(head.jsonLd) ? head.jsonLd : []) {
    // Data, never run: the browser does not execute application/ld+json, and textContent is not parsed as HTML.
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(doc);
    added.push(script);
  }
  for (const el of added) {
    el.setAttribute('data-head', '');
    document.head.append(el);
  }
}

function showPage(shown: Shown) {
  const root = document.documentElement;
  if (shown.kind === 'page') {
    const { page, chrome, head } = shown.loaded;
    root.lang = page.language.id;
    root.className = themeClass(usesDarkTheme(page.bundle, page.forceDarkTheme) ? 'dark' : 'light');
    document.title = typeof head?.title === 'string' ? head.title : documentTitle(page, chrome.siteName);
    applyHead(head);
  } else {
    const t = uiText(shown.chrome.lang);
    root.lang = shown.chrome.lang;
    root.className = themeClass('light');
    const head = errorPageHead(shown.status === 404 ? t.notFound : t.serverError, shown.chrome.siteName, shown.chrome.lang);
    document.title = head.title;
    applyHead(head);
  }
}

async function start() {
  void watchForFirstAct();
  watchEarlyInput();
  const container = document.getElementById('root');
  if (!container || document.documentElement.dataset.static === 'error') return; // 404/500 pages stay static
  const buildHash = document.querySelector<HTMLMetaElement>('meta[name="build-hash"]')?.content;
  // A draft an editor previews (app/publisher/draft-page.ts) carries its own data: it is no page of the site
  // at this address, so it fetches none, moves to no other page in the client (its links go to the live
  // site) and registers no service worker on the publishing service's address.
  const draft = document.getElementById('draft-page');
  const loader = draft ? undefined : createLoader(buildHash);
  let initial: LoadedPage;
  try {
    // The page's language's interface text loads beside its data (the HTML preloads both).
    [initial] = await Promise.all([
      loader ? loader.initial(normalizePath(window.location.pathname)) : (JSON.parse(draft!.textContent ?? '') as LoadedPage),
      loadUiText(document.documentElement.lang as Language),
    ]);
  } catch (err) {
    // SPEC §8: page resources missing at start are logged and nothing is rendered over the static HTML.
    console.error('[runtime] page resources missing at start; the static page stays as it is', err);
    return;
  }
  takeOverScrollRestoration();
  // A draft's links go to the live site, those the page makes in the browser too.
  const live = initial.chrome.siteUrl;
  if (draft && live) void import('./draft-links.ts').then((m) => m.keepLinksLive(live));
  // After an update the next navigation is a full page load (SPEC §4).
  if (loader) registerServiceWorker(() => loader.forceFullNavigation('a new service worker (a new build) took over'));
  // Hydration as a transition: React renders it in slices that yield to the browser between them
  // instead of one long task (the prerendered HTML is already on screen and stays until it commits).
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <BrowserRouter>
          <App
            initial={initial}
            loader={loader}
            onPageShown={showPage}
            search={lazySearchBackend(buildHash ?? 'dev')}
            resolveView={(page) =>
              viewOf(page, (err) => {
                console.error("[runtime] the chunks of this page's view did not load; the page stays as its HTML is", err);
                loader?.forceFullNavigation('the chunks of the first page did not load');
              })
            }
            renderedAt={Number(document.querySelector<HTMLMetaElement>('meta[name="rendered-at"]')?.content) || undefined}
          />
        </BrowserRouter>
      </StrictMode>,
    );
  });
}

void start();
