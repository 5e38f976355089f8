/** Accessibility services: names and icons, the listing's address, matching and search facets. */
import { describe, expect, it } from 'vitest';
import { samplePageAt } from '../../pages/fixtures/sample-content.ts';
import { uiText } from '../../pages/i18n/ui-text.ts';
import { readFilters, writeFilters } from '../../pages/rules/listing-filters.ts';
import { offersService, serviceFromParam, serviceItems } from '../../pages/rules/services.ts';
import { facetValueLabel } from '../../pages/search/facet-labels.ts';
import { searchRecord } from '../../pages/search/search-record.ts';

describe('accessibility services', () => {
  it('lists a page’s services in a fixed order, each with its icon and its name in the page’s language', () => {
    expect(serviceItems(['step-free', 'sign-language'], uiText('es'))).toEqual([
      { icon: 'hand', label: 'Lengua de signos española' },
      { icon: 'access', label: 'Recorrido sin escalones' },
    ]);
    expect(serviceItems(['hearing-loop'], uiText('en'))).toEqual([{ icon: 'ear', label: 'Hearing loop' }]);
    expect(serviceItems(undefined, uiText('en'))).toEqual([]);
  });

  it('keeps the service in the address and reads it back; anything unknown filters nothing', () => {
    const written = writeFilters(new URLSearchParams('q=&x=1'), { type: 'activity', date: 'all', service: 'sign-language' });
    expect(written.toString()).toBe('q=&x=1&bundle=activity&services=sign-language');
    expect(readFilters(written)).toEqual({ type: 'activity', date: 'all', service: 'sign-language' });
    expect(readFilters(new URLSearchParams('services=teleport')).service).toBeUndefined();
    expect(writeFilters(written, { type: 'all', date: 'all' }).has('services')).toBe(false);
    expect(serviceFromParam('<script>')).toBeUndefined();
  });

  it('matches items that offer the service, and every item when none is chosen', () => {
    expect(offersService({ accessibilityServices: ['easy-read'] }, 'easy-read')).toBe(true);
    expect(offersService({ accessibilityServices: ['easy-read'] }, 'sign-language')).toBe(false);
    expect(offersService({}, 'sign-language')).toBe(false);
    expect(offersService({}, undefined)).toBe(true);
  });

  it('files activities and exhibitions under their services in search, named in each language', () => {
    expect(searchRecord(samplePageAt('/actividades/visita-paisajes'))!.filters.service).toEqual(['sign-language', 'step-free']);
    expect(searchRecord(samplePageAt('/exposiciones/paisajes-abstraccion'))!.filters.service).toEqual([
      'audio-description',
      'easy-read',
      'step-free',
    ]);
    expect(facetValueLabel('service', 'audio-description', uiText('es'), {})).toBe('Audiodescripción');
    expect(facetValueLabel('service', 'audio-description', uiText('en'), {})).toBe('Audio description');
  });
});
