/**
 * What the browser loads per page (a language's interface text, deferred paragraphs), all at once:
 * for the build and its prerender, the dev server, stories and tests, which render any page at any time.
 */
import { provideAllParagraphs } from './assembler/all-paragraphs.ts';
import { provideAllUiText } from './i18n/all-ui-text.ts';

export function provideStaticRendering(): void {
  provideAllUiText();
  provideAllParagraphs();
}
