import { useEffect, useState } from 'react';

/** The section nearest the top of the viewport, for the anchor menu's highlight (SPEC §4). */
export function useActiveSection(ids: readonly string[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(undefined);
  const key = ids.join('|');
  useEffect(() => {
    // The list is read back from its key: a new array with the same ids is the same list.
    const ids = key ? key.split('|') : [];
    if (typeof IntersectionObserver === 'undefined' || !ids.length) return;
    const visible = new Map<string, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) visible.set(e.target.id, e.isIntersecting);
        const first = ids.find((id) => visible.get(id));
        if (first) setActive(first);
      },
      // A section counts once it reaches the band under the sticky bars.
      { rootMargin: '-20% 0px -60% 0px' },
    );
    for (const id of ids) {
      const el = document.getElementById(id);
      if (el) observer.observe(el);
    }
    return () => observer.disconnect();
  }, [key]);
  return active;
}
