/** Scroll positions per history entry, kept for the session (SPEC §4: saved per location and restored). */
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
