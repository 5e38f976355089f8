/**
 * A part of the page that is the same on every page that shows it with the same name: the footer is
 * the same on every page of a language, and so is the header but for its language links and its
 * active menu link (which its parts' names say). In the browser, in stories and tests it is its children. The
 * build's prerender (app/runtime/entry-server.tsx) may ask for a stand-in instead: an empty element it
 * replaces with the part's HTML, rendered once and then reused, so a part on tens of thousands of pages
 * is rendered once per name. The stand-in never reaches a visitor: the prerender checks that the part's
 * HTML is exactly what rendering it in place gives, and renders the whole page when it is not.
 */
import { createElement, type ReactNode } from 'react';

/** The element that stands in for a part: no allow-list of CMS HTML admits it, and React escapes text. */
const STAND_IN = 'x-static-part';

let standIn: ((name: string) => boolean) | null = null;

/** While `decide` is set, a part whose name it accepts renders as its stand-in (the prerender only). */
export function renderStandIns(decide: ((name: string) => boolean) | null): void {
  standIn = decide;
}

/** The stand-in of the part `name`, as renderToString writes it. */
export const standInHtml = (name: string) => `<${STAND_IN} data-part="${name}"></${STAND_IN}>`;

/**
 * `name` names everything the children depend on (with the chrome and the language they are rendered in); letters, digits and dashes.
 * `children` may be a function that makes them: a part stood in for is then never made (the header's parts are most of its elements).
 */
export function StaticPart({ name, children }: { name: string; children: ReactNode | (() => ReactNode) }) {
  if (standIn?.(name)) return createElement(STAND_IN, { 'data-part': name });
  return typeof children === 'function' ? children() : children;
}
