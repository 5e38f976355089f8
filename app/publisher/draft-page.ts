/**
 * A draft rendered as the page it will be once published, by the published build's own bundle and
 * settings, and told apart from it: a notice at its top, a robots rule that keeps it out of every index,
 * the page's data inline (the runtime fetches none for a draft), links that go to the live site (the
 * draft is on the service's address, where no page of the site is) and a policy that lets it show the
 * pictures still at the CMS and no one frame it. Each of those is passed into the document as it is
 * written; nothing is edited into the HTML after.
 */
import { Parser } from 'htmlparser2';
import { escapeHtml } from '../../design-system/html/escape-html.ts';
import type { SitePage } from '../../pages/routes/search-route.ts';
import { renderPageHtml } from '../site-build/render/render-pages.ts';
import { contentSecurityPolicy } from '../serving/http-headers.ts';
import { PRIVATE_HEADERS, type DraftAnswer } from './draft-answer.ts';
import { DRAFT_NOTICE_STYLE, DRAFT_NOTICE_STYLE_HASH, draftNotice } from './draft-pages.ts';
import type { PublishedBuild } from './published-build.ts';

/** The id of the script the runtime reads a draft from (app/runtime/preview-source.ts). */
const DRAFT_DATA_ID = 'draft-page';

/** The draft `page` (revised at `revised`, its Last-Modified) as the service answers it. */
export function draftDocument(
  { ssr, settings, chrome }: PublishedBuild,
  page: SitePage,
  revised: string | null,
  cmsUrl: string,
): DraftAnswer {
  const lang = page.language.id;
  const { html } = renderPageHtml(ssr, page, settings, (own) => {
    // Its own robots rule would let it be indexed: the draft's says never.
    const head = { ...own, tags: own.tags.filter((t) => t.attrs.name !== 'robots') };
    return {
      head,
      additions: {
        robots: 'noindex, nofollow',
        style: DRAFT_NOTICE_STYLE,
        // What the runtime hydrates from: the page as checked, its chrome, its head.
        data: { id: DRAFT_DATA_ID, value: { path: '/draft', page, chrome: chrome[lang], head } },
        bodyStart: draftNotice(revised),
      },
    };
  });
  const media = chrome[lang]?.media;
  const csp = contentSecurityPolicy({
    mediaHost: media?.host,
    imageService: media?.iiifImageService,
    otherMedia: [new URL(cmsUrl).origin],
    styleHashes: [DRAFT_NOTICE_STYLE_HASH],
    frameAncestors: "'none'",
  });
  return {
    status: 200,
    html: linksToLive(html, settings.siteUrl.replace(/\/+$/, '')),
    headers: { ...PRIVATE_HEADERS, 'content-security-policy': csp, 'content-language': lang },
  };
}

/**
 * `html` with every link to a page of the site (`<a href="/…">`, not `//…`) made a link to it on the
 * live site at `live`: the address is put before the link's own value, found by an HTML parser, and
 * nothing else of the document changes.
 */
export function linksToLive(html: string, live: string): string {
  const prefix = escapeHtml(live);
  const at: number[] = [];
  let tag = '';
  const parser = new Parser({
    onopentagname: (name) => void (tag = name),
    onattribute(name, value, quote) {
      if (tag !== 'a' || name !== 'href' || !value.startsWith('/') || value.startsWith('//')) return;
      // The attribute's text is html[startIndex, endIndex): `href="/…"`, `href='/…'` or `href=/…`.
      const text = html.slice(parser.startIndex, parser.endIndex);
      const valueStart = quote ? text.indexOf(quote) + 1 : text.indexOf('=') + 1;
      at.push(parser.startIndex + valueStart);
    },
  });
  parser.end(html);
  let result = '';
  let from = 0;
  for (const i of at) {
    result += html.slice(from, i) + prefix;
    from = i;
  }
  return result + html.slice(from);
}
