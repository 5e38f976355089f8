/**
 * Characters that change how the text around them is shown without being seen: bidirectional
 * overrides, embeddings and isolates, marks, and zero-width spaces (a title or an address that reads
 * one way and is another). The zero-width joiners that emoji and some scripts need are not among them.
 * Refused in titles and addresses; removed from every other text the site takes in (content, saved lists).
 */
export const INVISIBLE_CONTROLS = /[\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g;

/** `text` without invisible control characters. */
export const withoutInvisibleControls = (text: string) => text.replace(INVISIBLE_CONTROLS, '');
