/**
 * A long list taken a piece at a time: what the build writes at tens of thousands of rows or entries
 * is made and written piece by piece, so that no whole file's text sits in its heap at once.
 */

/** `list` in pieces of `size` (the last may be shorter), in order. */
export function* piecesOf<T>(list: readonly T[], size: number): Generator<readonly T[]> {
  for (let i = 0; i < list.length; i += size) yield list.slice(i, i + size);
}
