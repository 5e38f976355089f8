/**
 * The works' IIIF Presentation 3 manifests (pages/rules/iiif-manifest.ts), written from the parts of
 * the artwork pages that show a picture (pages/rules/work-part.ts): a whole build writes them all, an
 * edit those of the works whose parts it read or lost (and removes a manifest no page gives any more).
 * JSON as a viewer reads it, and as two builds of the same content write it: the parts in the site's
 * language order, keys in a fixed order.
 */
import type { SiteConfig } from '../../../generated/types/content.ts';
import { isPictured, manifestOf, type PicturedPart } from '../../../pages/rules/iiif-manifest.ts';
import type { WorkPart } from '../../../pages/rules/work-part.ts';
import { manifestPath } from '../../../pages/rules/iiif-link.ts';
import { siteNameFor } from '../../../pages/chrome/site-chrome.ts';
import { provideAllUiText } from '../../../pages/i18n/all-ui-text.ts';
import { createSiteWriter } from '../render/site-writer.ts';

// The facts' names are interface text, in every language.
provideAllUiText();

interface ManifestInput {
  /** Every artwork page's part, by its site path. */
  entries: Readonly<Record<string, WorkPart>>;
  /**
   * An edit: the manifests to write again or remove (their keys), and the parts of those works now
   * (./changed-works.ts); none: every manifest (a whole build).
   */
  edit?: { keys: ReadonlySet<string>; parts: readonly WorkPart[] };
  site: SiteConfig;
}

/**
 * Writes the manifests into `dir`; returns how many and their bytes, and the files an edit takes away
 * (relative to `dir`). Without the site's address there are none: a manifest's every address is absolute.
 */
export function writeManifests(dir: string, { entries, edit, site }: ManifestInput) {
  const siteUrl = site.siteUrl ?? '';
  const keys = edit?.keys;
  const byKey = new Map<string, PicturedPart[]>();
  for (const part of edit ? edit.parts : Object.values(entries)) {
    if (!isPictured(part)) continue;
    const list = byKey.get(part.key);
    if (list) list.push(part);
    else byKey.set(part.key, [part]);
  }
  const gone = keys ? [...keys].filter((k) => !byKey.has(k)).map((k) => manifestPath(k).slice(1)) : [];
  if (!siteUrl) return { written: 0, bytes: 0, gone };
  const siteName = siteNameFor(site, 'es');
  // Written as the pages are (its folders made once: a whole build writes one manifest per work, 16,583).
  const writer = createSiteWriter(dir);
  for (const [key, parts] of byKey) writer.write(manifestPath(key).slice(1), `${JSON.stringify(manifestOf(parts, siteUrl, siteName))}\n`);
  const { files, bytes } = writer.take();
  return { written: files, bytes, gone };
}
