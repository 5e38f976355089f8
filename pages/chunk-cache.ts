/**
 * What the browser loads in chunks, by key (a view, a language's interface text, a deferred
 * paragraph): each chunk is imported once, a failed import may be tried again, and a key that is not
 * one of the importers' (it can come from page data, over the network) is refused, never looked up.
 * The build and tests put every value in up front with `provide`.
 */
interface ChunkCache<K extends string, V> {
  load(key: K): Promise<V>;
  /** The value, when its chunk is here. */
  loaded(key: K): V | undefined;
  provide(key: K, value: V): void;
  /** Any value that is here (a fallback when the one wanted is not). */
  any(): V | undefined;
}

export function chunkCache<K extends string, V>(what: string, importers: Record<K, () => Promise<V>>): ChunkCache<K, V> {
  const loaded = new Map<K, V>();
  const loading = new Map<K, Promise<V>>();
  return {
    load(key) {
      if (!Object.hasOwn(importers, key)) return Promise.reject(new Error(`no ${what} for ${JSON.stringify(key)}`));
      const done = loaded.get(key);
      if (done) return Promise.resolve(done);
      let p = loading.get(key);
      if (!p) {
        p = importers[key]().then(
          (value) => {
            loaded.set(key, value);
            return value;
          },
          (err: unknown) => {
            loading.delete(key);
            throw err;
          },
        );
        loading.set(key, p);
      }
      return p;
    },
    loaded: (key) => loaded.get(key),
    provide: (key, value) => void loaded.set(key, value),
    any: () => loaded.values().next().value,
  };
}
