/**
 * The museum's feeds as the apps that read them meet them, in the shared sample build: the podcast
 * feeds through rss-parser (what many podcast and feed apps are built on), with the fields Apple and
 * Podcasting 2.0 require; the programme's calendar through ical.js (the parser of Thunderbird's
 * calendar), its events against the sample's programme; the news feeds; each page's Open Graph against
 * its content; and every feed found from the page it belongs to, in Spanish and English.
 */
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import Parser from 'rss-parser';
import ICAL from 'ical.js';
import sharp from 'sharp';
import { DomUtils, parseDocument } from 'htmlparser2';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import type { Page } from '../../generated/types/content.ts';
import { ROOT } from '../support/build.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

const SITE = 'https://www.museo.example';
const dir = () => inject('siteDir');
const file = (path: string) => join(dir(), decodeURIComponent(path.replace(SITE, '')));
const text = (path: string) => readFile(file(path), 'utf8');

/** The sample's pages in a language. */
const pagesIn = (lang: 'es' | 'en'): Page[] =>
  readdirSync(join(ROOT, 'content/pages', lang)).map((f) => JSON.parse(readFileSync(join(ROOT, 'content/pages', lang, f), 'utf8')) as Page);
const ofBundle = <B extends Page['bundle']>(lang: 'es' | 'en', bundle: B) =>
  pagesIn(lang).filter((p): p is Extract<Page, { bundle: B }> => p.bundle === bundle);
/** The shared build's render moment (tests/support/build.ts: SOURCE_DATE_EPOCH). */
const renderedAt = () => Number(JSON.parse(readFileSync(join(dir(), '.build-state.json'), 'utf8')).renderedAt);

type Episode = {
  title: string;
  guid: string;
  pubDate: string;
  link: string;
  enclosure: { url: string; length: string; type: string };
  itunes: { duration?: string; episode?: string; explicit?: string };
  transcript?: { $: { url: string; type: string; language: string } };
};
const podcastParser = new Parser<Record<string, unknown>, Episode>({
  customFields: { item: [['podcast:transcript', 'transcript']], feed: ['podcast:guid', 'podcast:locked', 'language', 'copyright'] },
});

async function imageSize(address: string) {
  const meta = await sharp(file(address)).metadata();
  return { width: meta.width, height: meta.height, format: meta.format };
}

describe('podcast feeds', () => {
  for (const lang of ['es', 'en'] as const) {
    const prefix = lang === 'es' ? '' : '/en';
    it(`the radio's feed in ${lang} has Apple's and Podcasting 2.0's fields, and every episode of the language`, async () => {
      const feed = await podcastParser.parseString(await text(`${prefix}/feeds/radio.xml`));
      const radio = ofBundle(lang, 'home_radio')[0]!;
      expect(feed.title).toBe(radio.title.value);
      expect(feed.language).toBe(lang);
      expect(feed.link).toBe(SITE + radio.url.path);
      expect(feed.description).toBeTruthy();
      expect(feed['podcast:locked']).toBe('no');
      expect(feed['podcast:guid']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(feed.itunes).toMatchObject({ author: expect.any(String), explicit: 'false', categories: ['Arts'] });
      // Apple: a square JPEG or PNG of 1400 to 3000 pixels a side.
      const artwork = await imageSize(feed.itunes!.image!);
      expect(artwork.format).toBe('jpeg');
      expect(artwork.width).toBe(artwork.height);
      expect(artwork.width).toBeGreaterThanOrEqual(1400);
      expect(artwork.width).toBeLessThanOrEqual(3000);

      const episodes = ofBundle(lang, 'podcast');
      expect(episodes.length).toBeGreaterThan(0);
      expect(feed.items.map((i) => i.link).sort()).toEqual(episodes.map((e) => SITE + e.url.path).sort());
      for (const page of episodes) {
        const item = feed.items.find((i) => i.link === SITE + page.url.path)!;
        expect(item.title).toBe(page.title.value);
        expect(item.guid).toBe(`${page.uuid}@museo`);
        expect(new Date(item.pubDate).getTime() / 1000).toBe(page.date);
        const audio = page.audio!.entity as { audioUrl: string; duration?: number };
        expect(item.enclosure.url).toBe(SITE + audio.audioUrl);
        expect(Number(item.enclosure.length)).toBe((await stat(file(audio.audioUrl))).size);
        expect(item.enclosure.type).toBe('audio/wav');
        expect(item.itunes.duration).toBe(String(audio.duration));
        expect(item.itunes.episode).toBe(String(page.episodeNumber));
        expect(item.itunes.explicit).toBe('false');
        // The transcript, as a text of its own: the episode's title, then the page's transcription without its markup.
        expect(item.transcript!.$).toMatchObject({ type: 'text/plain', language: lang });
        const transcript = await text(item.transcript!.$.url);
        expect(transcript.startsWith(`${page.title.value}\n\n`)).toBe(true);
        const words = page
          .transcription!.value.replace(/<[^>]+>/g, ' ')
          .replace(/&hellip;|…/g, '…')
          .split(/\s+/)
          .filter(Boolean);
        expect(transcript.replace(/\s+/g, ' ')).toContain(words.slice(0, 6).join(' '));
        expect(transcript).not.toMatch(/[<>]/);
      }
      // Newest first.
      const dates = feed.items.map((i) => new Date(i.pubDate).getTime());
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
    });
  }

  it("a channel's feed has its episodes only, under the channel's own square cover", async () => {
    const channel = ofBundle('es', 'podcast_channel')[0]!;
    const feed = await podcastParser.parseString(await text(`/feeds/radio/${channel.id}.xml`));
    expect(feed.title).toBe(channel.title.value);
    expect(feed.itunes!.image).toBe(SITE + channel.image!.url);
    const cover = await imageSize(channel.image!.url);
    expect([cover.width, cover.height, cover.format]).toEqual([3000, 3000, 'jpeg']);
    const mine = ofBundle('es', 'podcast').filter((e) => e.channel?.entity.id === channel.id);
    expect(feed.items.map((i) => i.title).sort()).toEqual(mine.map((e) => e.title.value).sort());
  });
});

describe("the programme's calendar", () => {
  for (const lang of ['es', 'en'] as const) {
    it(`in ${lang}: every coming session and open or coming exhibition, in Madrid time, cancelled ones marked`, async () => {
      const body = await text(`${lang === 'es' ? '' : '/en'}/feeds/programme.ics`);
      const calendar = new ICAL.Component(ICAL.parse(body));
      const zone = calendar.getFirstSubcomponent('vtimezone')!;
      expect(zone.getFirstPropertyValue('tzid')).toBe('Europe/Madrid');
      ICAL.TimezoneService.register(zone);
      const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
      const now = renderedAt();

      // Each session of each activity that has not ended by the build's day, at its local time in Madrid.
      const expected = ofBundle(lang, 'activity').flatMap((a) => {
        const length = a.dates.endValueTimestamp ? a.dates.endValueTimestamp - a.dates.valueTimestamp : (a.duration ?? 60) * 60;
        return (a.processedDates ?? [])
          .map((d) => d.value)
          .filter((local) => dayjs.tz(local, 'Europe/Madrid').unix() + length >= now)
          .map((local) => ({ page: a, local }));
      });
      const sessions = events.filter((e) => !e.startDate.isDate);
      expect(sessions.map((e) => `${e.summary} ${e.startDate.toString()}`).sort()).toEqual(
        expected.map(({ page, local }) => `${page.title.value} ${local}`).sort(),
      );
      for (const { page, local } of expected) {
        const event = sessions.find((e) => e.summary === page.title.value && e.startDate.toString() === local)!;
        expect(event.startDate.zone?.tzid).toBe('Europe/Madrid');
        expect(event.uid).toBe(`${page.uuid}-${event.startDate.toUnixTime()}@museo`);
        expect(event.component.getFirstPropertyValue('url')).toBe(SITE + page.url.path);
        expect(event.location).toBe(page.location?.entity.title ?? page.locationText);
        expect(event.component.getFirstPropertyValue('categories')).toBe(page.categories![0]!.entity.name);
        expect(event.component.getFirstPropertyValue('status')).toBe(page.cancelled ? 'CANCELLED' : 'CONFIRMED');
        // DTSTAMP in UTC, as RFC 5545 requires.
        expect(event.component.getFirstProperty('dtstamp')!.toICALString()).toMatch(/Z$/);
      }
      expect(sessions.some((e) => e.component.getFirstPropertyValue('status') === 'CANCELLED')).toBe(true);

      // Every exhibition open on the build's day or coming, as days.
      const shows = ofBundle(lang, 'exhibition').filter((x) => x.dates.endValueTimestamp == null || x.dates.endValueTimestamp >= now);
      const days = events.filter((e) => e.startDate.isDate);
      expect(days.map((e) => e.summary).sort()).toEqual(shows.map((x) => x.title.value).sort());
      // Each from its opening day to its closing day in Madrid (iCalendar ends an all-day event the day after).
      const madridDay = (seconds: number, plus = 0) => dayjs.unix(seconds).tz('Europe/Madrid').add(plus, 'day').format('YYYY-MM-DD');
      for (const x of shows) {
        const show = days.find((e) => e.summary === x.title.value)!;
        expect(show.startDate.toString()).toBe(madridDay(x.dates.valueTimestamp));
        expect(show.endDate.toString()).toBe(madridDay(x.dates.endValueTimestamp ?? x.dates.valueTimestamp, 1));
      }
      expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
    });
  }
});

describe('news feeds', () => {
  const atom = new Parser<Record<string, unknown>, { title: string; link: string; id: string; content: string; pubDate: string }>();
  for (const lang of ['es', 'en'] as const) {
    it(`in ${lang}: the press notes with their whole text, and the exhibitions that have opened`, async () => {
      const prefix = lang === 'es' ? '' : '/en';
      const press = await atom.parseString(await text(`${prefix}/feeds/press.xml`));
      const notes = ofBundle(lang, 'press_note');
      expect(press.items.map((i) => i.link).sort()).toEqual(notes.map((n) => SITE + n.url.path).sort());
      for (const note of notes) {
        const item = press.items.find((i) => i.link === SITE + note.url.path)!;
        expect(item.title).toBe(note.title.value);
        expect(item.id).toBe(`urn:uuid:${note.uuid}`);
        // The sanitised text, its site links made absolute for a reader elsewhere.
        const content = note.content!.value.replace(/href="\//g, `href="${SITE}/`);
        expect(item.content).toBe(content);
        expect(item.content).not.toMatch(/href="\/(?!\/)/);
      }
      const exhibitions = await atom.parseString(await text(`${prefix}/feeds/exhibitions.xml`));
      const opened = ofBundle(lang, 'exhibition').filter((x) => x.dates.valueTimestamp <= renderedAt());
      expect(exhibitions.items.map((i) => i.title).sort()).toEqual(opened.map((x) => x.title.value).sort());
    });
  }
});

/** A page's head tags, as a link preview reads them: its HTML parsed (htmlparser2, entities decoded), the head's metas and feed links. */
async function headOf(path: string) {
  const html = await readFile(join(dir(), path === '/' ? 'index.html' : `${path.slice(1)}.html`), 'utf8');
  const head = DomUtils.findOne((e) => e.name === 'head', parseDocument(html).children)!;
  const tags = (name: string) => DomUtils.findAll((e) => e.name === name, [head]).map((e) => e.attribs);
  const meta = (key: string) =>
    tags('meta')
      .filter((a) => (a.property ?? a.name) === key)
      .map((a) => a.content!);
  // Feeds: alternates with a type, but the IIIF manifest's (a work's data, not a feed: tests/browser/iiif.test.ts).
  const alternates = tags('link')
    .filter((a) => a.rel === 'alternate' && a.type && !a.type.startsWith('application/ld+json'))
    .map((a) => ({ type: a.type!, title: a.title!, href: a.href! }));
  return { meta, alternates };
}

describe('shared links', () => {
  const cases = [
    ['es', 'inicio.json'],
    ['es', 'exposiciones-asins.json'],
    ['es', 'prensa.json'],
    ['es', 'actividad-lecture.json'],
    ['en', 'home.json'],
    ['en', 'exhibitions-asins.json'],
    ['en', 'press.json'],
    ['en', 'radio-channel-voices.json'],
  ] as const;
  for (const [lang, name] of cases)
    it(`${lang}/${name}: Open Graph and a large card, from the page's content`, async () => {
      const page = JSON.parse(readFileSync(join(ROOT, 'content/pages', lang, name), 'utf8')) as Page;
      const { meta } = await headOf(page.url.path);
      const cms = (key: string) => page.metas?.find((m) => m.property === key)?.content;
      expect(meta('og:title')).toEqual([cms('og:title') ?? page.title.value]);
      expect(meta('og:description')).toEqual(meta('description'));
      expect(meta('og:description')[0]).toBeTruthy();
      expect(meta('og:url')).toEqual([SITE + page.url.path]);
      expect(meta('og:locale')).toEqual([{ es: 'es_ES', en: 'en_GB' }[lang]]);
      const locales: Record<string, string> = { es: 'es_ES', en: 'en_GB', ca: 'ca_ES', eu: 'eu_ES', gl: 'gl_ES' };
      expect(meta('og:locale:alternate').sort()).toEqual(page.translations.map((t) => locales[t.language.id]).sort());
      expect(meta('twitter:card')).toEqual(['summary_large_image']);
      // The picture: a file of the site, of the size the page says, with a text alternative.
      const [image] = meta('og:image');
      expect(image).toMatch(new RegExp(`^${SITE}/(pictures|share)/`));
      const size = await imageSize(image!);
      expect(size.format).toBe('jpeg');
      expect([String(size.width), String(size.height)]).toEqual([...meta('og:image:width'), ...meta('og:image:height')]);
      expect(meta('og:image:alt')[0]).toBeTruthy();
      // A page with a picture of its own shows it; one without shows the card drawn for it.
      const hasPicture = Boolean(page.hero?.image ?? (page.bundle === 'podcast_channel' ? page.image : undefined));
      expect(image!.includes('/share/')).toBe(!hasPicture);
      if (!hasPicture) expect([size.width, size.height]).toEqual([1200, 630]);
    });
});

describe('every feed is found from the page it belongs to', () => {
  const cases: [path: string, feeds: [type: string, href: string][]][] = [
    ['/radio', [['application/rss+xml', '/feeds/radio.xml']]],
    ['/en/radio', [['application/rss+xml', '/en/feeds/radio.xml']]],
    [
      '/radio/voces-del-paisaje',
      [
        ['application/rss+xml', '/feeds/radio/9001.xml'],
        ['application/rss+xml', '/feeds/radio.xml'],
      ],
    ],
    [
      '/exposiciones-actividades',
      [
        ['text/calendar', '/feeds/programme.ics'],
        ['application/atom+xml', '/feeds/exhibitions.xml'],
      ],
    ],
    [
      '/en/exhibitions-activities',
      [
        ['text/calendar', '/en/feeds/programme.ics'],
        ['application/atom+xml', '/en/feeds/exhibitions.xml'],
      ],
    ],
    ['/prensa', [['application/atom+xml', '/feeds/press.xml']]],
    ['/en/press', [['application/atom+xml', '/en/feeds/press.xml']]],
    ['/coleccion/obra/noche-meseta', []],
  ];
  for (const [path, feeds] of cases)
    it(path, async () => {
      const { alternates } = await headOf(path);
      expect(alternates.map((a) => [a.type, a.href])).toEqual(feeds.map(([type, href]) => [type, SITE + href]));
      for (const a of alternates) {
        expect(a.title).toBeTruthy();
        expect((await stat(file(a.href))).size).toBeGreaterThan(0);
      }
    });
});

describe('a site without its address', () => {
  it('writes no feed and offers none, and its pages name no address or picture for apps', async () => {
    const { writeFeeds } = await import('../../app/site-build/feeds/feeds.ts');
    const { headFor } = await import('../../pages/head/head-tags.ts');
    const site = JSON.parse(readFileSync(join(ROOT, 'content/site/config.json'), 'utf8'));
    delete site.siteUrl;
    const radio = ofBundle('es', 'home_radio')[0]!;
    const out = await mkdtemp(join(tmpdir(), 'feeds-'));
    try {
      const feeds = await writeFeeds(ROOT, out, {
        entries: [{ kind: 'radio', lang: 'es', path: '/radio', uid: 'r', title: 'Radio', changed: 0 }],
        languages: ['es'],
        site,
        renderedAt: 0,
        published: [],
      });
      expect(feeds).toMatchObject({ written: 0, files: [], gone: [] });
      expect(await readdir(out)).toEqual([]);
    } finally {
      await rm(out, { recursive: true, force: true });
    }
    const tags = headFor(radio, 'Museo', '').tags;
    expect(tags.filter((t) => t.attrs.type)).toEqual([]);
    expect(tags.map((t) => t.attrs.property).filter((p) => p === 'og:url' || p === 'og:image')).toEqual([]);
    expect(tags.find((t) => t.attrs.property === 'og:title')?.attrs.content).toBeTruthy();
  });
});

describe('hostile text', () => {
  it('never puts a control character XML or iCalendar forbids into a feed, and escapes markup in Atom titles', async () => {
    const { writeFeeds } = await import('../../app/site-build/feeds/feeds.ts');
    const site = JSON.parse(readFileSync(join(ROOT, 'content/site/config.json'), 'utf8'));
    const bad = 'A\u0001B\u000b <b>&';
    const out = await mkdtemp(join(tmpdir(), 'feeds-'));
    try {
      const base = { lang: 'es' as const, uid: 'u', title: bad, description: bad, changed: 1_800_000_000 };
      await writeFeeds(ROOT, out, {
        entries: [
          { ...base, kind: 'press', path: '/prensa/x', date: 1_800_000_000, summary: `<p>${bad}</p>` },
          {
            ...base,
            kind: 'event',
            path: '/actividades/x',
            sessions: [{ start: 1_900_000_000, end: 1_900_003_600 }],
            categories: [bad],
            cancelled: false,
            location: bad,
          },
          {
            ...base,
            kind: 'episode',
            path: '/radio/x',
            id: '1',
            date: 1_800_000_000,
            audio: { url: '/media/audio/x.mp3', size: 1 },
            transcript: `<p>${bad}</p>`,
            categories: [],
          },
        ],
        languages: ['es'],
        site,
        renderedAt: 1_800_000_000,
        published: [],
      });
      const files = (await readdir(out, { recursive: true })).filter((f) => /\.(xml|ics|txt)$/.test(f));
      expect(files.length).toBeGreaterThanOrEqual(5);
      // eslint-disable-next-line no-control-regex -- control characters are what it looks for
      for (const f of files) expect(await readFile(join(out, f), 'utf8'), f).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
      const press = await new Parser().parseString(await readFile(join(out, 'feeds/press.xml'), 'utf8'));
      // The title as the reader will show it once it decodes the HTML its type says it is.
      expect(press.items[0]!.title).toBe('AB &lt;b&gt;&amp;');
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });
});

describe('hostile ids and addresses', () => {
  it('a CMS id with a line break starts no property of its own in the calendar', async () => {
    const { writeFeeds } = await import('../../app/site-build/feeds/feeds.ts');
    const { feedEntriesOf } = await import('../../pages/rules/feed-entries.ts');
    const site = JSON.parse(readFileSync(join(ROOT, 'content/site/config.json'), 'utf8'));
    const activity = structuredClone(ofBundle('es', 'activity').find((a) => a.processedDates?.length)!);
    delete (activity as { uuid?: string }).uuid;
    activity.id = '77\r\nX-INJECTED:1';
    const out = await mkdtemp(join(tmpdir(), 'feeds-'));
    try {
      await writeFeeds(ROOT, out, {
        entries: Object.values(feedEntriesOf([activity])),
        languages: ['es'],
        site,
        renderedAt: 0,
        published: [],
      });
      const calendar = await readFile(join(out, 'feeds/programme.ics'), 'utf8');
      expect(calendar).toContain('UID:77%0D%0AX-INJECTED%3A1-');
      expect(calendar).not.toMatch(/^X-INJECTED/m);
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });

  it("no channel id takes the radio's artwork", async () => {
    const { podcastArtworkPath } = await import('../../pages/rules/feeds.ts');
    expect(podcastArtworkPath('es', 'radio')).not.toBe(podcastArtworkPath('es', null));
    expect(podcastArtworkPath('en', '../../x')).toBe('/en/feeds/artwork/channel-------x.jpg');
  });
});
