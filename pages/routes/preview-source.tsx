import { createContext, useContext } from 'react';

/** What /preview was given to check: the text of a document, or why it could not be read. */
export type PreviewSourceResult = { source: string; text: string } | { source: string; expected: string; found: string };

/** Reads a document for /preview. The runtime (app/) provides it; pages/ never fetch. */
export type PreviewSourceLoader = (src: string) => Promise<PreviewSourceResult>;

const unavailable: PreviewSourceLoader = async (src) => ({
  source: src,
  expected: 'a page the preview can read here',
  found: 'no loader in this context (paste the JSON instead)',
});

export const PreviewSourceContext = createContext<PreviewSourceLoader>(unavailable);
export const usePreviewSource = () => useContext(PreviewSourceContext);
