/**
 * No export that nothing imports: an export of app/ or pages/ that no other file names is either dead
 * code or a module's private part shown to everyone. The design system is exempt (its components' props
 * and label types are its public API, for pages and Storybook), and so are `…Props` types everywhere
 * (DESIGN.md: a component's props type is exported with it). A name counts as used where another file of
 * the project names it (an import, a re-export, `module.Name` after a dynamic import).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const filesUnder = (dir: string) =>
  readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|mjs|cjs|js)$/.test(e.name))
    .map((e) => join(e.parentPath, e.name).slice(root.length + 1));

/** The names a module exports itself (declarations and `export { … }` lists, not re-exports from another module). */
function exportedNames(source: string): string[] {
  const names = new Set<string>();
  for (const m of source.matchAll(/^export (?:declare )?(?:async )?(?:function\*? |const |let |class |interface |type |enum )(\w+)/gm))
    names.add(m[1]!);
  for (const m of source.matchAll(/^export (?:type )?\{([^}]*)\}(?! from)/gm))
    for (const part of m[1]!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop()!
        .replace(/^type /, '');
      if (name) names.add(name);
    }
  return [...names];
}

describe('exports', () => {
  it('finds what a module exports, declared or listed', () => {
    expect(
      exportedNames(
        "export const a = 1;\nexport async function b() {}\nexport type C = 1;\nexport { d, e as f };\nexport { g } from './g.ts';",
      ),
    ).toEqual(['a', 'b', 'C', 'd', 'f']);
  });

  it('are each named by another file of the project, in app/ and pages/', () => {
    const project = ['app', 'pages', 'design-system', 'tests', 'tools', '.storybook']
      .flatMap(filesUnder)
      .filter((f) => !f.includes('node_modules'));
    project.push('vite.config.ts', 'vitest.config.ts');
    const texts = new Map(project.map((f) => [f, readFileSync(join(root, f), 'utf8')]));
    const checked = project.filter((f) => /^(app|pages)\//.test(f) && !/\.(stories|test)\.tsx?$/.test(f));
    expect(checked.length).toBeGreaterThan(200);
    const unused = checked.flatMap((file) =>
      exportedNames(texts.get(file)!)
        .filter((name) => !name.endsWith('Props'))
        .filter((name) => {
          const named = new RegExp(`\\b${name}\\b`);
          return ![...texts].some(([other, text]) => other !== file && named.test(text));
        })
        .map((name) => `${file}: ${name}`),
    );
    expect(unused).toEqual([]);
  });
});
