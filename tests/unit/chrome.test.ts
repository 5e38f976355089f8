import { describe, expect, it } from 'vitest';
import { footerProps, headerProps, pageLanguages } from '../../pages/chrome/chrome-props.ts';
import { sampleChrome, samplePages } from '../../pages/fixtures/sample-content.ts';
import { activeMenuLinkId } from '../../pages/rules/active-menu.ts';
import { usesDarkTheme } from '../../pages/rules/theme.ts';

describe('site chrome from content', () => {
  it('lists only the languages the page exists in, with the current one marked', () => {
    expect(pageLanguages(samplePages.activityEs, sampleChrome('es'))).toEqual([
      { code: 'es', name: 'Español', href: '/actividades/visita-paisajes', current: true },
      { code: 'en', name: 'English', href: '/en/activities/landscapes-tour', current: false },
    ]);
    // The exhibition exists in all five languages: each links to its own translation.
    expect(pageLanguages(samplePages.exhibitionEs, sampleChrome('es')).map((l) => [l.code, l.href])).toEqual([
      ['es', '/exposiciones/paisajes-abstraccion'],
      ['en', '/en/exhibitions/landscapes-abstraction'],
      ['ca', '/ca/exposicions/paisatges-abstraccio'],
      ['eu', '/eu/erakusketak/abstrakzioaren-paisaiak'],
      ['gl', '/gl/exposicions/paisaxes-abstraccion'],
    ]);
  });

  it('never lists a hidden language, and a page with no translations lists itself only', () => {
    const chrome = sampleChrome('es');
    const hiddenEn = { ...chrome, languages: chrome.languages.map((l) => (l.langcode === 'en' ? { ...l, hidden: true } : l)) };
    expect(pageLanguages(samplePages.activityEs, hiddenEn).map((l) => l.code)).toEqual(['es']);
    expect(pageLanguages({ ...samplePages.exhibitionEs, translations: [] }, chrome).map((l) => l.code)).toEqual(['es']);
  });

  it('marks the active main-menu entry by bundle (SPEC §2)', () => {
    expect(activeMenuLinkId('exhibition', 'x')).toBe('actividadesExposiciones');
    expect(activeMenuLinkId('activity', undefined)).toBe('actividadesExposiciones');
    expect(activeMenuLinkId('program', undefined)).toBe('actividadesExposiciones');
    expect(activeMenuLinkId('project', undefined)).toBe('actividadesExposiciones');
    expect(activeMenuLinkId('artwork', 'x')).toBe('coleccion');
    expect(activeMenuLinkId('page', 'visita')).toBe('visita');
    const header = headerProps(samplePages.exhibitionEn, sampleChrome('en'));
    expect(header.menu.filter((m) => m.active).map((m) => m.href)).toEqual(['/en/exhibitions-activities']);
    expect(header.homeHref).toBe('/en');
  });

  it('uses the dark theme for multimedia, podcast and radio bundles, and when forced', () => {
    for (const b of [
      'hubpage_multimedia',
      'page_multimedia',
      'multimedia_video',
      'multimedia_audio',
      'podcast',
      'podcast_channel',
      'home_radio',
    ] as const)
      expect(usesDarkTheme(b)).toBe(true);
    expect(usesDarkTheme('exhibition')).toBe(false);
    expect(usesDarkTheme('exhibition', true)).toBe(true);
  });

  it('gives ca, eu and gl their own menus and the Spanish footer', () => {
    const ca = sampleChrome('ca');
    expect(ca.menu[0]?.url.path).toBe('/ca/node/2273');
    expect(footerProps(ca).copyright).toBe(footerProps(sampleChrome('es')).copyright);
  });

  it("makes what a language's pages share of the header and footer once, and each page's own parts for it", () => {
    const chrome = sampleChrome('es');
    const exhibition = headerProps(samplePages.exhibitionEs, chrome);
    const activity = headerProps(samplePages.activityEs, chrome, 'k2');
    const artwork = headerProps(samplePages.artworkEs, chrome);
    // Shared: the same objects for every page of the language, the menu for every page with the same active link.
    expect(activity.secondary).toBe(exhibition.secondary);
    expect(activity.search).toBe(exhibition.search);
    expect(activity.menu).toBe(exhibition.menu);
    expect(artwork.menu).not.toBe(exhibition.menu);
    expect(artwork.menu.filter((m) => m.active).map((m) => m.href)).toEqual(['/colecciones']);
    // Each page's own: its languages and its location key.
    expect(exhibition.languages.map((l) => l.code)).toEqual(['es', 'en', 'ca', 'eu', 'gl']);
    expect(activity.languages.map((l) => l.code)).toEqual(['es', 'en']);
    expect([exhibition.locationKey, activity.locationKey]).toEqual([undefined, 'k2']);
    // What another chrome of the same content gives is equal, made for it.
    expect(headerProps(samplePages.exhibitionEs, sampleChrome('es'))).toEqual(exhibition);
    expect(footerProps(chrome)).toBe(footerProps(chrome));
    expect(footerProps(sampleChrome('es'))).toEqual(footerProps(chrome));
    expect(footerProps(sampleChrome('es'))).not.toBe(footerProps(chrome));
  });
});
