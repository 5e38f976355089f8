/** News feeds: Atom by the `feed` library, of press notes and of exhibitions as they open. */
import { Feed } from 'feed';
import { v5 as uuidv5 } from 'uuid';
import type { ExhibitionEntry, PressEntry } from '../../../pages/rules/feed-entries.ts';
import { feedPath } from '../../../pages/rules/feeds.ts';
import { languageHome } from '../../../pages/routes/language-path.ts';
import { escapeHtml } from '../../../design-system/html/escape-html.ts';
import { absoluteHtml, date, latest, type FeedContext, type FeedFile } from './feed-file.ts';

/** An Atom feed of a language's press notes, newest first, each with its whole (sanitised) text. */
export function pressFeed(notes: readonly PressEntry[], ctx: FeedContext, title: string): FeedFile {
  const { lang, siteName: name } = ctx;
  const sorted = [...notes].sort((a, b) => b.date - a.date || a.path.localeCompare(b.path));
  return atom(
    feedPath('press', lang),
    `${title} · ${name}`,
    ctx,
    sorted.map((n) => ({
      path: n.path,
      uid: n.uid,
      title: n.title,
      published: n.date,
      updated: n.changed,
      summary: n.description,
      content: n.summary,
    })),
  );
}

/** An Atom feed of a language's exhibitions as they open: those opened by the render day, the latest first. */
export function exhibitionsFeed(shows: readonly ExhibitionEntry[], ctx: FeedContext, title: string): FeedFile {
  const { lang, siteName: name, renderedAt } = ctx;
  const opened = shows.filter((x) => x.from <= renderedAt).sort((a, b) => b.from - a.from || a.path.localeCompare(b.path));
  return atom(
    feedPath('exhibitions', lang),
    `${title} · ${name}`,
    ctx,
    opened.map((x) => ({
      path: x.path,
      uid: x.uid,
      title: x.title,
      published: x.from,
      updated: Math.max(x.changed, x.from),
      summary: x.description,
      content: x.summary,
    })),
  );
}

interface AtomItem {
  path: string;
  uid: string;
  title: string;
  published: number;
  updated: number;
  summary?: string;
  content?: string;
}

function atom(self: string, title: string, ctx: FeedContext, items: readonly AtomItem[]): FeedFile {
  const { lang, siteName: name, siteUrl } = ctx;
  const feed = new Feed({
    title,
    id: siteUrl + self,
    link: siteUrl + languageHome(lang),
    language: lang,
    updated: date(
      latest(
        items.map((i) => i.updated),
        0,
      ),
    ),
    generator: name,
    copyright: `© ${name}`,
    feedLinks: { atom: siteUrl + self },
    author: { name, link: siteUrl || undefined },
  });
  for (const i of items)
    feed.addItem({
      // Atom's entries from `feed` are typed HTML: the page's plain title and description escaped, so a reader shows them as written.
      title: escapeHtml(i.title),
      id: `urn:uuid:${/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(i.uid) ? i.uid : uuidv5(siteUrl + i.path, uuidv5.URL)}`,
      link: siteUrl + i.path,
      date: date(i.updated),
      published: date(i.published),
      ...(i.summary ? { description: escapeHtml(i.summary) } : {}),
      ...(i.content ? { content: absoluteHtml(i.content, siteUrl) } : {}),
    });
  return { rel: self, body: feed.atom1() + '\n' };
}
