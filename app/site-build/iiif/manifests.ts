/**
 * The works' IIIF Presentation 3 manifests (pages/rules/iiif-manifest.ts), written from every artwork
 * page's part: a whole build writes them all, an edit those of the works whose parts it read or lost
 * (and removes a manifest no page gives any more). JSON as a viewer reads it, and as two builds of the
 * same content write it: the parts in the site's language order, keys in a fixed order.
 */
import type { SiteConfig } from '../../../generated/types/content.ts';
import { manifestOf, type IiifPart } from '../../../pages/rules/iiif-manifest.ts';
import { manifestPath } from '../../../pages/rules/iiif-link.ts';
import { siteNameFor } from '../../../pages/chrome/site-chrome.ts';
import { provideAllUiText } from '../../../pages/i18n/all-ui-text.ts';
import { mapBounded } from '../support/map-bounded.ts';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { insideOutput } from '../render/site-writer.ts';

// The facts' names are interface text, in every language.
provideAllUiText();

/** Manifests written at once (each is a file: the machine's open-file limit is shared with the rest of the build). */
const AT_ONCE = 32;

interface ManifestInput {
  /** Every artwork page's part, by its site path. */
  entries: Readonly<Record<string, IiifPart>>;
  /** The manifests to write again or remove (their keys); undefined: every manifest (a whole build). */
  keys: ReadonlySet<string> | undefined;
  site: SiteConfig;
}

/**
 * Writes the manifests into `dir`; returns how many and their bytes, and the files an edit takes away
 * (relative to `dir`). Without the site's address there are none: a manifest's every address is absolute.
 */
export async function writeManifests(dir: string, { entries, keys, site }: ManifestInput) {
  const siteUrl = site.siteUrl ?? '';
  const byKey = new Map<string, IiifPart[]>();
  for (const part of Object.values(entries)) {
    if (keys && !keys.has(part.key)) continue;
    const list = byKey.get(part.key);
    if (list) list.push(part);
    else byKey.set(part.key, [part]);
  }
  const gone = keys ? [...keys].filter((k) => !byKey.has(k)).map((k) => manifestPath(k).slice(1)) : [];
  if (!siteUrl) return { written: 0, bytes: 0, gone };
  const siteName = siteNameFor(site, 'es');
  const files = [...byKey].map(([key, parts]) => ({ file: insideOutput(dir, manifestPath(key).slice(1)), parts }));
  // Their few folders made once, not once a file (a whole build writes one manifest per work: 16,583).
  await mapBounded([...new Set(files.map((f) => dirname(f.file)))], AT_ONCE, (folder) => mkdir(folder, { recursive: true }));
  const sizes = await mapBounded(files, AT_ONCE, async ({ file, parts }) => {
    const body = `${JSON.stringify(manifestOf(parts, siteUrl, siteName))}\n`;
    await writeFile(file, body);
    return Buffer.byteLength(body);
  });
  return { written: sizes.length, bytes: sizes.reduce((a, b) => a + b, 0), gone };
}
