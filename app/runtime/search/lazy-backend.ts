/** The search backend, fetched with the first search: pages that are not searched never download its code. */
import type { Language } from '../../../generated/types/constants.ts';
import type { WarmableSearchBackend } from './pagefind-backend.ts';

export function lazySearchBackend(buildHash: string): WarmableSearchBackend {
  let backend: Promise<WarmableSearchBackend> | undefined;
  const load = () =>
    (backend ??= import('./pagefind-backend.ts')
      .then((m) => m.createPagefindBackend(buildHash))
      .catch((err: unknown) => {
        backend = undefined; // a chunk that failed to load is tried again on the next search
        throw err;
      }));
  return {
    // A search page opened with a query searches as soon as it is hydrated: its code and its index can
    // come meanwhile, beside the view's own chunks, instead of after them.
    warm: (lang: Language) =>
      void load().then(
        (b) => b.warm(lang),
        () => undefined,
      ),
    search: async (request) => (await load()).search(request),
    facets: async (request, wanted) => (await load()).facets(request, wanted),
    elsewhere: async (query, langs) => (await load()).elsewhere(query, langs),
    artworkFacets: async (lang) => (await load()).artworkFacets(lang),
  };
}

/**
 * Whether the page just loaded is a search page that will search at once: the search view with a query
 * in its address (`q`, as pages/search/search-facets.ts reads it). Read from the address alone, so the
 * entry chunk carries none of the search page's code.
 */
export const searchesOnLoad = (bundle: string, address: string) => bundle === 'search' && !!new URLSearchParams(address).get('q')?.trim();
