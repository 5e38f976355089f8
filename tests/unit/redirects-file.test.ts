/**
 * The _redirects file static hosts read (Netlify, Cloudflare Pages, GitLab Pages): each page's data
 * at its address from the one file the build keeps it in, then each language's 404 page.
 */
import { describe, expect, it } from 'vitest';
import { PAGE_DATA_REWRITE_DEPTH, redirectsFile } from '../../app/site-build/site-files/site-files.ts';
import { candidateFiles, parseTarget } from '../../app/serving/request-target.ts';
import { pageDataFileFor } from '../../app/site-build/render/render-pages.ts';
import { pageDataUrl } from '../../app/runtime/page-data.ts';

/** What a host does with `path` by the rules of `file`: the first rule whose pattern matches (placeholders are one segment, `*` the rest). */
function apply(file: string, path: string): { to: string; status: number } | null {
  for (const line of file.trim().split('\n')) {
    const [from, to, status] = line.trim().split(/\s+/);
    const names: string[] = [];
    const pattern = from!.replace(/[.]/g, '\\.').replace(/:(\w+)|\*/g, (_whole, name: string | undefined) => {
      names.push(name ?? 'splat');
      return name ? '([^/]+)' : '(.*)';
    });
    const m = new RegExp(`^${pattern}$`).exec(path);
    if (!m) continue;
    let target = to!;
    names.forEach((name, i) => (target = target.replace(name === 'splat' ? ':splat' : `:${name}`, m[i + 1]!)));
    return { to: target, status: Number(status) };
  }
  return null;
}

describe('the _redirects file', () => {
  const file = redirectsFile(['es', 'en', 'ca', 'eu', 'gl']);

  it('rewrites a page’s data address to the file the build writes, at every depth up to its limit', () => {
    for (const path of ['/', '/museo', '/en/visit', '/coleccion/obra/noche-meseta', '/en/collection/work/night-plateau']) {
      const address = pageDataUrl(path);
      expect(apply(file, address), address).toEqual({ to: `/${pageDataFileFor(path)}`, status: 200 });
      // The server and nginx name the same file first.
      const target = parseTarget(address);
      if (typeof target === 'number') throw new Error(address);
      expect(candidateFiles(target.segments)[0]).toBe(pageDataFileFor(path));
    }
    const deepest = `/${Array.from({ length: PAGE_DATA_REWRITE_DEPTH }, (_, i) => `s${i}`).join('/')}`;
    expect(apply(file, pageDataUrl(deepest))?.status).toBe(200);
  });

  it('sends other missing addresses to their language’s 404 page, with status 404', () => {
    expect(apply(file, '/en/no-such-page')).toEqual({ to: '/en/404.html', status: 404 });
    expect(apply(file, '/no-such-page')).toEqual({ to: '/404.html', status: 404 });
    // Rules apply where no file is: the rewrite takes only a page's data address, never a static query's.
    expect(apply(file, '/page-data/sq/d/0123abcd.json')).toEqual({ to: '/404.html', status: 404 });
  });
});
