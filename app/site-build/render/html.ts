/** The HTML document around a prerendered page. */
import { escapeHtml } from '../../../design-system/html/escape-html.ts';
import type { HeadData } from '../../../pages/head/head-data.ts';

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
  /** What a page shown outside the site (a draft preview, app/publisher/draft-page.ts) adds; a built page has none of it. */
  additions?: DocumentAdditions;
}

/** What a page shown outside the site adds to the document: each part written by the document, its values escaped. */
export interface DocumentAdditions {
  /** The page's robots rule, whatever its head says (a head's own robots tags are left out by the caller). */
  robots: string;
  /** A stylesheet inline, at the head's start (its hash is in the page's CSP). */
  style: string;
  /** Data the page's scripts read, in a JSON script before them (`id` names it). */
  data: { id: string; value: unknown };
  /** Trusted HTML at the body's start, before the page (made by the caller, its values escaped). */
  bodyStart: string;
}

/** The lines of tags made from a list of addresses, once per list: pages of the same view and language share their lists. */
const linesOf = new WeakMap<readonly string[], Map<(href: string) => string, string>>();
function linesFor(list: readonly string[], tag: (href: string) => string): string {
  let byTag = linesOf.get(list);
  if (!byTag) linesOf.set(list, (byTag = new Map()));
  let made = byTag.get(tag);
  if (made === undefined) byTag.set(tag, (made = list.map((href) => `${tag(href)}\n`).join('')));
  return made;
}
const fontTag = (href: string) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeHtml(href)}">`;
const styleTag = (href: string) => `<link rel="stylesheet" href="${escapeHtml(href)}">`;
const modulepreloadTag = (href: string) => `<link rel="modulepreload" href="${escapeHtml(href)}">`;
const scriptTag = (src: string) => `<script type="module" src="${escapeHtml(src)}"></script>`;

/** A head element the runtime replaces after a client-side navigation (data-head). */
function headTag(tag: string, attrs: Record<string, string>): string {
  let html = `<${tag} `;
  let first = true;
  for (const k in attrs) {
    html += `${first ? '' : ' '}${k}="${escapeHtml(attrs[k]!)}"`;
    first = false;
  }
  return `${html} data-head>`;
}

/**
 * The document, line by line. Written as plain appends rather than one array of spread lists: it runs
 * for every page, and the optimising compiler made the spread version again and again as pages of
 * other kinds (other shapes of head and lists) came by.
 */
export function htmlDocument(parts: DocumentParts): string {
  const { head, body, themeClass, css, scripts, preload, buildHash, renderedAt } = parts;
  const modulepreload = parts.modulepreload ?? [];
  const deferredModules = parts.deferredModules ?? [];
  const fonts = parts.fonts ?? [];
  const kind = parts.kind ?? 'page';
  const added = parts.additions;
  let html = `<!doctype html>\n<html lang="${escapeHtml(head.lang)}" class="${escapeHtml(themeClass)}"${kind === 'error' ? ' data-static="error"' : ''}>\n<head>\n<meta charset="utf-8">\n`;
  if (added) html += `<meta name="robots" content="${escapeHtml(added.robots)}">\n<style>${added.style}</style>\n`;
  html += `<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>${escapeHtml(head.title)}</title>\n`;
  if (buildHash) html += `<meta name="build-hash" content="${escapeHtml(buildHash)}">\n`;
  if (renderedAt !== undefined) html += `<meta name="rendered-at" content="${renderedAt}">\n`;
  if (deferredModules.length) html += `<meta name="deferred-modules" content="${escapeHtml(deferredModules.join(' '))}">\n`;
  html += '<link rel="icon" href="/favicon.svg" type="image/svg+xml">\n<link rel="manifest" href="/manifest.webmanifest">\n';
  // data-head: the elements the runtime replaces with the next page's after a client-side navigation.
  for (const { tag, attrs } of head.tags) html += `${headTag(tag, attrs)}\n`;
  html += linesFor(fonts, fontTag);
  html += linesFor(css, styleTag);
  html += linesFor(modulepreload, modulepreloadTag);
  for (const href of preload) html += `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(href)}">\n`;
  if (added) html += `<script type="application/json" id="${escapeHtml(added.data.id)}">${jsonForScript(added.data.value)}</script>\n`;
  html += linesFor(scripts, scriptTag);
  for (const doc of head.jsonLd) html += `<script type="application/ld+json" data-head>${jsonForScript(doc)}</script>\n`;
  return `${html}</head>\n<body>\n${added ? `${added.bodyStart}\n` : ''}<div id="root">${body}</div>\n</body>\n</html>\n`;
}
