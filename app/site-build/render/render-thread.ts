/**
 * What a render thread runs (render-worker.mjs): the prerender and the build's page writing, bundled
 * together by Vite beside the prerender (bundle.ts). The thread loads plain JavaScript with one copy of
 * the views and the page code, instead of a TypeScript loader of its own (a thread of its own) and a
 * second copy of every module the build's page code shares with the prerender.
 */
export * from '../../runtime/entry-server.tsx';
export { createLinkReader, provideRenderData, renderAndWrite } from './render-pages.ts';
export { createSiteWriter } from './site-writer.ts';
