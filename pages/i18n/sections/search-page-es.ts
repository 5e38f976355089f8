/**
 * Interface text for the search page: its results, filters and facet names, in Spanish (also shown on ca, eu and gl pages). A chunk of its
 * own, loaded with the views that use it (`VIEW_TEXT`, pages/views/view-modules.ts), so no other page
 * downloads it; its shape is the one the English file fills.
 */
import type { Widen } from '../catalogue-es.ts';

export const text = {
  searchPage: {
    results: { zero: 'No se han encontrado resultados', one: '{n} resultado', other: '{n} resultados' },
    resultsFor: (q: string) => `para «${q}»`,
    filters: 'Filtros',
    loading: 'Cargando resultados…',
    error: 'Error en la búsqueda',
    errorText: 'Vuelve a intentarlo en unos minutos o regresa a la página de inicio.',
    prompt: 'Escribe qué buscas y pulsa «Buscar».',
    noScript: 'La búsqueda necesita JavaScript. Actívalo en tu navegador o explora el museo desde el menú.',
    noMatchText: 'Prueba con otras palabras, con menos o con su forma más sencilla.',
    tryInstead: 'También puedes:',
    withoutFilters: (count: string) => `Buscar sin filtros (${count})`,
    inLanguage: 'en',
    moreResults: 'Ver más resultados',
    clearFilters: 'Quitar los filtros',
    moreFilters: 'Más filtros',
    fewerFilters: 'Menos filtros',
    closeFilters: 'Cerrar los filtros',
  },
} as const;

export type Text = { [K in keyof typeof text]: Widen<(typeof text)[K]> };
