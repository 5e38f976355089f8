/** The HTML document around a prerendered page. */
import type { HeadData } from '../../pages/head/head-data.ts';

/** Text for an attribute value or element: most values (addresses, names) have nothing to escape and are kept as they are. */
const esc = (s: string) =>
  /[&<>"]/.test(s) ? s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;') : s;
/** JSON-LD inside <script>: '<' escaped so no text can close the element. */
const jsonForScript = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

export interface DocumentParts {
  head: HeadData;
  body: string;
  themeClass: string;
  css: string[];
  scripts: string[];
  /** Script chunks the entry or the page's view imports: fetched at once rather than one after another. */
  modulepreload?: string[];
  /**
   * The chunks of the page's view, which hydrates after the page has loaded (app/runtime/deferred-view.ts):
   * named for the runtime to ask for them side by side then, not fetched with the page.
   */
  deferredModules?: string[];
  preload: string[];
  /** Font files every page uses above the fold (woff2): fetched with the stylesheet, not after it. */
  fonts?: string[];
  /** 'error' marks the static 404/500 pages, which the runtime does not hydrate. */
  kind?: 'page' | 'error';
  /** The build these scripts belong to: the runtime compares it with page-data/app-data.json. */
  buildHash?: string;
  /** Unix seconds the page was rendered at: hydration starts from it (time-dependent markers). */
  renderedAt?: number;
}

/** Tags made from a list of addresses, once per list: pages of the same view and language share their lists. */
const tagsOf = new WeakMap<readonly string[], Map<(href: string) => string, string[]>>();
function tagsFor(list: readonly string[], tag: (href: string) => string): string[] {
  let byTag = tagsOf.get(list);
  if (!byTag) tagsOf.set(list, (byTag = new Map()));
  let made = byTag.get(tag);
  if (!made) byTag.set(tag, (made = list.map(tag)));
  return made;
}
const fontTag = (href: string) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${esc(href)}">`;
const styleTag = (href: string) => `<link rel="stylesheet" href="${esc(href)}">`;
const modulepreloadTag = (href: string) => `<link rel="modulepreload" href="${esc(href)}">`;
const scriptTag = (src: string) => `<script type="module" src="${esc(src)}"></script>`;

export function htmlDocument({
  head,
  body,
  themeClass,
  css,
  scripts,
  modulepreload = [],
  deferredModules = [],
  preload,
  fonts = [],
  kind = 'page',
  buildHash,
  renderedAt,
}: DocumentParts): string {
  // data-head: the elements the runtime replaces with the next page's after a client-side navigation.
  const tags = head.tags.map(
    ({ tag, attrs }) =>
      `<${tag} ${Object.entries(attrs)
        .map(([k, v]) => `${k}="${esc(v)}"`)
        .join(' ')} data-head>`,
  );
  return [
    '<!doctype html>',
    `<html lang="${esc(head.lang)}" class="${esc(themeClass)}"${kind === 'error' ? ' data-static="error"' : ''}>`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${esc(head.title)}</title>`,
    ...(buildHash ? [`<meta name="build-hash" content="${esc(buildHash)}">`] : []),
    ...(renderedAt !== undefined ? [`<meta name="rendered-at" content="${renderedAt}">`] : []),
    ...(deferredModules.length ? [`<meta name="deferred-modules" content="${esc(deferredModules.join(' '))}">`] : []),
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    '<link rel="manifest" href="/manifest.webmanifest">',
    ...tags,
    ...tagsFor(fonts, fontTag),
    ...tagsFor(css, styleTag),
    ...tagsFor(modulepreload, modulepreloadTag),
    ...preload.map((href) => `<link rel="preload" as="fetch" crossorigin href="${esc(href)}">`),
    ...tagsFor(scripts, scriptTag),
    ...head.jsonLd.map((doc) => `<script type="application/ld+json" data-head>${jsonForScript(doc)}</script>`),
    '</head>',
    '<body>',
    `<div id="root">${body}</div>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
