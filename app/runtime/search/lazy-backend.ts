/** The search backend, fetched with the first search: pages that are not searched never download its code. */
import type { SearchBackend } from '../../../pages/search/search-backend.ts';

export function lazySearchBackend(buildHash: string): SearchBackend {
  let backend: Promise<SearchBackend> | undefined;
  const load = () =>
    (backend ??= import('./pagefind-backend.ts')
      .then((m) => m.createPagefindBackend(buildHash))
      .catch((err: unknown) => {
        backend = undefined; // a chunk that failed to load is tried again on the next search
        throw err;
      }));
  return {
    search: async (request) => (await load()).search(request),
    facets: async (request, wanted) => (await load()).facets(request, wanted),
    elsewhere: async (query, langs) => (await load()).elsewhere(query, langs),
    artworkFacets: async (lang) => (await load()).artworkFacets(lang),
  };
}
