/** One page of every view for the benchmarks: per bundle the sample page with the lowest CMS id (the original sample), then the search page. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LANGUAGE } from '../../generated/types/constants.ts';

export function onePagePerView(contentDir: string, lang: string = DEFAULT_LANGUAGE): Record<string, string> {
  const dir = join(contentDir, 'pages', lang);
  const pages = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as { id: string; bundle: string; url: { path: string } })
    .sort((a, b) => Number(a.id) - Number(b.id) || a.url.path.localeCompare(b.url.path));
  const byView: Record<string, string> = {};
  for (const p of pages) byView[p.bundle] ??= p.url.path;
  byView.search = lang === 'es' ? '/busqueda' : `/${lang}/search`;
  return byView;
}
