/**
 * The media files a build reads, wherever they live: the content folder's `media/` (the sample), or, for
 * content from a CMS, the files fetched from the CMS (`$CMS_URL/media/…`) and from the media host
 * (./remote-media.ts). Every part of the build that needs a file's bytes (the pictures' sizes, the share
 * cards' drawings, the podcast enclosures' lengths) asks `fileOf(address)`; `publish` puts the files the
 * site serves itself (its /media/…) into the build folder. Files on the media host stay there: the build
 * reads a picture or a sound only to make something of it.
 */
import { copyFile, link, mkdir, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Page, SiteConfig } from '../../../generated/types/content.ts';
import { holdsMediaAddress, isAllowedMediaAddress } from '../../../pages/content/media-addresses.ts';
import { mapBounded } from '../support/map-bounded.ts';
import { mediaFileOf } from '../pictures/page-pictures.ts';
import { copyMedia, type ContentSource } from './content-source.ts';
import { fetchMedia, type FetchLimits, type MediaRequest } from './remote-media.ts';

export interface MediaFiles {
  /** The local file with the bytes of a media address (`/media/…`, or on the media host), or null when the build has none. */
  fileOf(address: string): string | null;
  /** Puts the files the site serves under /media/ into `dest` (the build's media folder); returns their bytes. */
  publish(dest: string): Promise<number>;
}

/** What a build says of the media it fetched (null for a content folder). */
export interface MediaReport {
  /** Files downloaded now, and files whose cached copy still held (the server said so, or had the same bytes). */
  fetched: number;
  fromCache: number;
  bytes: number;
}

/** A content folder's media: its files as they are (the sample, `CONTENT_DIR`). */
export function folderMedia(source: ContentSource): MediaFiles {
  const { mediaDir, contentRoot } = source;
  return {
    fileOf: (address) => (mediaDir ? mediaFileOf(address, mediaDir) : null),
    async publish(dest) {
      if (!mediaDir || !contentRoot || !(await stat(mediaDir).catch(() => null))) return 0;
      return copyMedia(contentRoot, mediaDir, dest);
    },
  };
}

/** Whether a media-host file is one the build makes something of: a raster picture, or a sound (its length). */
const NEEDED_FROM_HOST = /\.(?:jpe?g|png|webp|tiff?|gif|mp3|m4a|wav|ogg|oga|opus)$/i;
const RASTER_PICTURE = /\.(?:jpe?g|png|webp|tiff?|gif)$/i;

/**
 * The media addresses of `pages` and of the site configuration that a build from a CMS fetches, each
 * with the first document that uses it: every file under /media/ (the site serves it), and the
 * media host's pictures and sounds (not its pictures when an IIIF image server makes their sizes).
 */
export function mediaRequests(
  pages: readonly { page: Page; source: string }[],
  site: SiteConfig,
  cmsUrl: string,
  siteSource: string,
): MediaRequest[] {
  const host = site.mediaHost ? new URL(site.mediaHost).origin : null;
  const requests = new Map<string, MediaRequest>();
  const add = (address: string, usedBy: string) => {
    if (requests.has(address) || !isAllowedMediaAddress(address, site.mediaHost)) return;
    if (address.startsWith('/media/')) requests.set(address, { address, url: `${cmsUrl.replace(/\/+$/, '')}${address}`, usedBy });
    else if (host && NEEDED_FROM_HOST.test(new URL(address).pathname)) {
      if (site.iiifImageService && RASTER_PICTURE.test(new URL(address).pathname)) return;
      requests.set(address, { address, url: address, usedBy });
    }
  };
  const walk = (node: unknown, usedBy: string, anyString: boolean) => {
    if (Array.isArray(node)) for (const v of node) walk(v, usedBy, anyString);
    else if (node && typeof node === 'object') {
      const o = node as Record<string, unknown>;
      for (const [key, v] of Object.entries(o)) {
        if (typeof v === 'string' && (holdsMediaAddress(o, key) || (anyString && v.startsWith('/media/')))) add(v, usedBy);
        else if (v && typeof v === 'object') walk(v, usedBy, anyString);
      }
    }
  };
  // The configuration names its files (logos, documents) in fields of its own: any address under /media/ in it.
  walk(site, siteSource, true);
  for (const { page, source } of pages) walk(page, source, false);
  return [...requests.values()];
}

/**
 * The media of a build from the CMS at `cmsUrl`: the files `requests` names, fetched into the cache
 * (./remote-media.ts). Failures are returned, each with its URL and the page that uses it; the files
 * that did arrive are used either way.
 */
export async function fetchedMedia(
  root: string,
  requests: readonly MediaRequest[],
  limits: FetchLimits,
): Promise<{ media: MediaFiles; report: MediaReport; failures: string[] }> {
  const got = await fetchMedia(root, requests, limits);
  const media: MediaFiles = {
    fileOf: (address) => got.files.get(address) ?? null,
    async publish(dest) {
      const served = [...got.files].filter(([address]) => address.startsWith('/media/'));
      const sizes = await mapBounded(served, 16, async ([address, file]) => {
        const target = mediaFileOf(address, dest);
        if (!target) return 0;
        await mkdir(dirname(target), { recursive: true });
        // A hard link to the cache's file (never written again: named by its content), else a copy.
        await link(file, target).catch(async (err: NodeJS.ErrnoException) => {
          if (err.code === 'EEXIST') return;
          await copyFile(file, target);
        });
        return (await stat(target)).size;
      });
      return sizes.reduce((a, b) => a + b, 0);
    },
  };
  return { media, report: { fetched: got.fetched, fromCache: got.fromCache, bytes: got.bytes }, failures: got.failures };
}
