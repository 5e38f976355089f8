/** Every view, rendered as the build renders it: section menus, derived rules, head metadata, safety. */
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { nodeHtmlSanitizer } from '../../app/site-build/content/sanitize-node.ts';
import { mapPageHtml } from '../../pages/content/html-fields.ts';
import { BUNDLES } from '../../generated/types/constants.ts';
import type { Page } from '../../generated/types/content.ts';
import { PageDocument } from '../../pages/PageDocument.tsx';
import {
  SAMPLE_NOW,
  minimalPage,
  sampleChrome,
  samplePage,
  samplePageAt,
  samplePagesByFile,
  sampleSite,
} from '../../pages/fixtures/sample-content.ts';
import { headFor } from '../../pages/head/head-tags.ts';
import { isSafeHeadTag } from '../../pages/head/head-data.ts';
import { plural } from '../../pages/i18n/plural.ts';
import { uiText } from '../../pages/i18n/ui-text.ts';
import { hasMedia, uniqueById } from '../../pages/rules/media.ts';
import { searchRoutes, type SitePage } from '../../pages/routes/search-route.ts';
import { viewTable } from '../../pages/views/view-table.ts';

const SITE = 'https://www.museo.example';
const render = (page: SitePage) =>
  renderToString(
    <MemoryRouter>
      <PageDocument page={page} chrome={sampleChrome(page.language.id)} now={SAMPLE_NOW} />
    </MemoryRouter>,
  );
/** The hrefs of the section menu ("En esta página"), in order. */
function menu(html: string): string[] {
  const nav = html.match(/<nav[^>]*aria-label="(?:En esta página|On this page)"[^>]*>([\s\S]*?)<\/ul>/);
  return nav ? [...nav[1]!.matchAll(/href="(#[^"]+)"/g)].map((m) => m[1]!) : [];
}

describe('section menus (SPEC §2), each anchor only when its section has content', () => {
  const expected: [Page['bundle'], string[]][] = [
    ['activity', ['#detalles', '#participantes', '#programa']],
    ['artwork', ['#mas-sobre-la-obra']],
    ['collection_archive', ['#galeria', '#ficha-tecnica']],
    ['exhibition', ['#detalles', '#galeria', '#exposiciones-relacionadas']],
    ['home_radio', ['#categorias', '#destacados']],
    ['podcast', ['#detalles', '#recursos', '#serie']],
    ['podcast_channel', ['#categorias', '#podcast']],
    ['press_note', ['#audios', '#documentos', '#imagenes', '#videos']],
    ['program', ['#actividades', '#detalles']],
    ['publication', ['#descripcion', '#otras-publicaciones', '#ficha']],
    ['restoration_project', ['#detalles', '#multimedia']],
    ['showroom', ['#obras', '#artistas']],
  ];
  for (const [bundle, anchors] of expected) {
    it(`${bundle}: ${anchors.join(' ')}`, () => {
      const html = render(samplePage(bundle));
      expect(menu(html)).toEqual(anchors);
      for (const a of anchors) expect(html).toContain(`id="${a.slice(1)}"`);
    });
  }

  it('homepage anchors come from paragraphsTop, middleSection, paragraphsMiddle and bottomSection, in that order', () => {
    expect(menu(render(samplePage('homepage')))).toEqual(['#destacados', '#visita', '#coleccion']);
  });

  it('hubpages list the anchors their editors placed', () => {
    expect(menu(render(samplePage('hubpage')))).toEqual(['#destacado', '#agenda', '#boletin']);
  });

  it('bundles SPEC §2 gives no section menu have none', () => {
    for (const b of ['person', 'organization', 'location', 'project', 'multimedia_video', 'multimedia_audio'] as const)
      expect(menu(render(samplePage(b))), b).toEqual([]);
  });
});

describe('every bundle has a view and copes with only its required fields', () => {
  it('maps every bundle to a template', () => {
    expect(Object.keys(viewTable).sort()).toEqual([...BUNDLES].sort());
  });
  for (const bundle of BUNDLES) {
    it(`${bundle}: the minimal page renders its title and no empty section`, () => {
      const page = minimalPage(bundle);
      const html = render(page);
      expect(html).toContain(`>${page.title.value}</h1>`);
      // Sections without content have no heading and no anchor; exhibitions and activities always have dates.
      expect(menu(html)).toEqual(bundle === 'exhibition' || bundle === 'activity' ? ['#detalles'] : []);
      expect(html).not.toMatch(/<h2[^>]*>\s*<\/h2>/);
    });
  }
});

describe('derived rules', () => {
  it('keeps showroom authors unique by id, in order', () => {
    const a = { entity: { id: '1' } },
      b = { entity: { id: '2' } };
    expect(uniqueById([a, b, { entity: { id: '1' } }, b])).toEqual([a, b]);
    const html = render(samplePage('showroom'));
    expect(html.match(/>Elena Asins</g)).toHaveLength(1);
    expect(html).toContain('>José Guerrero<');
  });

  it('has a media section only with a video entity or a gallery with entities', () => {
    const image = { entity: { type: 'MediaImage' as const, image: { url: '/a.svg', alt: 'a' } } };
    const video = { entity: { type: 'MediaVideo' as const, name: 'v', videoUrl: '/v.webm' } };
    expect(hasMedia(undefined, [])).toBe(false);
    expect(hasMedia(undefined, undefined)).toBe(false);
    expect(hasMedia(video, [])).toBe(true);
    expect(hasMedia(undefined, [image])).toBe(true);
    const exhibition = samplePage('exhibition');
    expect(menu(render({ ...exhibition, gallery: [], video: undefined }))).not.toContain('#galeria');
    expect(menu(render({ ...exhibition, gallery: [], video }))).toContain('#galeria');
  });

  it('keeps related exhibitions of bundle exhibition only', () => {
    const html = render(samplePage('exhibition'));
    const related = html.slice(html.indexOf('id="exposiciones-relacionadas"'));
    expect(related).toContain('La ciudad moderna');
    expect(related).not.toContain('Visita comentada');
  });

  it('lists a project activity once even when the CMS and the editor both added it', () => {
    const html = render(samplePage('project'));
    expect(html.match(/>Visita comentada: Paisajes de la abstracción</g)).toHaveLength(1);
  });

  it('uses plural rules, with an explicit zero wording', () => {
    const t = uiText('es').searchPage.results,
      te = uiText('en').searchPage.results;
    expect([0, 1, 2, 1500].map((n) => plural('es', n, t))).toEqual([
      'No se han encontrado resultados',
      '1 resultado',
      '2 resultados',
      '1500 resultados',
    ]);
    expect([0, 1, 2, 1500].map((n) => plural('en', n, te))).toEqual(['No results found', '1 result', '2 results', '1,500 results']);
    expect(plural('ca', 1, uiText('ca').minutes)).toBe('1 minuto');
  });

  it('shows press note date and category, podcast episode and channel', () => {
    const press = render(samplePage('press_note'));
    expect(press).toContain('18 nov 2026');
    expect(press).toContain('Exposiciones');
    const podcast = render(samplePage('podcast', 'en'));
    expect(podcast).toContain('Voices of landscape · Episode 1');
  });

  it('renders /itinerancias with no header, menu or footer', () => {
    const html = render(samplePagesByFile['es/itinerancias']!);
    expect(html).not.toContain('<header');
    expect(html).not.toContain('<footer');
    expect(html).toContain('>Itinerancias</h1>');
  });
});

describe('head metadata', () => {
  const tags = (page: SitePage) => headFor(page, sampleSite.siteName, SITE).tags;

  it('writes only tags the browser will accept from page data, and the browser refuses anything else', () => {
    // After a client-side navigation the runtime applies page data's head only through isSafeHeadTag.
    for (const page of [...Object.values(samplePagesByFile), ...searchRoutes()])
      for (const t of tags(page)) expect(isSafeHeadTag(t), `${page.url.path} ${JSON.stringify(t)}`).toBe(true);
    for (const hostile of [
      { tag: 'script', attrs: { src: '/evil.js' } },
      { tag: 'link', attrs: { rel: 'stylesheet', href: '/x.css' } },
      { tag: 'link', attrs: { rel: 'modulepreload', href: '/x.js' } },
      { tag: 'link', attrs: { rel: 'canonical', href: 'javascript:alert(1)' } },
      { tag: 'link', attrs: { rel: 'alternate', href: '//evil.example/' } },
      { tag: 'meta', attrs: { name: 'description', content: 'x', onload: 'alert(1)' } },
      { tag: 'meta', attrs: { 'http-equiv': 'refresh', content: '0;url=https://evil.example' } },
      { tag: 'meta', attrs: { name: 'description', content: 1 } },
      { tag: 'meta', attrs: null },
    ])
      expect(isSafeHeadTag(hostile), JSON.stringify(hostile)).toBe(false);
  });
  const links = (page: SitePage, rel: string) =>
    tags(page)
      .filter((t) => t.tag === 'link' && t.attrs.rel === rel)
      .map((t) => t.attrs);

  it('gives every page a canonical URL, hreflang alternates for every translation and an x-default', () => {
    const page = samplePage('exhibition');
    expect(links(page, 'canonical')).toEqual([{ rel: 'canonical', href: `${SITE}/exposiciones/paisajes-abstraccion` }]);
    expect(links(page, 'alternate').map((a) => `${a.hreflang} ${a.href}`)).toEqual([
      `es ${SITE}/exposiciones/paisajes-abstraccion`,
      `en ${SITE}/en/exhibitions/landscapes-abstraction`,
      `ca ${SITE}/ca/exposicions/paisatges-abstraccio`,
      `eu ${SITE}/eu/erakusketak/abstrakzioaren-paisaiak`,
      `gl ${SITE}/gl/exposicions/paisaxes-abstraccion`,
      `x-default ${SITE}/exposiciones/paisajes-abstraccion`,
    ]);
  });

  it('writes the six CMS meta kinds to the right attributes', () => {
    const page: Page = {
      ...samplePage('page'),
      metas: [
        { type: 'MetaValue', property: 'description', content: 'd' },
        { type: 'MetaProperty', property: 'og:title', content: 'o' },
        { type: 'MetaHttpEquiv', property: 'content-language', content: 'es' },
        { type: 'MetaItemProp', property: 'name', content: 'n' },
        { type: 'MetaLink', property: 'image_src', content: '/i.svg' },
        { type: 'MetaLinkHreflang', property: 'fr', content: 'https://fr.example/' },
      ],
    };
    expect(
      tags(page)
        .slice(0, 6)
        .map((t) => t.attrs),
    ).toEqual([
      { name: 'description', content: 'd' },
      { property: 'og:title', content: 'o' },
      { 'http-equiv': 'content-language', content: 'es' },
      { itemprop: 'name', content: 'n' },
      { rel: 'image_src', href: '/i.svg' },
      { rel: 'alternate', hreflang: 'fr', href: 'https://fr.example/' },
    ]);
  });

  it('links every translation back (reciprocal hreflang across the sample content)', () => {
    const pages = [...Object.values(samplePagesByFile), ...searchRoutes()];
    const byPath = new Map<string, SitePage>(pages.map((p) => [p.url.path, p]));
    for (const page of pages) {
      for (const t of page.translations) {
        const other = byPath.get(t.url.path);
        expect(other, `${page.url.path} → ${t.url.path}`).toBeDefined();
        expect(other!.language.id).toBe(t.language.id);
        expect(
          other!.translations.map((x) => x.url.path),
          `${t.url.path} should link back to ${page.url.path}`,
        ).toContain(page.url.path);
      }
    }
  });

  it('generates schema.org data where the CMS sends none', () => {
    const ld = (page: SitePage) => headFor(page, sampleSite.siteName, SITE).jsonLd[0] as Record<string, unknown>;
    expect(ld(samplePage('exhibition'))).toMatchObject({
      '@type': 'ExhibitionEvent',
      name: 'Paisajes de la abstracción',
      startDate: '2026-10-07T00:00:00+02:00',
      endDate: '2027-03-02T23:59:00+01:00',
      location: { '@type': 'Museum' },
    });
    expect(ld(samplePage('activity'))).toMatchObject({ '@type': 'Event', startDate: '2026-11-28T12:00:00+01:00' });
    expect(ld(samplePage('artwork'))).toMatchObject({
      '@type': 'VisualArtwork',
      creator: [{ '@type': 'Person', name: 'Elena Asins' }],
      dateCreated: '1962',
      artMedium: 'Óleo sobre lienzo',
    });
    expect(ld(samplePageAt('/personas/elena-asins'))).toMatchObject({
      '@type': 'Person',
      name: 'Elena Asins',
      birthDate: '1940',
      deathDate: '2015',
    });
    expect(ld(samplePage('organization'))).toMatchObject({ '@type': 'Organization', url: 'https://fundacion.museo.example' });
    expect(ld(samplePage('homepage'))).toMatchObject({ '@type': 'Museum', name: sampleSite.siteName, url: `${SITE}/` });
    expect(ld(samplePage('location'))).toMatchObject({ '@type': 'Museum', geo: { latitude: 40.4079 } });
    expect(headFor(samplePage('page'), sampleSite.siteName, SITE).jsonLd).toEqual([]);
  });

  it('prefers the CMS JSON-LD, and falls back to generated data when it cannot be parsed', () => {
    const cms = { '@context': 'https://schema.org', '@type': 'ExhibitionEvent', name: 'from the CMS' };
    expect(headFor({ ...samplePage('exhibition'), metasSchema: JSON.stringify(cms) }, 'M', SITE).jsonLd).toEqual([cms]);
    expect(headFor({ ...samplePage('exhibition'), metasSchema: '{not json' }, 'M', SITE).jsonLd[0]).toMatchObject({
      '@type': 'ExhibitionEvent',
      name: 'Paisajes de la abstracción',
    });
  });
});

describe('safety of CMS content in whole pages', () => {
  const payloads =
    '<p>ok</p><script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">j</a><iframe src="https://evil.example"></iframe><a href="https://elsewhere.example/x">out</a>';

  it('sanitises, as the build does, every CMS HTML field a view renders (the schemas mark each one)', () => {
    const pages: SitePage[] = [
      { ...samplePage('page'), content: { value: payloads } },
      { ...samplePage('restoration_project'), descriptionHtml: payloads },
      { ...samplePage('person'), biography: { value: payloads } },
      { ...samplePage('location'), address: { value: payloads } },
      { ...samplePage('podcast'), transcription: { value: payloads }, acknowledgements: { value: payloads } },
      { ...samplePage('artwork'), moreAbout: { value: payloads } },
      { ...samplePage('activity'), schedule: { value: payloads } },
    ];
    for (const raw of pages) {
      const page = mapPageHtml(raw, nodeHtmlSanitizer());
      const html = render(page).toLowerCase();
      expect(html, page.bundle).not.toMatch(/<script|<iframe|\son\w+=|javascript:/);
      expect(html, page.bundle).toContain('<p>ok</p>');
      expect(html, page.bundle).toMatch(
        /<a href="https:\/\/elsewhere.example\/x"[^>]*target="_blank"[^>]*rel="noopener noreferrer"|<a[^>]*rel="noopener noreferrer"[^>]*href="https:\/\/elsewhere.example\/x"/,
      );
    }
  });

  it('keeps the language switcher working when translations are missing', () => {
    const lonely = { ...samplePage('exhibition', 'en'), translations: [] };
    const html = render(lonely);
    expect(html).toContain('>Landscapes of abstraction</h1>');
    // Only the page's own language: no switcher to offer, and nothing broken.
    expect([...html.matchAll(/hreflang="(\w+)"/gi)].map((m) => m[1])).toEqual([]);
    expect(html).toContain('<header');
    // A translation into a hidden language is never offered.
    const chrome = sampleChrome('en');
    const hidden = { ...chrome, languages: chrome.languages.map((l) => (l.langcode === 'eu' ? { ...l, hidden: true } : l)) };
    const html2 = renderToString(
      <MemoryRouter>
        <PageDocument page={samplePage('exhibition', 'en')} chrome={hidden} now={SAMPLE_NOW} />
      </MemoryRouter>,
    );
    // Offered twice: in the header's language list and again in the menu.
    expect([...html2.matchAll(/hreflang="(\w+)"/gi)].map((m) => m[1])).toEqual(['es', 'en', 'ca', 'gl', 'es', 'en', 'ca', 'gl']);
  });
});
