import { createContext, useContext } from 'react';
import type { Phrase } from '../content/content-error-words.ts';

/** What /preview was given to check: the text of a document, or why it could not be read (said in the interface language). */
export type PreviewSourceResult = { source: string; text: string } | { source: string; expects: Phrase; finds: Phrase };

/** Reads a document for /preview. The runtime (app/) provides it; pages/ never fetch. */
export type PreviewSourceLoader = (src: string) => Promise<PreviewSourceResult>;

const unavailable: PreviewSourceLoader = async (src) => ({ source: src, expects: ['readablePage'], finds: ['noLoader'] });

export const PreviewSourceContext = createContext<PreviewSourceLoader>(unavailable);
export const usePreviewSource = () => useContext(PreviewSourceContext);
