/**
 * mapBounded (app/site-build/support/map-bounded.ts) bounds the build's fan-outs (open files, records in flight
 * to Pagefind): never more than its limit at once, each item started in order as soon as another ends,
 * nothing started once a call has failed, and the failure thrown once the calls still running have ended.
 */
import { describe, expect, it } from 'vitest';
import { mapBounded } from '../../app/site-build/support/map-bounded.ts';

/** A call that ends when the test says so. */
interface Pending {
  item: number;
  end: (value?: number) => void;
  fail: (err: Error) => void;
}

/** Lets every promise reaction that is ready run. */
const settle = async () => {
  for (let k = 0; k < 10; k++) await Promise.resolve();
};

function calls() {
  const started: number[] = [];
  const running = new Map<number, Pending>();
  let most = 0;
  const fn = (item: number) =>
    new Promise<number>((resolve, reject) => {
      started.push(item);
      const done = () => running.delete(item);
      running.set(item, {
        item,
        end: (value = item * 10) => (done(), resolve(value)),
        fail: (err) => (done(), reject(err)),
      });
      most = Math.max(most, running.size);
    });
  return { fn, started, running, most: () => most };
}

describe('mapBounded', () => {
  it('keeps at most its limit running, starts each item in order as another ends, and gives the results in order', async () => {
    const c = calls();
    const items = Array.from({ length: 10 }, (_, i) => i);
    const all = mapBounded(items, 3, c.fn);
    await settle();
    expect(c.started).toEqual([0, 1, 2]);
    c.running.get(1)!.end();
    await settle();
    // The one that ended is replaced at once, by the next item of the list.
    expect(c.started).toEqual([0, 1, 2, 3]);
    while (c.running.size) {
      for (const p of [...c.running.values()]) p.end();
      await settle();
    }
    expect(await all).toEqual(items.map((i) => i * 10));
    expect(c.started).toEqual(items);
    expect(c.most()).toBe(3);
  });

  it('starts nothing once a call has failed, and throws that failure once the calls running have ended', async () => {
    const c = calls();
    const all = mapBounded(
      Array.from({ length: 10 }, (_, i) => i),
      2,
      c.fn,
    );
    let settled = false;
    all.then(
      () => (settled = true),
      () => (settled = true),
    );
    await settle();
    c.running.get(0)!.fail(new Error('record 0 refused'));
    await settle();
    // Not thrown while a call still runs (its caller would clean up under it); nothing new is started.
    expect(settled).toBe(false);
    c.running.get(1)!.end();
    await settle();
    await expect(all).rejects.toThrow('record 0 refused');
    expect(c.started).toEqual([0, 1]);
    expect(c.running.size).toBe(0);
  });

  it('runs nothing for no items, and never more calls than items', async () => {
    const c = calls();
    expect(await mapBounded([], 4, c.fn)).toEqual([]);
    const two = mapBounded([7, 8], 16, c.fn);
    await settle();
    expect(c.started).toEqual([7, 8]);
    for (const p of [...c.running.values()]) p.end();
    expect(await two).toEqual([70, 80]);
  });
});
