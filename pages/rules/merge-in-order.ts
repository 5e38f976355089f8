/**
 * Two lists in the order of their keys (compared as strings, code unit by code unit, as `<` does) made
 * one in that order: what an edit keeps of a sorted list, and what it read anew, without sorting the
 * whole list again (the collection's layout, a language's data rows). Keys are unique across both.
 */
export function mergeInOrder<T>(kept: Iterable<T>, fresh: readonly T[], key: (item: T) => string): T[] {
  const merged: T[] = [];
  let next = 0;
  for (const item of kept) {
    const at = key(item);
    while (next < fresh.length && key(fresh[next]!) < at) merged.push(fresh[next++]!);
    merged.push(item);
  }
  for (; next < fresh.length; next++) merged.push(fresh[next]!);
  return merged;
}
