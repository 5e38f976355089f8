/** Where content comes from. The filesystem (content/) is the default; a CMS over HTTP serves the same JSON. */
import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';

export interface RawDocument {
  /** The file path or URL, as an editor would recognise it. */
  source: string;
  text: string;
}

export interface ContentSource {
  describe: string;
  site(): Promise<RawDocument>;
  pages(): Promise<RawDocument[]>;
  /** Files copied to the site as they are (sample media). */
  mediaDir?: string;
}

export function filesystemSource(root: string, cwd = process.cwd()): ContentSource {
  const rel = (p: string) => relative(cwd, p) || p;
  const read = async (file: string): Promise<RawDocument> => ({ source: rel(file), text: await readFile(file, 'utf8') });
  return {
    describe: `files in ${rel(root)}`,
    mediaDir: join(root, 'media'),
    site: () => read(join(root, 'site/config.json')),
    async pages() {
      const dir = join(root, 'pages');
      const entries = await readdir(dir, { recursive: true });
      const files = entries.filter((f) => f.endsWith('.json')).sort();
      return Promise.all(files.map((f) => read(join(dir, f))));
    },
  };
}
