/**
 * What the visual run compares and where each reference lives. A picture is a story of the design
 * system (by its Storybook id) or a page of the built sample site (by its path), in one theme, at one
 * width. Story references live in tests/visual/stories/; page references are the pictures of the docs
 * (docs/screenshots/), so those can never be stale: the run fails when they differ from the site.
 */
import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');

/** Where the references live: one folder for the stories', one for the pages'. */
export interface ReferenceFolders {
  stories: string;
  pages: string;
}
export const REFERENCES: ReferenceFolders = { stories: join(ROOT, 'tests/visual/stories'), pages: join(ROOT, 'docs/screenshots') };
/** What the references were taken with: the browser's version, to tell a new Chromium from a regression. */
export const MANIFEST = join(ROOT, 'tests/visual/references.json');

/**
 * References are lossless WebP: the same pixels as a PNG (the run compares decoded pixels, and a
 * lossless file gives back exactly what it was given), in 45 % of a PNG's bytes on these pictures
 * (zlib at its best: 7.7 MB against 3.4 MB for a fifth of them). Decision 92.
 */
export const REFERENCE_EXTENSION = '.webp';

export type Theme = 'light' | 'dark';

interface PictureBase {
  theme: Theme;
  width: number;
}
export interface StoryPicture extends PictureBase {
  kind: 'story';
  /** Storybook's story id (`design-system-button--primary`). */
  id: string;
  /** The story's title and name, as Storybook's sidebar shows them. */
  title: string;
  /** The viewport preset it was shown at, for the link back to Storybook. */
  viewport: string;
}
export interface PagePicture extends PictureBase {
  kind: 'page';
  /** The page's path on the site (`/coleccion/obra/noche-meseta`). */
  path: string;
  /** The view it stands for (`artwork`), which names its file. */
  view: string;
}
export type Picture = StoryPicture | PagePicture;

/** The reference's file, absolute: `<story id>.<theme>-<width>.webp`, or `<view>-<width>-<theme>.webp` for a page. */
export function referenceFile(p: Picture, folders = REFERENCES): string {
  return p.kind === 'story'
    ? join(folders.stories, `${p.id}.${p.theme}-${p.width}${REFERENCE_EXTENSION}`)
    : join(folders.pages, `${p.view}-${p.width}-${p.theme}${REFERENCE_EXTENSION}`);
}

/** Every reference file there is now, absolute. */
export function referenceFiles(folders = REFERENCES): string[] {
  return [folders.stories, folders.pages].flatMap((dir) => {
    try {
      return readdirSync(dir)
        .filter((f) => f.endsWith(REFERENCE_EXTENSION))
        .map((f) => join(dir, f));
    } catch {
      return [];
    }
  });
}

export const fromRoot = (file: string) => relative(ROOT, file);

/**
 * Whether the command line named a story or a page: by story id or title, view name or page path, each
 * with `*` for any run of characters (`design-system-button--*`, `Content/Hero`, `artwork`, `/en*`). No
 * pattern names everything.
 */
export function named(names: readonly string[], patterns: readonly string[]): boolean {
  if (patterns.length === 0) return true;
  return patterns.some((pattern) => {
    const re = new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`, 'i');
    return names.some((n) => re.test(n));
  });
}
