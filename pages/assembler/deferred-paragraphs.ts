/**
 * Paragraph types whose code comes only with the pages that hold one. The programme listing brings
 * its filters, its date rules and dayjs (≈ 9 KiB gzip): every other page would download them for
 * nothing. The browser loads a page's deferred paragraphs with its view (the page's HTML preloads
 * them); the build, the prerender, stories and tests provide them all at once (all-paragraphs.ts).
 */
import type { ParagraphType } from '../../generated/types/constants.ts';
import type { ParagraphView } from './types.ts';

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

const loaded = new Map<DeferredParagraphType, AnyParagraphView>();
const loading = new Map<DeferredParagraphType, Promise<AnyParagraphView>>();

export function provideParagraph(type: DeferredParagraphType, view: AnyParagraphView): void {
  loaded.set(type, view);
}

/** The view of a deferred paragraph, when its chunk is here. */
export const loadedParagraph = (type: DeferredParagraphType): AnyParagraphView | undefined => loaded.get(type);

/** The deferred paragraph types a page holds, wherever they are nested (paragraphs in paragraphs, sections). */
export function deferredParagraphsOf(page: unknown): DeferredParagraphType[] {
  const found = new Set<DeferredParagraphType>();
  const seen = new Set<object>();
  const visit = (value: unknown) => {
    if (!value || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const v of value) visit(v);
      return;
    }
    const type = (value as { type?: unknown }).type;
    if (isDeferredParagraph(type)) found.add(type);
    for (const v of Object.values(value)) visit(v);
  };
  visit(page);
  return [...found];
}

/** Loads the given paragraph types' chunks once each (a failed load may be tried again). */
export async function loadParagraphs(types: readonly DeferredParagraphType[]): Promise<void> {
  await Promise.all(
    types.map((type) => {
      if (loaded.has(type)) return undefined;
      let p = loading.get(type);
      if (!p) {
        p = importers[type]().then(
          (view) => {
            loaded.set(type, view);
            return view;
          },
          (err: unknown) => {
            loading.delete(type);
            throw err;
          },
        );
        loading.set(type, p);
      }
      return p;
    }),
  );
}
