/**
 * No module imports itself back, through any chain: static, type-only and dynamic imports all count,
 * since each ties the two modules' changes together. Stories and tests may import anything.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const SOURCE = /\.(ts|tsx|mjs)$/;
const SKIP = /(\.stories\.tsx|\.test\.tsx?|\.css\.ts|\.d\.ts)$/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sources(path);
    return SOURCE.test(e.name) && !SKIP.test(e.name) ? [path] : [];
  });
}

/** Every module a file names: `import … from`, `export … from`, `import '…'` and `import('…')`, relative ones only. */
function importsOf(file: string, text: string): string[] {
  const text2 = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const specs = [...text2.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm)].map((m) => m[1]!);
  return specs.map((s) => resolve(dirname(file), s));
}

/** The import circles among `files`, each as the chain of modules from one back to itself. */
function circlesOf(graph: Map<string, string[]>): string[][] {
  const circles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (state.get(next) === 'open') circles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return circles;
}

describe('imports', () => {
  it('finds a circle when there is one (the check itself)', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(circlesOf(graph)).toEqual([['a', 'b', 'c', 'a']]);
    expect(
      importsOf('/x/a.ts', "import type { T } from './b.ts';\nconst m = () => import('../c.tsx');\nexport { u } from './d.ts';"),
    ).toEqual(['/x/b.ts', '/c.tsx', '/x/d.ts']);
  });

  it('form no circle in app/, pages/ and design-system/', () => {
    const files = ['app', 'pages', 'design-system'].flatMap((d) => sources(join(root, d)));
    const graph = new Map(files.map((f) => [f, importsOf(f, readFileSync(f, 'utf8'))]));
    const circles = circlesOf(graph).map((c) => c.map((f) => relative(root, f)).join(' → '));
    expect(files.length).toBeGreaterThan(200);
    expect(circles).toEqual([]);
  });
});
