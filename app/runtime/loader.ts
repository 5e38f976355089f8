/** Fetches page data and the shared static data, caching both for the visit. */
import type { LoadedPage } from './App.tsx';
import { pageDataUrl, staticQueryUrl, type PageDataFile, type StaticQueryFile } from './page-data.ts';

const pages = new Map<string, Promise<LoadedPage>>();
const staticQueries = new Map<string, Promise<StaticQueryFile>>();

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { headers: { accept: 'application/json' } });
  if (!res.ok) throw Object.assign(new Error(`${url}: HTTP ${res.status}`), { status: res.status });
  return (await res.json()) as T;
}

function staticQuery(hash: string) {
  let p = staticQueries.get(hash);
  if (!p) staticQueries.set(hash, (p = getJson<StaticQueryFile>(staticQueryUrl(hash))));
  return p;
}

export function loadPage(path: string): Promise<LoadedPage> {
  let p = pages.get(path);
  if (!p) {
    p = (async () => {
      const data = await getJson<PageDataFile>(pageDataUrl(path));
      const [sq] = await Promise.all(data.staticQueryHashes.map(staticQuery));
      if (!sq) throw new Error(`${pageDataUrl(path)}: no static query data`);
      return { path: data.path, page: data.result.page, chrome: sq.data.chrome };
    })();
    p.catch(() => pages.delete(path));
    pages.set(path, p);
  }
  return p;
}
