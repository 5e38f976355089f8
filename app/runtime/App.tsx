import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageDocument } from '../../pages/PageDocument.tsx';
import type { SitePage } from '../../pages/routes/search-route.ts';
import type { SiteChromeData } from '../../pages/chrome/site-chrome.ts';
import { isInternalHref, normalizePath } from './page-data.ts';

export interface LoadedPage {
  path: string;
  page: SitePage;
  chrome: SiteChromeData;
}

export interface AppProps {
  initial: LoadedPage;
  /** Loads another page's data; absent at build time. */
  load?: (path: string) => Promise<LoadedPage>;
  /** Called after a page change is rendered (title, lang, theme, focus). */
  onPageShown?: (loaded: LoadedPage) => void;
}

/** Sends clicks on internal links to the router, so links in CMS HTML navigate in the client too. */
function useLinkInterception(enabled: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!enabled) return;
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = (e.target as Element | null)?.closest?.('a');
      if (!a || (a.target && a.target !== '_self') || a.hasAttribute('download')) return;
      const href = a.getAttribute('href') ?? '';
      if (!isInternalHref(href)) return;
      const url = new URL(href, window.location.origin);
      if (url.pathname === window.location.pathname && url.hash) return; // same-page anchor: let the browser scroll
      e.preventDefault();
      navigate(`${normalizePath(url.pathname)}${url.search}${url.hash}`);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [enabled, navigate]);
}

export function App({ initial, load, onPageShown }: AppProps) {
  const location = useLocation();
  const [current, setCurrent] = useState(initial);
  const first = useRef(true);
  useLinkInterception(Boolean(load));

  useEffect(() => {
    const path = normalizePath(location.pathname);
    if (!load || path === current.path) return;
    let cancelled = false;
    load(path).then(
      (next) => !cancelled && setCurrent(next),
      // A page that cannot be loaded in the client gets a full navigation (SPEC §4).
      () => !cancelled && window.location.assign(path + location.search + location.hash),
    );
    return () => {
      cancelled = true;
    };
  }, [location.pathname]);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    onPageShown?.(current);
  }, [current]);

  return <PageDocument page={current.page} chrome={current.chrome} locationKey={current.path} />;
}
