/**
 * Every interface catalogue at once, for what renders any language without loading: the build and
 * its prerender, the dev server, stories and tests. Never imported by the browser's entry (a page
 * loads its own language's catalogue, pages/i18n/ui-text.ts).
 */
import { en } from './catalogue-en.ts';
import { es } from './catalogue-es.ts';
import { provideUiText } from './ui-text.ts';

export function provideAllUiText(): void {
  provideUiText('es', es);
  provideUiText('en', en);
}
