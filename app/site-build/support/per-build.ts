/**
 * Caches that hold for one build: a process that builds again (a standby that stays warm,
 * ../standby.ts) empties them between builds, so that its next build reads what it reads afresh, as a
 * build in a process of its own does (a media file changed since, a content folder moved).
 */
const caches: { clear(): void }[] = [];

/** `cache`, emptied after each build of a process that builds again. */
export function perBuild<T extends { clear(): void }>(cache: T): T {
  caches.push(cache);
  return cache;
}

/** Empties every cache made with perBuild(): the next build of this process starts without them. */
export function forgetBuildCaches(): void {
  for (const cache of caches) cache.clear();
}
