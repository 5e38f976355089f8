/**
 * The written documentation exists and says what auditors and editors need of it: every component has an
 * 'Accessibility and usage' page with each part, and the docs pages are wired into Storybook.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const components = join(import.meta.dirname, '..', 'components');
const COMPONENTS = readdirSync(components, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();
const PARTS = [
  '## Accessibility',
  '### Keyboard',
  '### ARIA pattern',
  '### Focus and announcements',
  '### WCAG criteria covered',
  '### Tested',
  '## Usage',
  '- **When**',
  '- **Content**',
  '**Do**',
];

describe('component docs', () => {
  it('covers every component of the design system', () => {
    expect(COMPONENTS.length).toBeGreaterThanOrEqual(28);
  });

  it.each(COMPONENTS)('%s has an accessibility and usage page with every part, attached to its stories', (name) => {
    const mdx = readFileSync(join(components, name, `${name}.docs.mdx`), 'utf8');
    expect(mdx).toContain(`import * as Stories from './${name}.stories';`);
    expect(mdx).toContain('<Meta of={Stories} name="Accessibility and usage" />');
    for (const part of PARTS) expect(mdx, `${name}: ${part}`).toContain(part);
    // A keyboard table with at least one key.
    expect(mdx).toMatch(/\| Key +\| Where +\| What happens +\|\n\| -+ \| -+ \| -+ \|\n\| \S/);
  });

  it('leaves no docs page stray: every .docs.mdx sits beside its component', () => {
    const pages = readdirSync(components, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.docs.mdx'));
    expect(pages.map((f) => f.split(/[\\/]/)[0]).sort()).toEqual(COMPONENTS);
  });

  it('tells designers how visual changes are compared, reported and accepted', () => {
    const mdx = readFileSync(join(import.meta.dirname, 'VisualChanges.mdx'), 'utf8');
    expect(mdx).toContain('<Meta title="Visual changes" />');
    for (const part of [
      '## What is compared',
      '## Reading the report',
      '## Accepting a change',
      'npm run test:visual -- --update',
      'reports/visual/index.html',
    ])
      expect(mdx).toContain(part);
  });

  it('has Storybook read the docs pages', () => {
    const main = readFileSync(join(import.meta.dirname, '..', '..', '.storybook', 'main.ts'), 'utf8');
    expect(main).toContain("'../design-system/docs/*.mdx'");
    expect(main).toContain("'../design-system/components/**/*.docs.mdx'");
  });
});
