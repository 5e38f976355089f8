/** The page-data contract (SPEC §7), shared by the build that writes it and the runtime that reads it. */
import type { SitePage } from '../../pages/routes/search-route.ts';
import type { SiteChromeData } from '../../pages/chrome/site-chrome.ts';
import type { HeadData } from '../../pages/head/head-data.ts';

export interface PageDataFile {
  path: string;
  componentChunkName: string;
  staticQueryHashes: string[];
  /**
   * The page, and its head as the prerendered HTML has it (title, description, canonical, robots,
   * hreflang alternates, Open Graph, JSON-LD), for the browser to apply after a client-side navigation.
   */
  result: { page: SitePage; head?: HeadData };
}

export interface AppDataFile {
  buildHash: string;
  /** The build's CMS pages: a later build with far fewer stops unless --allow-shrink. */
  pages?: number;
}

export type StaticQueryFile = { data: { chrome: SiteChromeData } };

/** Trailing slashes are stripped; the root stays '/'. */
export const normalizePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') || '/' : '/');

/** /page-data/{path}/page-data.json, with 'index' for the root. */
export const pageDataUrl = (path: string) => {
  const p = normalizePath(path);
  return `/page-data/${p === '/' ? 'index' : p.slice(1)}/page-data.json`;
};
export const staticQueryUrl = (hash: string) => `/page-data/sq/d/${hash}.json`;
export const APP_DATA_URL = '/page-data/app-data.json';

/** Internal links start with / but not /node (and not //); everything else is a full navigation. */
export const isInternalHref = (href: string) => href.startsWith('/') && !href.startsWith('//') && !/^\/node(\/|$)/.test(href);

/**
 * An internal link to a page of the site, which the runtime may route and prefetch: not a file
 * (a PDF in /media, anything whose last segment has an extension, the build's own folders), which
 * the browser opens or downloads itself.
 */
export const isPageHref = (href: string) => {
  if (!isInternalHref(href)) return false;
  const path = href.replace(/[?#].*$/, '');
  return !/^\/(media|assets|page-data)(\/|$)/.test(path) && !/\.[a-z][a-z0-9]{1,4}$/i.test(path);
};
