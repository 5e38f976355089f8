import type { TextPiece } from './search-backend.ts';

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Marks the words of `text` that start with a searched word, ignoring case and accents
 * ("arbol" marks "Árboles"), as Pagefind matches them.
 */
export function highlightWords(text: string, query: string): TextPiece[] {
  const terms = [...new Set(fold(query).split(/[^\p{L}\p{N}]+/u))].filter((t) => t.length >= 2);
  if (!terms.length) return [{ text }];
  // Folded text with, for each folded character, the index of the character it came from.
  let folded = '';
  const from: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const f = fold(text[i]!);
    folded += f;
    for (let k = 0; k < f.length; k++) from.push(i);
  }
  const marked = new Array<boolean>(text.length).fill(false);
  const wordStart = /(^|[^\p{L}\p{N}])([\p{L}\p{N}]+)/gu;
  for (const m of folded.matchAll(wordStart)) {
    const start = m.index + m[1]!.length;
    const word = m[2]!;
    const term = terms.find((t) => word.startsWith(t));
    if (!term) continue;
    for (let k = start; k < start + term.length; k++) marked[from[k]!] = true;
  }
  const pieces: TextPiece[] = [];
  for (let i = 0; i < text.length; i++) {
    const last = pieces[pieces.length - 1];
    if (last && Boolean(last.match) === marked[i]) last.text += text[i];
    else pieces.push(marked[i] ? { text: text[i]!, match: true } : { text: text[i]! });
  }
  return pieces;
}
