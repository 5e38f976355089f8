/**
 * Every interface catalogue and section at once, for what renders any language without loading: the
 * build and its prerender, the dev server, stories and tests. Never imported by the browser's entry (a
 * page loads its own language's catalogue and its view's sections, pages/i18n/ui-text.ts).
 */
import { en } from './catalogue-en.ts';
import { es } from './catalogue-es.ts';
import { text as searchPageEs } from './sections/search-page-es.ts';
import { text as searchPageEn } from './sections/search-page-en.ts';
import { text as searchResultsEs } from './sections/search-results-es.ts';
import { text as searchResultsEn } from './sections/search-results-en.ts';
import { text as visitPageEs } from './sections/visit-page-es.ts';
import { text as visitPageEn } from './sections/visit-page-en.ts';
import { text as collectionEs } from './sections/collection-es.ts';
import { text as collectionEn } from './sections/collection-en.ts';
import { text as hoursEs } from './sections/hours-es.ts';
import { text as hoursEn } from './sections/hours-en.ts';
import { text as collectionDataEs } from './sections/collection-data-es.ts';
import { text as collectionDataEn } from './sections/collection-data-en.ts';
import { provideTextSection, provideUiText, type UiText } from './ui-text.ts';

export function provideAllUiText(): void {
  provideUiText('es', es);
  provideUiText('en', en);
  provideTextSection('searchPage', 'es', searchPageEs);
  provideTextSection('searchPage', 'en', searchPageEn);
  provideTextSection('searchResults', 'es', searchResultsEs);
  provideTextSection('searchResults', 'en', searchResultsEn);
  provideTextSection('visitPage', 'es', visitPageEs);
  provideTextSection('visitPage', 'en', visitPageEn);
  provideTextSection('collection', 'es', collectionEs);
  provideTextSection('collection', 'en', collectionEn);
  provideTextSection('hours', 'es', hoursEs);
  provideTextSection('hours', 'en', hoursEn);
  provideTextSection('collectionData', 'es', collectionDataEs);
  provideTextSection('collectionData', 'en', collectionDataEn);
}

/** A language's whole text as one object, without the registry (for tests and tools). */
export const allUiText: Record<'es' | 'en', UiText> = {
  es: { ...es, ...searchPageEs, ...searchResultsEs, ...visitPageEs, ...collectionEs, ...hoursEs, ...collectionDataEs },
  en: { ...en, ...searchPageEn, ...searchResultsEn, ...visitPageEn, ...collectionEn, ...hoursEn, ...collectionDataEn },
};
