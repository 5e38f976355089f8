/**
 * The folders of `app/` in layers: each may import from the folders below it, never from one above,
 * so no two of them depend on each other both ways and a change to an upper one cannot break a lower
 * one. From the bottom:
 *
 *   runtime     the browser's code (and the page-data addresses it shares with the build)
 *   serving     what the build and the servers agree on: request targets, headers, CSP
 *   cli         the command-line helper every command uses
 *   site-build  the build
 *   server      npm start, the dev server, nginx's configuration
 *   publisher   the publishing service (it runs the build, serves a draft like the server)
 *   tools       benchmarks, deploy and test helpers: anything
 *
 * No two modules of app/ export one name for two things (a reader of an import never has to ask which).
 * And the publishing service's own process reaches none of the page renderer's modules: those are
 * loaded by the draft renderer's process only (app/publisher/draft-process.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/build.ts';

const LAYERS = ['runtime', 'serving', 'cli', 'site-build', 'server', 'publisher', 'tools'] as const;
/** Folders of data, not code, that any layer may read. */
const DATA = new Set(['static']);

/** Relative module specifiers of a source: static imports and re-exports, side-effect imports, dynamic import() of a literal. */
const SPECIFIERS =
  /(?:^|[;\s])(?:import|export)\s[^'";]*?\sfrom\s*['"](\.[^'"]+)['"]|\bimport\(\s*['"](\.[^'"]+)['"]\s*\)|^import\s*['"](\.[^'"]+)['"]/gm;

/**
 * Every upward import among `sources` (path under the project → text), as "from → to". A specifier
 * that names no module (one in a string of code the file writes) is not an import.
 */
function upwardImports(sources: ReadonlyMap<string, string>, exists = (path: string) => sources.has(path)): string[] {
  const folder = (path: string) => relative('app', path).split('/')[0]!;
  const found: string[] = [];
  for (const [path, text] of sources) {
    const from = folder(path);
    for (const m of text.matchAll(SPECIFIERS)) {
      const target = join(dirname(path), m[1] ?? m[2] ?? m[3]!);
      if (!target.startsWith('app/') || !exists(target)) continue;
      const to = folder(target);
      if (to === from || DATA.has(to)) continue;
      const [a, b] = [LAYERS.indexOf(from as never), LAYERS.indexOf(to as never)];
      if (a < 0 || b < 0 || b > a) found.push(`${path} → ${target}`);
    }
  }
  return found;
}

function appSources(): Map<string, string> {
  const sources = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(?:ts|tsx|mts|mjs)$/.test(entry.name)) sources.set(path, readFileSync(join(ROOT, path), 'utf8'));
    }
  };
  walk('app');
  return sources;
}

describe('the folders of app/', () => {
  it('are each one of the layers (or data)', () => {
    const folders = readdirSync(join(ROOT, 'app'), { withFileTypes: true }).filter((e) => e.isDirectory());
    expect(folders.map((e) => e.name).filter((n) => !DATA.has(n) && !LAYERS.includes(n as never))).toEqual([]);
  });

  it('import only from the layers below them', () => {
    const sources = appSources();
    expect(upwardImports(sources, (path) => sources.has(path) || existsSync(join(ROOT, path)))).toEqual([]);
  });

  it('are checked: an upward import, static or dynamic, is found', () => {
    const sources = new Map([
      ['app/runtime/a.ts', "import { b } from '../site-build/b.ts';\nexport const a = b;"],
      ['app/serving/c.ts', "const server = await import('../server/d.ts');"],
      ['app/cli/e.ts', "export { f } from '../tools/f.ts';"],
      ['app/site-build/g.ts', "import type {\n  H,\n} from '../publisher/h.ts';"],
      ['app/publisher/ok.ts', "import { x } from '../site-build/x.ts';\nimport './own.ts';\nimport '../static/icon.svg';"],
      ['app/runtime/writes-code.ts', "const code = `import { a } from '../tools/nowhere.ts'`;"],
      ...['site-build/b.ts', 'server/d.ts', 'tools/f.ts', 'publisher/h.ts', 'site-build/x.ts', 'publisher/own.ts', 'static/icon.svg'].map(
        (f) => [`app/${f}`, ''] as [string, string],
      ),
    ]);
    expect(upwardImports(sources)).toEqual([
      'app/runtime/a.ts → app/site-build/b.ts',
      'app/serving/c.ts → app/server/d.ts',
      'app/cli/e.ts → app/tools/f.ts',
      'app/site-build/g.ts → app/publisher/h.ts',
    ]);
  });
});

/** The names `sources` export, each with the files that export it (a declaration file is its module's, not a second name). */
function exportedNames(sources: ReadonlyMap<string, string>): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (const [path, text] of sources) {
    if (/\.test\.|\.d\.m?ts$/.test(path)) continue;
    for (const m of text.matchAll(
      /^export\s+(?:declare\s+)?(?:default\s+)?(?:async\s+)?(?:function\*?|const|let|class|interface|type|enum)\s+([\w$]+)/gm,
    ))
      names.set(m[1]!, [...(names.get(m[1]!) ?? []), path]);
  }
  return names;
}

describe('the names app/ exports', () => {
  it('are each exported once: no two modules give one name to two things', () => {
    const twice = [...exportedNames(appSources())]
      .filter(([, paths]) => paths.length > 1)
      .map(([name, paths]) => `${name}: ${paths.join(', ')}`);
    expect(twice).toEqual([]);
  });

  it('are checked: a name two modules export is found', () => {
    const sources = new Map([
      ['app/serving/a.ts', 'export type Target = string;'],
      ['app/site-build/b.ts', 'export interface Target {}\nexport async function run() {}'],
      ['app/site-build/b.d.mts', 'export function run(): void;'],
    ]);
    expect([...exportedNames(sources)].filter(([, p]) => p.length > 1)).toEqual([['Target', ['app/serving/a.ts', 'app/site-build/b.ts']]]);
  });
});

describe('the publishing service’s process', () => {
  it('loads none of the page renderer’s modules: no view, paragraph or component, no sanitiser, no calendar', async () => {
    const result = await build({
      entryPoints: [resolve(ROOT, 'app/publisher/publisher.ts')],
      bundle: true,
      write: false,
      metafile: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      logLevel: 'silent',
    });
    const inputs = Object.values(result.metafile.inputs);
    const files = Object.keys(result.metafile.inputs);
    const packages = new Set(inputs.flatMap((i) => i.imports.filter((m) => m.external).map((m) => m.path)));
    expect(files.filter((f) => /^(?:pages\/(?:views|paragraphs|assembler)|design-system\/components|app\/runtime\/entry)/.test(f))).toEqual(
      [],
    );
    expect(
      [...packages].filter((p) =>
        /^(?:sanitize-html|ical-generator|dompurify|htmlparser2|react-router-dom|openseadragon|vite)(?:\/|$)/.test(p),
      ),
    ).toEqual([]);
    // It does reach its own parts: the check is of the real entry.
    expect(files).toContain('app/publisher/draft-client.ts');
  });
});
