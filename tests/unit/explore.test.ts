import { describe, expect, it } from 'vitest';
import { allUiText } from '../../pages/i18n/all-ui-text.ts';
import { explorePath, exploreHref, exploreRoutes } from '../../pages/routes/search-route.ts';
import { choiceFilters, readChoices } from '../../pages/views/ExploreRoute.tsx';
import { showsExploreLink } from '../../pages/rules/explore.ts';
import { readExploreFacts } from '../../app/runtime/search/pagefind-backend.ts';
import { exploreFacts } from '../../app/site-build/search/search-records.ts';
import { searchRecord } from '../../pages/search/search-record.ts';
import { samplePagesByFile } from '../../pages/fixtures/sample-content.ts';

describe('the explore page', () => {
  it('has an address in every language, and its title is the interface text’s', () => {
    expect(explorePath('es')).toBe('/colecciones/explora');
    expect(explorePath('en')).toBe('/en/collections/explore');
    expect(explorePath('gl')).toBe('/gl/collections/explore');
    const routes = exploreRoutes();
    expect(routes.find((r) => r.language.id === 'es')!.title.value).toBe(allUiText.es.explore.title);
    expect(routes.find((r) => r.language.id === 'en')!.title.value).toBe(allUiText.en.explore.title);
    expect(routes.find((r) => r.language.id === 'eu')!.title.value).toBe(allUiText.es.explore.title);
    expect(exploreHref('en', { author: 'Elena Asins' })).toBe('/en/collections/explore?author=Elena+Asins');
  });

  it('reads one value per choice from the address, a yes-or-no choice only as yes, nothing else', () => {
    const p = new URLSearchParams('author=Elena%20Asins&author=Other&decade=1960&exposed=1&recentAcquisition=yes&q=x&bundle=person');
    expect(readChoices(p)).toEqual({ author: 'Elena Asins', decade: '1960', recentAcquisition: 'yes' });
    expect(readChoices(new URLSearchParams(`technique=${'a'.repeat(500)}`)).technique).toHaveLength(200);
    // Always artworks, whatever the address says of other types.
    expect(choiceFilters(readChoices(p))).toEqual({
      bundle: ['artwork'],
      author: ['Elena Asins'],
      decade: ['1960'],
      recentAcquisition: ['yes'],
    });
  });

  it('is offered on the collections menu’s hub page', () => {
    expect(showsExploreLink({ bundle: 'hubpage', activeMenuLinkId: 'coleccion' })).toBe(true);
    expect(showsExploreLink({ bundle: 'hubpage', activeMenuLinkId: 'visita' })).toBe(false);
    expect(showsExploreLink({ bundle: 'page', activeMenuLinkId: 'coleccion' })).toBe(false);
  });

  it('counts every artwork’s artist, decade and technique at build time, and reads the counts back warily', () => {
    const records = Object.values(samplePagesByFile).flatMap((p) => {
      const r = p.language.id === 'es' ? searchRecord(p) : null;
      return r ? [r] : [];
    });
    const facts = exploreFacts(records);
    expect(facts.counts.author).toEqual({ 'Elena Asins': 3, 'José Guerrero': 2, 'Tomás Iribarren': 1 });
    expect(facts.counts.decade).toEqual({ '1930': 1, '1950': 1, '1960': 2, '1970': 1, '1980': 1 });
    expect(readExploreFacts(JSON.parse(JSON.stringify(facts))).decade).toContainEqual({ value: '1960', count: 2 });
    // From the network: only the facets it lists, only whole positive counts.
    expect(readExploreFacts({ counts: { author: { A: 2, B: -1, C: 1.5, D: '3' }, bundle: { x: 1 } } })).toEqual({
      author: [{ value: 'A', count: 2 }],
    });
    expect(readExploreFacts(null)).toEqual({});
  });
});
