/**
 * Every deferred paragraph at once, for what renders any page without loading: the build and its
 * prerender, the dev server, stories and tests. Never imported by the browser's entry.
 */
import { ActivitiesAndExhibitionsListParagraph } from '../paragraphs/activities-and-exhibitions-list.tsx';
import type { ParagraphType } from '../../generated/types/constants.ts';
import type { ParagraphView } from './types.ts';
import { provideParagraph } from './deferred-paragraphs.ts';

export function provideAllParagraphs(): void {
  provideParagraph('ParagraphActivitiesAndExhibitionsList', ActivitiesAndExhibitionsListParagraph as ParagraphView<ParagraphType>);
}
