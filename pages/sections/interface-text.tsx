import { useMemo, type ReactNode } from 'react';
import type { Language } from '../../generated/types/constants.ts';
import { LinkNotesContext } from '../../design-system/i18n/link-notes.ts';
import { TextLanguageContext } from '../../design-system/i18n/text-language.ts';
import { textLanguage, uiText, uiTextLang } from '../i18n/ui-text.ts';

/**
 * What the design system needs to know about a page's interface text: which language it is in where
 * that is not the page's (design-system/i18n/text-language.ts), and the words links use to say they
 * open a new window (design-system/i18n/link-notes.ts).
 */
export function InterfaceLanguage({ lang, children }: { lang: Language; children: ReactNode }) {
  const notes = useMemo(() => ({ newWindow: uiText(lang).newWindow, lang: uiTextLang(lang) }), [lang]);
  return (
    <TextLanguageContext.Provider value={textLanguage(lang)}>
      <LinkNotesContext.Provider value={notes}>{children}</LinkNotesContext.Provider>
    </TextLanguageContext.Provider>
  );
}

/**
 * A view made of the interface text (the search and visit pages), in an element that says which
 * language that is where it is not the page's: on a Catalan page, the Spanish interface text. Content
 * inside it (results, saved entries) is marked back with the page's language by its components.
 */
export function InterfaceText({ lang, children }: { lang: Language; children: ReactNode }) {
  const text = uiTextLang(lang);
  return text ? <div lang={text}>{children}</div> : <>{children}</>;
}
