/**
 * Views as chunks: every view key names a module, the browser's loader for each key gives the template
 * that module exports under the table's name, and for a bundle that is the very template the prerender
 * renders it with (pages/views/view-table.ts), both read from one table (view-places.ts), so a page hydrates with what it was rendered with.
 */
import { describe, expect, it } from 'vitest';
import { BUNDLES } from '../../generated/types/constants.ts';
import { loadView, VIEW_MODULES, type ViewKey } from '../../pages/views/view-modules.ts';
import { staticViews, viewTable } from '../../pages/views/view-table.ts';

describe('view modules', () => {
  it('names a module for every bundle, the search page, the visit plan, the explore page and the preview', () => {
    expect(Object.keys(VIEW_MODULES).sort()).toEqual([...BUNDLES, 'search', 'visit', 'explore', 'data', 'preview'].sort());
    for (const module of Object.values(VIEW_MODULES)) expect(module).toMatch(/^pages\/views\/[A-Za-z]+\.tsx$/);
  });

  it('loads, for each bundle, the template the prerender renders it with', async () => {
    for (const bundle of BUNDLES) expect(await loadView(bundle), bundle).toBe(viewTable[bundle]);
    for (const key of ['search', 'visit', 'explore', 'data', 'preview'] as const) {
      expect(typeof staticViews[key], key).toBe('function');
      expect(await loadView(key), key).toBe(staticViews[key]);
    }
  });

  it('loads no view for a bundle page data names but the site does not have', async () => {
    for (const key of ['constructor', '__proto__', 'toString', 'nope'])
      await expect(loadView(key as ViewKey), key).rejects.toThrow(/^no view for/);
  });
});
