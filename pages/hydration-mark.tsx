/**
 * Marks on <html data-hydrated="…"> each part of the page React has hydrated ("view", "footer").
 * Hydration runs as a transition in slices and each part is a Suspense boundary of its own, so the
 * moment the page answers input is not the moment hydrateRoot is called; this is the page saying so
 * (for the browser tests, and for anyone measuring the site). Renders nothing.
 */
import { useEffect } from 'react';

type HydratedPart = 'view' | 'footer';

/** `onMarked` runs when the part has committed (every time it is rendered anew, as after a navigation). */
export function HydrationMark({ part, onMarked }: { part: HydratedPart; onMarked?: () => void }) {
  useEffect(() => {
    onMarked?.();
    const root = document.documentElement;
    const parts = new Set((root.dataset.hydrated ?? '').split(' ').filter(Boolean));
    if (parts.has(part)) return;
    parts.add(part);
    root.dataset.hydrated = [...parts].sort().join(' ');
  }, [part, onMarked]);
  return null;
}
