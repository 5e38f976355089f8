/**
 * The search index updated as the build updates it (app/site-build/search/search-index.ts): the
 * compressed copies of Pagefind's WebAssembly read from the project's cache (compressed-once.ts), where
 * every build keeps them, instead of made again for every index a test makes (≈ 1.4 core-seconds each,
 * nearly all of an index of the sample's pages). That the copies are made, kept and checked is
 * app/site-build/search/compressed-once.test.ts's.
 */
import { updateSearchIndex as update } from '../../app/site-build/search/search-index.ts';
import { compressedCacheOf } from '../../app/site-build/search/compressed-once.ts';
import { ROOT } from './build.ts';

export const updateSearchIndex = (...[records, site, options]: Parameters<typeof update>) =>
  update(records, site, { compressedCache: compressedCacheOf(ROOT), ...options });
