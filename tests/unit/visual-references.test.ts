/**
 * The references as committed: within the repository's budget for them (30 MB), enough of them to
 * stand for every story in both themes and every view at both widths, lossless (a lossy file would
 * never match the picture it was made from), named as the run names them, listed by the docs' index,
 * and stamped with the Chromium that took them.
 */
import { readFileSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MANIFEST, REFERENCES, REFERENCE_EXTENSION, referenceFiles } from '../visual/pictures.ts';

const MAX_BYTES = 30 * 1024 * 1024;

const files = referenceFiles();
const stories = files.filter((f) => f.startsWith(REFERENCES.stories));
const pages = files.filter((f) => f.startsWith(REFERENCES.pages));

describe('the visual references', () => {
  it('are at least 800 pictures, stories and pages, within 30 MB together', () => {
    expect(files.length).toBeGreaterThanOrEqual(800);
    expect(stories.length).toBeGreaterThan(600);
    expect(pages.length).toBeGreaterThanOrEqual(88);
    const bytes = files.reduce((sum, f) => sum + statSync(f).size, 0);
    expect(bytes).toBeLessThanOrEqual(MAX_BYTES);
  });

  it('are lossless WebP files', () => {
    const lossy = files.filter((f) => {
      const head = readFileSync(f).subarray(0, 16).toString('latin1');
      return !(head.startsWith('RIFF') && head.slice(8, 16) === 'WEBPVP8L');
    });
    expect(lossy).toEqual([]);
  });

  it('are named as the run names them: <story id>.<theme>-<width> and <view>-<width>-<theme>', () => {
    const ext = REFERENCE_EXTENSION.replace('.', '\\.');
    expect(
      stories.map((f) => basename(f)).filter((n) => !new RegExp(`^[a-z0-9-]+--[a-z0-9-]+\\.(light|dark)-\\d+${ext}$`).test(n)),
    ).toEqual([]);
    expect(pages.map((f) => basename(f)).filter((n) => !new RegExp(`^[a-z0-9_-]+-(1280|390)-(light|dark)${ext}$`).test(n))).toEqual([]);
  });

  it('every page picture is in the docs index, and the index links to nothing else', () => {
    const index = readFileSync(`${REFERENCES.pages}/README.md`, 'utf8');
    const linked = [...index.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]!).filter((l) => l.endsWith(REFERENCE_EXTENSION));
    expect(linked.sort()).toEqual(pages.map((f) => basename(f)).sort());
  });

  it('say which Chromium took them', () => {
    const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as { chromium?: string };
    expect(manifest.chromium).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
  });
});
