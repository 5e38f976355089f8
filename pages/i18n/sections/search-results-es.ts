/**
 * Interface text for the search page's results and facets (kinds, facet and status names), in Spanish
 * (also shown on ca, eu and gl pages). Loaded with the results' own chunk when a search starts
 * (`loadSearchResults`, pages/views/SearchPage.tsx), not with the page.
 */
import type { Widen } from '../catalogue-es.ts';

export const text = {
  searchResults: {
    moreFacets: (n: number) => `Ver ${n} más`,
    lessFacets: 'Ver menos',
    resultsLabel: 'Resultados de la búsqueda',
    dateLegend: 'Fechas',
    kinds: {
      activity: 'Actividad',
      artwork: 'Obra',
      collection_archive: 'Archivo',
      exhibition: 'Exposición',
      multimedia_audio: 'Audio',
      multimedia_video: 'Vídeo',
      person: 'Persona',
      organization: 'Organización',
      podcast: 'Pódcast',
      podcast_channel: 'Canal de radio',
      home_radio: 'Radio',
      press_note: 'Nota de prensa',
      program: 'Programa',
      project: 'Proyecto',
      publication: 'Publicación',
      restoration_project: 'Proyecto de restauración',
      showroom: 'Sala',
      location: 'Lugar',
      hubpage: 'Sección',
      hubpage_multimedia: 'Multimedia',
      page_multimedia: 'Multimedia',
      page: 'Página',
      homepage: 'Inicio',
    },
    facetNames: {
      audience: 'Público',
      bundle: 'Tipo de contenido',
      category: 'Categoría',
      collection: 'Colección',
      entryYear: 'Año de ingreso',
      exposed: 'Expuesta',
      format: 'Formato',
      hasImage: 'Con imagen',
      ownedByFoundation: 'Propiedad de la Fundación',
      type: 'Tipo',
      year: 'Año',
      building: 'Edificio',
      floor: 'Planta',
      service: 'Accesibilidad',
      author: 'Autoría',
      showroom: 'Sala',
      status: 'Situación',
      technique: 'Técnica',
      computedYear: 'Año',
      channel: 'Canal',
      serie: 'Serie',
      editorialLine: 'Línea editorial',
      language: 'Idioma',
      decade: 'Década',
      recentAcquisition: 'Adquisición reciente',
    },
    /** A decade facet value ('1950') as a visitor reads it. */
    decadeName: (decade: string) => `Década de ${decade}`,
    statusNames: {
      exposed: 'Expuesta',
      exposedin: 'Expuesta en una sala',
      inloan: 'En préstamo',
      inrestoration: 'En restauración',
      notexposed: 'No expuesta',
    },
  },
} as const;

export type Text = { [K in keyof typeof text]: Widen<(typeof text)[K]> };
