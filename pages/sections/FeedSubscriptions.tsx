/** The subscribe controls of the feeds a page offers (pages/rules/feeds.ts): none on most pages. */
import type { ReactNode } from 'react';
import { Subscribe } from '../../design-system/index.ts';
import type { RenderContext } from '../assembler/types.ts';
import type { SitePage } from '../routes/search-route.ts';
import { feedsOf, subscribeApps, type FeedLink } from '../rules/feeds.ts';
import * as styles from '../views/views.css.ts';

function labelOf(feed: FeedLink, t: RenderContext['text']): string {
  switch (feed.feed) {
    case 'channel':
      return t.feeds.subscribeChannel(feed.channel ?? '');
    case 'radio':
      return t.feeds.subscribeRadio;
    case 'programme':
      return t.feeds.subscribeCalendar;
    case 'exhibitions':
      return t.feeds.subscribeExhibitions;
    case 'press':
      return t.feeds.subscribePress;
  }
}

/** The controls, or undefined when the page offers no feed (so no empty section is rendered). */
export function feedSubscriptions(page: SitePage, ctx: RenderContext): ReactNode {
  // Without the site's address the build writes no feed (pages/rules/feeds.ts).
  const feeds = ctx.siteUrl ? feedsOf(page) : [];
  if (!feeds.length) return undefined;
  const t = ctx.text;
  return (
    <div className={styles.stack}>
      {feeds.map((feed) => {
        const url = ctx.siteUrl + feed.href;
        return (
          <Subscribe
            key={feed.href}
            label={labelOf(feed, t)}
            kind={feed.kind}
            feedUrl={url}
            text={{
              address:
                feed.kind === 'podcast' ? t.feeds.podcastAddress : feed.kind === 'calendar' ? t.feeds.calendarAddress : t.feeds.newsAddress,
              copy: t.feeds.copy,
              copied: t.feeds.copied,
              apps: feed.kind === 'calendar' ? t.feeds.addTo : t.feeds.openIn,
            }}
            apps={subscribeApps(feed.kind, url)}
          />
        );
      })}
    </div>
  );
}
