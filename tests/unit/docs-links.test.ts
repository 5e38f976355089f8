/**
 * The README and docs/ link to each other and to the code by relative paths: every one must lead to a
 * file that exists and, where it names a heading (`page.md#heading`), to a heading that page has.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const markdownUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? markdownUnder(join(dir, e.name)) : e.name.endsWith('.md') ? [join(dir, e.name)] : [],
  );
const pages = [join(root, 'README.md'), ...markdownUnder(join(root, 'docs'))];

/** GitHub's anchor for a heading: lower case, punctuation dropped but hyphens, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- ]/gu, '')
    .replace(/ /g, '-');

const withoutCode = (markdown: string) => markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
const headingsOf = (file: string) =>
  new Set(
    withoutCode(readFileSync(file, 'utf8'))
      .split('\n')
      .filter((l) => /^#{1,6} /.test(l))
      .map((l) => anchorOf(l.replace(/^#+ /, ''))),
  );
const linksOf = (file: string) => [...withoutCode(readFileSync(file, 'utf8')).matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);

describe('the README and docs/', () => {
  it('have the front door and a page per subject', () => {
    for (const page of ['architecture', 'content', 'building', 'serving', 'runtime', 'search', 'accessibility', 'performance', 'testing'])
      expect(existsSync(join(root, 'docs', `${page}.md`)), page).toBe(true);
    expect(readFileSync(join(root, 'README.md'), 'utf8').split('\n').length).toBeLessThanOrEqual(220);
  });

  it('link only to files and headings that exist', () => {
    const broken: string[] = [];
    let checked = 0;
    for (const file of pages)
      for (const link of linksOf(file)) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(link)) continue; // another site, mail
        const [path = '', anchor] = link.split('#');
        const target = path ? resolve(dirname(file), decodeURIComponent(path)) : file;
        checked++;
        const where = `${relative(root, file)} → ${link}`;
        if (!existsSync(target)) broken.push(`${where}: no such file`);
        else if (anchor && statSync(target).isFile() && target.endsWith('.md') && !headingsOf(target).has(anchor))
          broken.push(`${where}: no such heading`);
      }
    expect(broken).toEqual([]);
    expect(checked).toBeGreaterThan(60); // the decisions index alone has 53
  });

  it('each decision is a record with its context, decision and consequences, listed in the index', () => {
    const dir = join(root, 'docs/decisions');
    const index = readFileSync(join(dir, 'README.md'), 'utf8');
    for (const name of readdirSync(dir).filter((n) => /^\d{4}-.+\.md$/.test(n))) {
      const text = readFileSync(join(dir, name), 'utf8');
      for (const part of ['## Context', '## Decision', '## Consequences']) expect(text, `${name}: ${part}`).toContain(part);
      expect(index, name).toContain(`(${name})`);
    }
  });
});
