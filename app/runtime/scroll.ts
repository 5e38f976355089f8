/**
 * Where a page opens: scroll positions per history entry, kept for the session (SPEC §4: saved per
 * location and restored), and the part of a page an address points at.
 */
import { filtersListing } from '../../pages/rules/listing-address.ts';

const KEY = 'museo:scroll';

function read(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

export function rememberScroll(locationKey: string) {
  try {
    const all = read();
    all[locationKey] = Math.round(window.scrollY);
    sessionStorage.setItem(KEY, JSON.stringify(all));
  } catch {
    // Storage full or disabled: positions are a nicety.
  }
}

export function restoreScroll(locationKey: string) {
  window.scrollTo(0, read()[locationKey] ?? 0);
}

/** The browser's own restoration would jump before the new page is there. */
export function takeOverScrollRestoration() {
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  window.addEventListener('pagehide', () => rememberScroll((history.state as { key?: string } | null)?.key ?? 'default'));
}

/**
 * The part of the shown page its address opens at: the element its anchor names, or else the programme
 * listing when the address filters it (a link to "the programme with sign language" is about the
 * listing, which sits below the hero). Null: the page's top.
 */
export function openingTarget({ hash, search }: { hash: string; search: string }): HTMLElement | null {
  if (hash.length > 1) {
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return null;
    }
    return document.getElementById(id);
  }
  if (!filtersListing(new URLSearchParams(search))) return null;
  const listing = document.querySelector<HTMLElement>('main [data-listing]');
  return listing?.closest<HTMLElement>('main [id]') ?? listing;
}

/** Brings `target` into view (under the sticky header: its scroll-margin) and moves focus to its heading, or to it. */
export function openAt(target: HTMLElement, { scroll }: { scroll: boolean }) {
  if (scroll) target.scrollIntoView();
  const heading = target.matches('h1, h2, h3, h4, h5, h6') ? target : target.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6');
  const focused = heading ?? target;
  if (!focused.hasAttribute('tabindex')) focused.setAttribute('tabindex', '-1');
  focused.focus({ preventScroll: true });
}
