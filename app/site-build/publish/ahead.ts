/**
 * Work a build does from the published build's record alone, done ahead by the standby build (../standby.ts)
 * while it waits for its command: at full scale each such piece (the link table's index, the collection's
 * layout, the published data files' rows) runs over tens of thousands of entries, on code not yet
 * optimised, and together they were a third of an edit's way to live.
 *
 * Each value is kept against the record's object it is made from (and the other arguments it was made
 * with), and given once: a build whose record is another object (read again, or none read ahead), or that
 * asks with other arguments, finds nothing and makes its own, so what the build uses is always what it
 * would have made. A value may be changed by the build that takes it.
 */
export interface Ahead<From extends object, Args extends unknown[], T> {
  /** What the build's report calls it. */
  readonly name: string;
  /** Made now, for the build that will want it; the value made. */
  prepare(from: From, ...args: Args): T;
  /** As made ahead from this very object and these arguments (once), or made now. */
  of(from: From, ...args: Args): T;
  /** As made ahead (once), or nothing: for a value the build can do without, at no more cost than making it. */
  ifMade(from: From, ...args: Args): T | undefined;
}

/** What this process's build took of what was made ahead, and used, by name (its report says so). */
export const takenAhead: string[] = [];

/** A next build in the same process (a warm standby) starts with nothing taken. */
export function forgetTaken(): void {
  takenAhead.length = 0;
}

/** Taken, but not of use to this build (made for an edit of another kind): no longer named as taken. */
export function notUsed(name: string): void {
  const i = takenAhead.lastIndexOf(name);
  if (i >= 0) takenAhead.splice(i, 1);
}

export function ahead<From extends object, Args extends unknown[], T>(
  name: string,
  make: (from: From, ...args: Args) => T,
): Ahead<From, Args, T> {
  const made = new WeakMap<From, { args: Args; value: T }>();
  const take = (from: From, args: Args): { value: T } | undefined => {
    const kept = made.get(from);
    made.delete(from);
    if (!kept || kept.args.length !== args.length || kept.args.some((a, i) => a !== args[i])) return undefined;
    takenAhead.push(name);
    return kept;
  };
  return {
    name,
    prepare(from, ...args) {
      const value = make(from, ...args);
      made.set(from, { args, value });
      return value;
    },
    of(from, ...args) {
      const kept = take(from, args);
      return kept ? kept.value : make(from, ...args);
    },
    ifMade(from, ...args) {
      return take(from, args)?.value;
    },
  };
}
