/**
 * Paragraph types whose code comes only with the pages that hold one. The programme listing brings
 * its filters, its date rules and dayjs (≈ 9 KiB gzip): every other page would download them for
 * nothing. The browser loads a page's deferred paragraphs with its view (the page's HTML preloads
 * them); the build, the prerender, stories and tests provide them all at once (all-paragraphs.ts).
 */
import type { ParagraphType } from '../../generated/types/constants.ts';
import type { ParagraphView } from './types.ts';
import { chunkCache } from '../chunk-cache.ts';

type AnyParagraphView = ParagraphView<ParagraphType>;

const importers = {
  ParagraphActivitiesAndExhibitionsList: () =>
    import('../paragraphs/activities-and-exhibitions-list.tsx').then((m) => m.ActivitiesAndExhibitionsListParagraph as AnyParagraphView),
} satisfies Partial<Record<ParagraphType, () => Promise<AnyParagraphView>>>;

export type DeferredParagraphType = keyof typeof importers;

/** Source modules, for the build to name each one's chunk in the HTML of the pages that hold one. */
export const DEFERRED_PARAGRAPH_MODULES: Record<DeferredParagraphType, string> = {
  ParagraphActivitiesAndExhibitionsList: 'pages/paragraphs/activities-and-exhibitions-list.tsx',
};

export const isDeferredParagraph = (type: unknown): type is DeferredParagraphType =>
  typeof type === 'string' && Object.hasOwn(importers, type);

const paragraphs = chunkCache<DeferredParagraphType, AnyParagraphView>('deferred paragraph', importers);

export const provideParagraph = (type: DeferredParagraphType, view: AnyParagraphView): void => paragraphs.provide(type, view);

/** The view of a deferred paragraph, when its chunk is here. */
export const loadedParagraph = (type: DeferredParagraphType): AnyParagraphView | undefined => paragraphs.loaded(type);

/**
 * Every `type` a page's objects name, in the order they are first met, made once per page: the
 * build and the runtime ask it twice a page (the deferred paragraphs, the interface text sections).
 * Page data comes over the network: walked with a stack of its own, so no nesting depth can overflow
 * the call stack.
 */
const typesOf = new WeakMap<object, ReadonlySet<unknown>>();
function typesIn(page: object): ReadonlySet<unknown> {
  const known = typesOf.get(page);
  if (known) return known;
  const found = new Set<unknown>();
  const seen = new Set<object>();
  const stack: unknown[] = [page];
  while (stack.length) {
    const value = stack.pop();
    if (!value || typeof value !== 'object' || seen.has(value)) continue;
    seen.add(value);
    if (!Array.isArray(value)) {
      const type = (value as { type?: unknown }).type;
      if (typeof type === 'string') found.add(type);
    }
    // Only objects and arrays can hold a paragraph: the strings and numbers that are most of a page are not pushed.
    for (const v of Array.isArray(value) ? value : Object.values(value)) if (v && typeof v === 'object') stack.push(v);
  }
  typesOf.set(page, found);
  return found;
}

/** The paragraph types a page holds that `keep` accepts, wherever they are nested (paragraphs in paragraphs, sections). */
export function paragraphTypesIn<T extends string>(page: unknown, keep: (type: unknown) => type is T): T[] {
  if (!page || typeof page !== 'object') return [];
  return [...typesIn(page)].filter(keep);
}

/** The deferred paragraph types a page holds, wherever they are nested. */
export const deferredParagraphsOf = (page: unknown): DeferredParagraphType[] => paragraphTypesIn(page, isDeferredParagraph);

/** Loads the given paragraph types' chunks once each (a failed load may be tried again). */
export async function loadParagraphs(types: readonly DeferredParagraphType[]): Promise<void> {
  await Promise.all(types.map((type) => paragraphs.load(type)));
}
