/**
 * Every interface string of the site, in one typed catalogue. Spanish and English are complete;
 * Catalan, Basque and Galician reuse the Spanish text (SPEC §1). A key missing in a language is a
 * compile error, so no page can show an empty label.
 */
import type { Language } from '../../generated/types/constants.ts';

const es = {
  siteShortName: 'Museo',
  skipToContent: 'Saltar al contenido',
  home: 'Inicio',
  homeLinkLabel: 'Museo Nacional de Arte Moderno y Contemporáneo, inicio',
  tickets: 'Comprar entradas',
  languages: 'Idioma',
  menu: 'Menú',
  closeMenu: 'Cerrar menú',
  mainNavigation: 'Navegación principal',
  footer: 'Pie de página',
  footerAddress: 'Dirección',
  footerMain: 'El museo',
  footerFirstColumn: 'Servicios',
  footerSecondColumn: 'Colabora',
  footerExternal: 'Enlaces de interés',
  footerSocial: 'Redes sociales',
  footerFunding: 'Financiación',
  footerPartners: 'Colaboradores',
  footerLegal: 'Información legal',
  subscribe: 'Suscríbete',
  exhibition: 'Exposición',
  activity: 'Actividad',
  details: 'Detalles',
  gallery: 'Galería',
  relatedExhibitions: 'Exposiciones relacionadas',
  dates: 'Fechas',
  curator: 'Comisariado',
  sponsor: 'Patrocinio',
  itinerary: 'Itinerancia',
  location: 'Lugar',
  backHome: 'Volver al inicio',
  notFound: { title: 'Página no encontrada', text: 'La página que buscas no existe o ha cambiado de dirección.' },
  serverError: { title: 'Algo ha fallado', text: 'No hemos podido mostrar esta página. Inténtalo de nuevo en unos minutos o vuelve al inicio.' },
  unknownParagraph: (type: string) => `Este tipo de bloque («${type}») aún no se puede mostrar.`,
} as const;

type Widen<T> = T extends (...args: infer A) => string ? (...args: A) => string : T extends string ? string : { [K in keyof T]: Widen<T[K]> };
type Catalogue = { [K in keyof typeof es]: Widen<(typeof es)[K]> };

const en: Catalogue = {
  siteShortName: 'Museo',
  skipToContent: 'Skip to content',
  home: 'Home',
  homeLinkLabel: 'National Museum of Modern and Contemporary Art, home',
  tickets: 'Buy tickets',
  languages: 'Language',
  menu: 'Menu',
  closeMenu: 'Close menu',
  mainNavigation: 'Main navigation',
  footer: 'Footer',
  footerAddress: 'Address',
  footerMain: 'The museum',
  footerFirstColumn: 'Services',
  footerSecondColumn: 'Support',
  footerExternal: 'Useful links',
  footerSocial: 'Social networks',
  footerFunding: 'Funding',
  footerPartners: 'Partners',
  footerLegal: 'Legal information',
  subscribe: 'Subscribe',
  exhibition: 'Exhibition',
  activity: 'Activity',
  details: 'Details',
  gallery: 'Gallery',
  relatedExhibitions: 'Related exhibitions',
  dates: 'Dates',
  curator: 'Curated by',
  sponsor: 'Sponsored by',
  itinerary: 'Touring',
  location: 'Venue',
  backHome: 'Back to the home page',
  notFound: { title: 'Page not found', text: 'The page you are looking for does not exist or has moved.' },
  serverError: { title: 'Something went wrong', text: 'We could not show this page. Try again in a few minutes or go back to the home page.' },
  unknownParagraph: (type: string) => `This kind of block ("${type}") cannot be shown yet.`,
};

export type UiText = Catalogue;
const catalogues: Record<Language, Catalogue> = { es, en, ca: es, eu: es, gl: es };

export const uiText = (lang: Language): UiText => catalogues[lang];
/** The language the interface text is really in (ca, eu and gl show Spanish). */
export const uiLanguage = (lang: Language): Language => (lang === 'en' ? 'en' : 'es');
