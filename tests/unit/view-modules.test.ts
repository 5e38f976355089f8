/** Views as chunks: the module each view key names is the one its dynamic import loads, for every key. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLES } from '../../generated/types/constants.ts';
import { loadView, VIEW_MODULES, type ViewKey } from '../../pages/views/view-modules.ts';

describe('view modules', () => {
  it('names a module for every bundle, the search page, the visit plan and the preview, and imports exactly that module', () => {
    expect(Object.keys(VIEW_MODULES).sort()).toEqual([...BUNDLES, 'search', 'visit', 'explore', 'preview'].sort());
    const source = readFileSync(join(import.meta.dirname, '../../pages/views/view-modules.ts'), 'utf8');
    for (const [key, module] of Object.entries(VIEW_MODULES)) {
      const line = new RegExp(`^  ${key}: \\(\\) => import\\('\\./([A-Za-z]+\\.tsx)'\\)`, 'm').exec(source);
      expect(line?.[1], key).toBe(module.replace('pages/views/', ''));
    }
  });

  it('loads no view for a bundle page data names but the site does not have', async () => {
    for (const key of ['constructor', '__proto__', 'toString', 'nope'])
      await expect(loadView(key as ViewKey), key).rejects.toThrow(/^no view for/);
  });
});
