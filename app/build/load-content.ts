/** Load → parse → validate every document, collecting every error before anyone decides to stop. */
import type { Page, SiteConfig } from '../../generated/types/content.ts';
import { parseJson, validatePageDocument, validateSiteConfigDocument, type ContentError } from '../../pages/content/validate.ts';
import type { ContentSource } from './content-source.ts';

export interface LoadedContent {
  site: SiteConfig | null;
  pages: { page: Page; source: string }[];
  /** Pages left out, with why. */
  invalid: { source: string; errors: ContentError[] }[];
  errors: ContentError[];
}

export async function loadContent(source: ContentSource): Promise<LoadedContent> {
  const errors: ContentError[] = [];
  const invalid: LoadedContent['invalid'] = [];
  const siteDoc = await source.site();
  const siteJson = parseJson(siteDoc.text, siteDoc.source);
  const siteResult = siteJson.ok ? validateSiteConfigDocument(siteJson.value, siteDoc.source) : siteJson;
  if (!siteResult.ok) errors.push(...siteResult.errors);

  const pages: LoadedContent['pages'] = [];
  const byPath = new Map<string, string>();
  for (const doc of await source.pages()) {
    const json = parseJson(doc.text, doc.source);
    const result = json.ok ? validatePageDocument(json.value, doc.source) : json;
    if (!result.ok) {
      invalid.push({ source: doc.source, errors: result.errors });
      errors.push(...result.errors);
      continue;
    }
    const page = (result as { value: Page }).value;
    const clash = byPath.get(page.url.path);
    if (clash) {
      const e = {
        source: doc.source,
        pointer: '/url/path',
        expected: `a path no other page uses (${clash} has it)`,
        found: JSON.stringify(page.url.path),
      };
      invalid.push({ source: doc.source, errors: [e] });
      errors.push(e);
      continue;
    }
    byPath.set(page.url.path, doc.source);
    pages.push({ page, source: doc.source });
  }
  return { site: siteResult.ok ? (siteResult as { value: SiteConfig }).value : null, pages, invalid, errors };
}
