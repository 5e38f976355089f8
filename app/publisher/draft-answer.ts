/**
 * What the publishing service answers to a preview link: a page and its headers, never kept by a cache
 * or a search engine. The pages that say why a link shows nothing are made here.
 */
import { randomBytes } from 'node:crypto';
import type { ContentError } from '../../pages/content/content-error.ts';
import { plainPagePolicy } from '../serving/http-headers.ts';
import { DRAFT_NOTICE_STYLE_HASH, draftProblemPage } from './draft-pages.ts';

export interface DraftAnswer {
  status: number;
  html: string;
  headers: Record<string, string>;
}

/** Never kept by a cache, never indexed, and the signed link never sent on as a Referer. */
export const PRIVATE_HEADERS = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow', 'referrer-policy': 'no-referrer' };

/**
 * A page that says why a preview shows nothing because something failed behind it (the CMS, the
 * published build, the renderer): what failed, with its addresses and messages, goes to the service's
 * log under a reference; the page names only the reference, never an address, a path or an exception.
 */
export function failureProblem(status: number, kind: 'cms' | 'notPublished', logged: string): DraftAnswer {
  const reference = randomBytes(4).toString('hex');
  console.error(`publisher: draft preview ${reference}: ${logged}`);
  return problem(status, kind, `Referencia para el servicio técnico: ${reference}`);
}

/** A page that says why a preview shows nothing (kind), with what the editor can act on (detail). */
export const problem = (status: number, kind: Parameters<typeof draftProblemPage>[0], detail?: string | ContentError[]): DraftAnswer => ({
  status,
  html: draftProblemPage(kind, detail),
  headers: { ...PRIVATE_HEADERS, 'content-security-policy': plainPagePolicy(DRAFT_NOTICE_STYLE_HASH, "'none'") },
});
