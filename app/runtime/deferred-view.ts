/**
 * The view of the page a visit starts on, hydrated after the page has loaded. Its HTML is on screen
 * from the start and its links work (App sends every click on a site link to the router), so what the
 * first load needs is React, the runtime, the header and footer and the interface text: the view's
 * chunks (its components, the text sections it shows, the deferred paragraphs the page holds) are
 * fetched when the page has loaded, or as soon as the visitor presses, types or touches, whichever
 * comes first. Until then React leaves the view's server HTML as it is (a dehydrated Suspense
 * boundary in PageLayout); then it hydrates it in place.
 */
import { lazy, type ComponentType } from 'react';
import { loadedView, viewKeyOf, type PageView, type PageViewProps } from '../../pages/views/view-modules.ts';
import type { SitePage } from '../../pages/routes/search-route.ts';
import { loadPageChunks } from './loader.ts';

/** The page's HTML names its view's chunks here (app/site-build/render/html.ts), so they load side by side, not one after another. */
const DEFERRED_MODULES_META = 'deferred-modules';

const ACTS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/** Resolves when the page has loaded (every file of its first load is in), or at the visitor's first act. */
function pageLoadedOrVisitorActs(doc: Document = document): Promise<void> {
  return new Promise((resolve) => {
    const win = doc.defaultView;
    if (doc.readyState === 'complete' || !win) return resolve();
    const done = () => {
      win.removeEventListener('load', done);
      for (const a of ACTS) win.removeEventListener(a, done, true);
      resolve();
    };
    win.addEventListener('load', done);
    for (const a of ACTS) win.addEventListener(a, done, { capture: true, passive: true });
  });
}

/** Asks the browser for every chunk the HTML names as deferred at once (what the view imports would otherwise come one level at a time). */
function preloadDeferredModules(doc: Document) {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${DEFERRED_MODULES_META}"]`);
  for (const href of meta?.content.split(' ') ?? []) {
    // Chunks of this site only: a page whose meta names anything else keeps it out.
    if (!/^\/assets\/[\w.-]+\.js$/.test(href) || doc.head.querySelector(`link[href="${href}"]`)) continue;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    doc.head.append(link);
  }
}

const deferred = new WeakMap<SitePage, PageView>();

let firstAct: Promise<void> | undefined;
/** Starts listening for the load event and the visitor's first act: called as the runtime starts, so no early key press is missed. */
export function watchForFirstAct(): Promise<void> {
  return (firstAct ??= pageLoadedOrVisitorActs());
}

/**
 * The view to render `page` with: its view when its chunk is here, or else a component that suspends
 * until its chunks are (one per page object). A page once rendered through the latter keeps it: React
 * would take another component at the same place for another view, and render the page anew. Should
 * the chunks fail to load, the page stays as its HTML is, and `onFailure` is told.
 */
export function viewOf(page: SitePage, onFailure: (err: unknown) => void): PageView {
  const key = viewKeyOf(page);
  let view = deferred.get(page) ?? loadedView(key);
  if (!view) {
    view = lazy<ComponentType<PageViewProps>>(() =>
      watchForFirstAct()
        .then(() => preloadDeferredModules(document))
        .then(() => loadPageChunks(page))
        .then(
          () => ({ default: loadedView(key)! }),
          (err: unknown) => {
            onFailure(err);
            return new Promise<never>(() => undefined);
          },
        ),
    );
    deferred.set(page, view);
  }
  return view;
}
