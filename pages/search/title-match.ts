/**
 * How well a result's title answers what the visitor typed, to order the first page of results.
 * Pagefind ranks by the words of a whole record (BM25), and shortens no long page's odds for holding
 * the words in its title: an exhibition called "Paisajes de la abstracción", with a long text of its
 * own, came below a short video page titled "Montaje de Paisajes de la abstracción". The results
 * the visitor sees first are put in order of this score, Pagefind's order kept between equals.
 */

/** The words of a text that carry meaning: lower case, without accents, three letters or more. */
export function meaningfulWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3);
}

/** The same word, give or take an ending (paisaje, paisajes; abstracto, abstracta). */
const sameWord = (a: string, b: string) => {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return long.length - short.length <= 2 && long.startsWith(short.length > 4 ? short.slice(0, -1) : short);
};

/**
 * 0 when the title holds none of the query's words; otherwise 1 for each query word it holds as typed
 * (¾ with another ending), plus the share of the title's words the query names (a title that is the
 * query scores highest; one that only contains a word among many, lowest).
 */
export function titleMatchScore(query: string, title: string): number {
  const asked = [...new Set(meaningfulWords(query))];
  const words = meaningfulWords(title);
  if (!asked.length || !words.length) return 0;
  // A word as typed counts whole; the same word with another ending, a little less.
  const held = asked.reduce((n, q) => n + (words.includes(q) ? 1 : words.some((w) => sameWord(q, w)) ? 0.75 : 0), 0);
  if (!held) return 0;
  const covered = words.filter((w) => asked.some((q) => sameWord(q, w))).length;
  return held + covered / words.length;
}

/** `items` ordered by their title's score for `query`, the given order kept between equal scores. */
export function byTitleMatch<T>(query: string, items: readonly T[], titleOf: (item: T) => string): T[] {
  return items
    .map((item, i) => ({ item, i, score: titleMatchScore(query, titleOf(item)) }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map((x) => x.item);
}
