import { createContext, useContext } from 'react';
import type { Page } from '../../generated/types/content.ts';
import type { Phrase } from '../content/content-error-words.ts';
import type { PageView } from '../views/view-props.ts';

/** What /preview was given to check: the text of a document, or why it could not be read (said in the interface language). */
type PreviewSourceResult = { source: string; text: string } | { source: string; expects: Phrase; finds: Phrase };

/** Reads a document for /preview. The runtime (app/) provides it; pages/ never fetch. */
export type PreviewSourceLoader = (src: string) => Promise<PreviewSourceResult>;

const unavailable: PreviewSourceLoader = async (src) => ({ source: src, expects: ['readablePage'], finds: ['noLoader'] });

export const PreviewSourceContext = createContext<PreviewSourceLoader>(unavailable);
export const usePreviewSource = () => useContext(PreviewSourceContext);

/**
 * Loads the view a previewed page is shown with (its chunk, once). The runtime provides it from the
 * view table (pages/views/view-modules.ts), which lists the preview itself among its views, so the
 * preview never imports the table back.
 */
export type PreviewViewLoader = (page: Page) => Promise<PageView>;

const noViews: PreviewViewLoader = async (page) => {
  throw new Error(`no view loader in this context for ${page.bundle}`);
};

export const PreviewViewContext = createContext<PreviewViewLoader>(noViews);
export const usePreviewView = () => useContext(PreviewViewContext);
