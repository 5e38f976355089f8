/**
 * Prefetches the page data of internal links in view: batches of 4 every 3 seconds, never on 2g,
 * with data saving on, or for bots (SPEC §9).
 */
import { useEffect } from 'react';
import type { Loader } from './loader.ts';
import { isPageHref, normalizePath } from './page-data.ts';

const PREFETCH_BATCH = 4;
const PREFETCH_INTERVAL_MS = 3000;

interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

function prefetchAllowed(
  nav: Pick<Navigator, 'userAgent'> & { connection?: NetworkInformation } = navigator as Navigator & { connection?: NetworkInformation },
): boolean {
  const c = nav.connection;
  if (c?.saveData) return false;
  if (c?.effectiveType && /2g/.test(c.effectiveType)) return false;
  return !/bot|crawl|spider|slurp/i.test(nav.userAgent);
}

export function usePrefetch(loader: Loader | undefined, pageKey: string) {
  useEffect(() => {
    if (!loader || typeof IntersectionObserver === 'undefined' || !prefetchAllowed()) return;
    const queued = new Set<string>();
    const done = new Set<string>([normalizePath(window.location.pathname)]);
    const observer = new IntersectionObserver((entries) => {
      for (const e of entries) {
        if (!e.isIntersecting) continue;
        const href = (e.target as HTMLAnchorElement).getAttribute('href') ?? '';
        const path = normalizePath(new URL(href, window.location.origin).pathname);
        if (!done.has(path)) queued.add(path);
        observer.unobserve(e.target);
      }
    });
    for (const a of document.querySelectorAll<HTMLAnchorElement>('#root a[href]'))
      if (isPageHref(a.getAttribute('href') ?? '')) observer.observe(a);
    const timer = setInterval(() => {
      for (const path of [...queued].slice(0, PREFETCH_BATCH)) {
        queued.delete(path);
        done.add(path);
        loader.prefetch(path);
      }
    }, PREFETCH_INTERVAL_MS);
    return () => {
      observer.disconnect();
      clearInterval(timer);
    };
  }, [loader, pageKey]);
}
