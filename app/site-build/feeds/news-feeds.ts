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
  const sorted = [...notes].sort((a, b) => b.date - a.date || a.path.localeCompare(b.path));
  return atom(
    'press',
    title,
    ctx,
    sorted.map((n) => atomItem(n, n.date, n.changed)),
  );
}

/** An Atom feed of a language's exhibitions as they open: those opened by the render day, the latest first. */
export function exhibitionsFeed(shows: readonly ExhibitionEntry[], ctx: FeedContext, title: string): FeedFile {
  const opened = shows.filter((x) => x.from <= ctx.renderedAt).sort((a, b) => b.from - a.from || a.path.localeCompare(b.path));
  return atom(
    'exhibitions',
    title,
    ctx,
    opened.map((x) => atomItem(x, x.from, Math.max(x.changed, x.from))),
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

/** The language's Atom feed of a kind (its address from feedPath), titled `<title> · <site name>`. */
/** An entry of the feed: the page's description its summary, its (sanitised) text its content. */
const atomItem = (x: PressEntry | ExhibitionEntry, published: number, updated: number): AtomItem => ({
  path: x.path,
  uid: x.uid,
  title: x.title,
  published,
  updated,
  summary: x.description,
  content: x.summary,
});

function atom(kind: 'press' | 'exhibitions', title: string, ctx: FeedContext, items: readonly AtomItem[]): FeedFile {
  const { lang, siteName: name, siteUrl } = ctx;
  const self = feedPath(kind, lang);
  const feed = new Feed({
    title: `${title} · ${name}`,
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
