/**
 * What the search index learns of each sample page: its words (not the chrome's, not other pages'),
 * its card, and the facet values of SPEC §3, read from the validated content.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/build.ts';
import { samplePage, samplePageAt, samplePagesByFile } from '../../pages/fixtures/sample-content.ts';
import { highlightWords } from '../../pages/search/highlight.ts';
import { htmlToText } from '../../pages/search/html-text.ts';
import { dayBoundsFor, facetsToShow, readSearchParams, writeSearchParams } from '../../pages/search/search-facets.ts';
import { OPEN_END_DAY, decadeOf, searchRecord } from '../../pages/search/search-record.ts';
import { sampleSite } from '../../pages/fixtures/sample-content.ts';
import { excerptPieces, readTeaser } from '../../app/runtime/search/pagefind-backend.ts';
import { current, shardPaths, supersededIds } from '../../app/runtime/search/index-entry.ts';
import { facetTiers } from '../../pages/search/search-facets.ts';

describe('a page as the search index holds it', () => {
  it('keeps the words of the page, with HTML read as text and entities decoded', () => {
    const r = searchRecord(samplePage('exhibition'))!;
    expect(r.content).toContain('la pintura abstracta no abandonó el paisaje: lo desmontó.');
    expect(r.content).not.toMatch(/<|&amp;|https?:|\/media\//);
    expect(htmlToText('<p>Tierra</p><ul><li>Horizonte</li><li>Luz &amp; sombra</li></ul><script>x()</script>')).toBe(
      'Tierra Horizonte Luz & sombra',
    );
  });

  it('holds no code the page shows in words (licences, formats, services, link targets), and sets its fields apart', () => {
    // Every code the schemas define (hyphenated or joined values such as cc-by-nc-nd, sign-language,
    // exposedin, _blank), and the publication formats, which are plain words in English.
    const schemaCodes = new Set(['both', 'downloadable', 'printed']);
    for (const f of readdirSync(join(ROOT, 'schemas'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json'))) {
      const text = readFileSync(join(ROOT, 'schemas', f), 'utf8');
      for (const m of text.matchAll(/"enum":\s*\[([^\]]*)\]/g))
        for (const v of JSON.parse(`[${m[1]}]`) as unknown[]) if (typeof v === 'string' && /[-_]|^[a-z]+in$/.test(v)) schemaCodes.add(v);
    }
    expect(schemaCodes.has('cc-by-nc-nd') && schemaCodes.has('sign-language')).toBe(true);
    // Codes that are English words too, which an editor's text may use ("easy-read tours").
    for (const word of ['easy-read', 'step-free']) schemaCodes.delete(word);
    const codes: string[] = [];
    for (const [file, page] of Object.entries(samplePagesByFile)) {
      const r = searchRecord(page);
      if (!r) continue;
      for (const word of r.content.split(/[^\p{L}\p{N}_-]+/u)) if (schemaCodes.has(word)) codes.push(`${file}: ${word}`);
    }
    expect(codes).toEqual([]);
    const video = searchRecord(samplePage('multimedia_video'))!;
    // Its title first, then each field: an excerpt across two fields reads them apart.
    expect(video.content.startsWith(`${video.title} · `)).toBe(true);
    expect(video.content).toContain('lienzo rojo · Sin diálogos');
  });

  it('does not take the titles of pages it only links to, but does name its people', () => {
    const exhibition = samplePage('exhibition');
    const r = searchRecord(exhibition)!;
    const related = (exhibition.relatedTo ?? []).map((x) => x.entity.title);
    for (const title of related) expect(r.content).not.toContain(title);
    const artwork = searchRecord(samplePage('artwork'))!;
    expect(artwork.content).toContain('Elena Asins');
  });

  it('files a work under the decade of the first year of its catalogued date', () => {
    expect(decadeOf('1937')).toBe('1930');
    expect(decadeOf('c. 1930-1935')).toBe('1930');
    expect(decadeOf('hacia 2004')).toBe('2000');
    expect(decadeOf('1899–1901')).toBe('1890');
    for (const none of [undefined, '', 's. f.', 's. XIX', '19370', '850']) expect(decadeOf(none)).toBeUndefined();
  });

  it('gives each result type the facet values of SPEC §3', () => {
    const activity = searchRecord(samplePage('activity'))!;
    expect(activity.filters).toMatchObject({
      bundle: ['activity'],
      category: ['36'],
      audience: ['501'],
      year: ['2026'],
      hasImage: ['yes'],
    });
    expect(activity.terms).toMatchObject({ '36': 'Visitas', '501': 'Público general' });
    expect(activity.filters.dateStart).toEqual(['2026-11-28']);
    const artwork = searchRecord(samplePage('artwork'))!;
    expect(artwork.filters).toMatchObject({
      bundle: ['artwork'],
      status: ['exposedin'],
      exposed: ['yes'],
      showroom: ['205.10'],
      author: ['Elena Asins'],
      technique: ['Óleo sobre lienzo'],
      ownedByFoundation: ['no'],
      decade: ['1960'],
    });
    // The explore page's choices: a decade from the catalogued date, and recent acquisitions.
    expect(artwork.filters.recentAcquisition).toBeUndefined();
    expect(searchRecord(samplePageAt('/coleccion/obra/reticula-7'))!.filters).toMatchObject({
      recentAcquisition: ['yes'],
      decade: ['1980'],
    });
    const publication = searchRecord(samplePage('publication'))!;
    expect(publication.filters).toMatchObject({
      author: ['Lucía Ferrer', 'Tomás Iribarren'],
      format: ['both'],
      editorialLine: ['Catálogos de exposición'],
      language: ['Español', 'Inglés'],
      year: ['2026'],
    });
    const exhibition = searchRecord(samplePage('exhibition'))!;
    expect(exhibition.filters.computedYear).toEqual(['2026', '2027']);
    const press = searchRecord(samplePage('press_note'))!;
    expect(press.filters).toMatchObject({ category: ['exhibitions'], year: ['2026'] });
    const podcast = searchRecord(samplePage('podcast'))!;
    expect(podcast.filters).toMatchObject({ channel: ['Voces del paisaje'], serie: ['Voces del paisaje'] });
  });

  it('files every published sample page, each in its own language, with a card that links to it', () => {
    for (const [file, page] of Object.entries(samplePagesByFile)) {
      const r = searchRecord(page);
      if (page.isPublished === false) {
        expect(r, file).toBeNull();
        continue;
      }
      expect(r!.language, file).toBe(file.split('/')[0]);
      expect(r!.teaser.url.path, file).toBe(page.url.path);
      expect(r!.teaser.title, file).toBe(page.title.value);
    }
  });

  it('gives each card as plain data of its own: no field left undefined, nothing shared with the page', () => {
    for (const [file, page] of Object.entries(samplePagesByFile)) {
      const teaser = searchRecord(page)?.teaser;
      if (!teaser) continue;
      expect(teaser, file).toStrictEqual(JSON.parse(JSON.stringify(teaser)));
      expect(teaser.url, file).not.toBe(page.url);
      if ('dates' in page && page.dates) expect(teaser.dates, file).not.toBe(page.dates);
    }
  });

  it('leaves the end of an exhibition with no end open', () => {
    const page = { ...samplePage('exhibition'), dates: { valueTimestamp: 1788249600 } };
    expect(searchRecord(page)!.filters.dateEnd).toEqual([OPEN_END_DAY]);
  });
});

describe('the search address and facets', () => {
  it('reads q, bundle, categories (ids, repeated or comma separated) and date, and writes them back', () => {
    const p = readSearchParams(
      new URLSearchParams('q=picasso&bundle=artwork&categories=36,40&categories=12&date=current&author=Elena%20Asins'),
    );
    expect(p).toEqual({
      query: 'picasso',
      filters: { bundle: ['artwork'], category: ['36', '40', '12'], author: ['Elena Asins'] },
      date: 'today',
    });
    const back = writeSearchParams(new URLSearchParams('utm=x'), p);
    expect(back.toString()).toBe(
      'utm=x&q=picasso&bundle=artwork&categories=36&categories=40&categories=12&author=Elena+Asins&date=current',
    );
    expect(readSearchParams(new URLSearchParams('date=whenever&bundle=')).filters).toEqual({});
  });

  it('offers a type’s own facets only when that type alone is chosen', () => {
    const config = sampleSite.searchFacets;
    expect(facetsToShow(config, [])).not.toContain('technique');
    expect(facetsToShow(config, ['artwork'])).toEqual(expect.arrayContaining(['author', 'technique', 'status', 'showroom', 'entryYear']));
    expect(facetsToShow(config, ['publication'])).toEqual(expect.arrayContaining(['editorialLine', 'language', 'author']));
    expect(facetsToShow(config, ['artwork', 'publication'])).not.toContain('author');
  });

  it('turns the date parameter into Madrid day bounds (SPEC §9)', () => {
    const saturday = Date.UTC(2026, 10, 28, 9) / 1000; // Sat 28 Nov 2026, 10:00 in Madrid
    expect(dayBoundsFor('today', saturday)).toEqual({ startsBy: '2026-11-28', endsFrom: '2026-11-28' });
    expect(dayBoundsFor('tomorrow', saturday)).toEqual({ startsBy: '2026-11-29', endsFrom: '2026-11-28' });
    expect(dayBoundsFor('next-week', saturday)).toEqual({ startsBy: '2026-12-06', endsFrom: '2026-11-30' });
    expect(dayBoundsFor('past', saturday)).toEqual({ endsBefore: '2026-11-28' });
  });

  it('marks the searched words in a title whatever their case and accents', () => {
    expect(highlightWords('Árboles y paisajes', 'arbol PAISAJE')).toEqual([
      { text: 'Árbol', match: true },
      { text: 'es y ' },
      { text: 'paisaje', match: true },
      { text: 's' },
    ]);
    expect(highlightWords('Sin coincidencias', 'zzz')).toEqual([{ text: 'Sin coincidencias' }]);
  });

  it('reads a Pagefind excerpt as text with the matches marked, never as markup', () => {
    expect(
      excerptPieces('la pintura &lt;b&gt; no abandonó el <mark>paisaje</mark>: lo &amp; <mark>Paisajes</mark><img src=x onerror=alert(1)>'),
    ).toEqual([
      { text: 'la pintura <b> no abandonó el ' },
      { text: 'paisaje', match: true },
      { text: ': lo & ' },
      { text: 'Paisajes', match: true },
    ]);
    expect(excerptPieces('· Área de Educación · <mark>Lucía</mark> Ferrer ·')).toEqual([
      { text: 'Área de Educación · ' },
      { text: 'Lucía', match: true },
      { text: ' Ferrer' },
    ]);
  });

  it('merges only the parts of an index the entry names as the build does, for the language asked', () => {
    expect(shardPaths({ shards: { es: ['es_4caa2a945e', 'es_bee9e24c27'] } }, 'es')).toEqual([
      '/pagefind/shard/es_4caa2a945e/',
      '/pagefind/shard/es_bee9e24c27/',
    ]);
    expect(shardPaths({}, 'es')).toEqual([]);
    expect(shardPaths({ shards: null }, 'es')).toEqual([]);
    expect(shardPaths({ shards: { es: 'es_4caa2a945e' } }, 'es')).toEqual([]);
    // Anything but a name the build writes, for this language, is ignored: no path leaves the index's folder.
    expect(
      shardPaths({ shards: { es: ['../../evil', 'es_../x', 'en_4caa2a945e', 'es_4CAA', 7, 'https://evil.example/', 'es_abc'] } }, 'es'),
    ).toEqual(['/pagefind/shard/es_abc/']);
    // A hostile entry cannot make a search fetch without end.
    expect(shardPaths({ shards: { es: Array.from({ length: 1000 }, (_, i) => `es_${i.toString(16)}`) } }, 'es')).toHaveLength(64);
  });

  it("merges an edit's recent part last and leaves out the results it replaces, as the entry names them", () => {
    const entry = {
      shards: { es: ['es_4caa2a945e'] },
      recent: { es: 'es_77aa00bb11', en: '../../evil' },
      superseded: { es: ['es_8019e526ce/1a', 'es_4caa2a945e/0', '../x', 'en_8019e526ce/1', 'es_8019e526ce/1a/../..', 7], en: 'es_1/1' },
    };
    expect(shardPaths(entry, 'es')).toEqual(['/pagefind/shard/es_4caa2a945e/', '/pagefind/shard/es_77aa00bb11/']);
    expect(shardPaths(entry, 'en')).toEqual([]);
    expect([...supersededIds(entry, 'es')]).toEqual(['es_8019e526ce/1a', 'es_4caa2a945e/0']);
    expect(supersededIds(entry, 'en').size).toBe(0);
    expect(supersededIds({ superseded: null }, 'es').size).toBe(0);
    // No more ids than a build names.
    const many = { superseded: { es: Array.from({ length: 10_000 }, (_, i) => `es_abc/${i.toString(36)}`) } };
    expect(supersededIds(many, 'es').size).toBe(4_096);
    const results = [{ id: 'es_8019e526ce/1a' }, { id: 'es_8019e526ce/1b' }, { id: 'es_77aa00bb11/0' }];
    expect(current(results, supersededIds(entry, 'es'))).toEqual([{ id: 'es_8019e526ce/1b' }, { id: 'es_77aa00bb11/0' }]);
  });

  it('leaves out a result whose card from the index is not one the build writes', () => {
    const card = { id: '1', bundle: 'exhibition', title: 'Paisajes', url: { path: '/exposiciones/paisajes' } };
    expect(readTeaser(JSON.stringify(card))).toEqual(card);
    expect(readTeaser('not json')).toBeNull();
    expect(readTeaser(undefined)).toBeNull();
    expect(readTeaser(JSON.stringify({ ...card, url: { path: 'javascript:alert(1)' } }))).toBeNull();
    expect(readTeaser(JSON.stringify({ ...card, url: { path: '//evil.example/x' } }))).toBeNull();
    expect(readTeaser(JSON.stringify({ ...card, title: 3 }))).toBeNull();
    expect(readTeaser(JSON.stringify({ ...card, image: { url: 'javascript:x', alt: '' } }))).toEqual(card);
  });

  it('shows type, category and year at once and the other facets behind “more filters”', () => {
    const config = sampleSite.searchFacets;
    expect(facetTiers(config, [])).toEqual({
      first: ['bundle', 'category', 'year'],
      more: ['audience', 'exposed', 'entryYear', 'ownedByFoundation', 'hasImage', 'collection', 'format', 'type'],
    });
    expect(facetTiers(config, ['artwork']).first).toEqual([
      'bundle',
      'category',
      'year',
      'author',
      'technique',
      'status',
      'building',
      'floor',
      'showroom',
      'entryYear',
    ]);
  });
});
