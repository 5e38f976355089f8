import { useEffect, useState } from 'react';
import type { ParagraphType } from '../../generated/types/constants.ts';
import { loadedParagraph, loadParagraphs, type DeferredParagraphType } from './deferred-paragraphs.ts';
import type { EntityOf, ParagraphView } from './types.ts';

/**
 * A deferred paragraph in the registry: its view when the chunk is here (the runtime loads it with
 * the page, so hydration and navigation always find it); should it not be, it is loaded and shown then.
 */
export function deferredParagraph<T extends DeferredParagraphType & ParagraphType>(type: T): ParagraphView<T> {
  function Deferred({ entity, ctx }: { entity: EntityOf<T>; ctx: Parameters<ParagraphView<T>>[0]['ctx'] }) {
    const [View, setView] = useState(() => loadedParagraph(type));
    useEffect(() => {
      if (View) return;
      let live = true;
      loadParagraphs([type]).then(
        () => live && setView(() => loadedParagraph(type)),
        (err: unknown) => console.error(`[assembler] the ${type} paragraph could not be loaded`, err),
      );
      return () => {
        live = false;
      };
    }, [View]);
    return View ? <View entity={entity as never} ctx={ctx} /> : null;
  }
  Deferred.displayName = `Deferred(${type})`;
  return Deferred;
}
