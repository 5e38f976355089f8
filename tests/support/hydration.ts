/**
 * When a built page is ready to be read: React has hydrated the prerendered page. Every part the page
 * has (the view, and the site footer where the layout has one) has committed and marked
 * <html data-hydrated> (pages/hydration-mark.tsx). Hydration is a transition, so the root existing is
 * not enough. Without Vitest, so that the visual run (tests/visual/run.ts) waits the same way.
 */
import type { Page } from 'playwright-core';

const pageHydrated = () => {
  const parts = (document.documentElement.dataset.hydrated ?? '').split(' ');
  return (
    parts.includes('view') && (parts.includes('footer') || ![...document.querySelectorAll('#root footer')].some((f) => !f.closest('main')))
  );
};
export const isHydrated = (page: Page) => page.evaluate(pageHydrated);
export const hydrated = (page: Page) => page.waitForFunction(pageHydrated);
