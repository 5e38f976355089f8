/**
 * The schemas are the contract with the CMS: content they accept, the build accepts. Pages generated at
 * random from the schemas (tests/support/schema-content.ts) each pass the generated validators (what
 * the CMS and /preview check), and then build and render with the sample's site configuration, with no
 * content error: a rule the build enforces that the schemas do not say would refuse some of them.
 */
import { cp, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatContentError, validatePageDocument } from '../../pages/content/validate.ts';
import { pageFromSchemas } from '../support/schema-content.ts';
import { ROOT, runBuild } from '../support/build.ts';
import { discard } from '../support/discard.ts';

const PAGES = 24;
let dir: string | undefined;
afterAll(() => (dir ? discard(dir) : undefined));

describe('content generated from the schemas', () => {
  it(`passes the schemas, then builds and renders: ${PAGES} pages, every bundle the generator picks`, async () => {
    dir = await mkdtemp(join(tmpdir(), 'museo-schema-content-'));
    const content = join(dir, 'content');
    await cp(join(ROOT, 'content/site'), join(content, 'site'), { recursive: true });
    await cp(join(ROOT, 'content/media'), join(content, 'media'), { recursive: true });
    await mkdir(join(content, 'pages'), { recursive: true });
    const { mediaHost } = JSON.parse(await readFile(join(content, 'site/config.json'), 'utf8')) as { mediaHost: string };

    const pages = [];
    for (let seed = 1; seed <= PAGES; seed++) {
      const page = await pageFromSchemas(seed, mediaHost);
      const checked = validatePageDocument(page, `seed ${seed}`);
      expect(checked.errors.map(formatContentError)).toEqual([]);
      pages.push(page as { bundle: string; url: { path: string } });
      await writeFile(join(content, 'pages', `generada-${seed}.json`), JSON.stringify(page));
    }
    expect(new Set(pages.map((p) => p.bundle)).size).toBeGreaterThan(5);

    const out = join(dir, 'site');
    const built = runBuild(out, { CONTENT_DIR: content });
    expect(built.report?.errors.map(formatContentError) ?? built.err).toEqual([]);
    expect(built.status, built.err).toBe(0);
    for (const p of pages) expect(existsSync(join(out, `${p.url.path}.html`)), p.url.path).toBe(true);
  });
});
