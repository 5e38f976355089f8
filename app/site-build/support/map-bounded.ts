/**
 * Runs `fn` over `items` with at most `limit` at once (the machine's open-file limit is finite): each
 * call that ends starts the next item, in the order of `items`. Once a call fails, no item is started,
 * and the first failure is thrown once the calls still running have ended: a caller that cleans up
 * after a failure (removes the folder they write into) never races them.
 */
export async function mapBounded<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  let failed = false;
  const lanes = await Promise.allSettled(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length && !failed) {
        const i = next++;
        try {
          out[i] = await fn(items[i]!);
        } catch (err) {
          failed = true;
          throw err;
        }
      }
    }),
  );
  const failure = lanes.find((l): l is PromiseRejectedResult => l.status === 'rejected');
  if (failure) throw failure.reason;
  return out;
}

/** Wraps `fn` so that at most `limit` calls run at once, however many callers there are (a semaphore). */
export function limited<A extends unknown[], R>(limit: number, fn: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (...args: A) => {
    if (running >= limit) await new Promise<void>((go) => waiting.push(go));
    running++;
    try {
      return await fn(...args);
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}
