/**
 * Which language each part of a page is written in, where it is not the page's own. The Catalan,
 * Basque and Galician pages reuse the Spanish interface text (SPEC §1): every element holding
 * interface text there carries `lang="es"`, so a voice reads it as Spanish (WCAG 3.1.2), and content
 * inside such an element (a menu inside a labelled `nav`) carries the page's language again.
 *
 * Components read it from context rather than from a prop on each, because interface text is
 * everywhere (the chrome, labels, buttons); the page provides it, computed from its text catalogue
 * (pages/i18n/ui-text.ts `textLanguage`), so a page whose interface is translated marks nothing.
 */
import { createContext, useContext } from 'react';

export interface TextLanguage {
  /** The page's own language (`<html lang>`). */
  page?: string;
  /** The language of the interface text, given only where it differs from the page's. */
  text?: string;
}

export const TextLanguageContext = createContext<TextLanguage>({});

/** The languages in effect: `text` is undefined where the interface is in the page's own language. */
export const useTextLanguage = (): TextLanguage => useContext(TextLanguageContext);

/** The `lang` a part in language `part` needs inside an element in language `within` (none when they agree). */
export const langWithin = (part: string | undefined, within: string | undefined): string | undefined =>
  part && within && part !== within ? part : undefined;
