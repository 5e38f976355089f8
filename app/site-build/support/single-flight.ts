/**
 * One piece of work per key at a time, within this process: a call for a key whose work is under way
 * joins it instead of starting it again (two pages of one title ask for one share card, two files of
 * one content for one picture's sizes, at once). `first` is true for the call that started it.
 */
export function singleFlight<T>() {
  const running = new Map<string, Promise<T>>();
  return (key: string, work: () => Promise<T>): { result: Promise<T>; first: boolean } => {
    const under = running.get(key);
    if (under) return { result: under, first: false };
    const result = work().finally(() => running.delete(key));
    running.set(key, result);
    return { result, first: true };
  };
}
