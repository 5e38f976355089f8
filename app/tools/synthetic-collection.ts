/**
 * A synthetic collection the size of the museum's (SPEC §9: 16,583 artworks), in Spanish and English,
 * for benchmarks: every work different (title, author, technique, year, room, text), drawn from fixed
 * word lists with a seeded generator so every run indexes the same collection.
 */
import type { Page } from '../../generated/types/content.ts';

export const COLLECTION_SIZE = 16_583;

export const FIRST = [
  'Elena',
  'Lucía',
  'Tomás',
  'Carmen',
  'Pablo',
  'Joan',
  'Maruja',
  'Antoni',
  'Esteban',
  'Ángeles',
  'Manolo',
  'Remedios',
  'Jorge',
  'Eva',
  'Chema',
  'Isabel',
  'Luis',
  'Soledad',
  'Darío',
  'Juana',
  'Fernando',
  'Cristina',
  'Ramón',
  'Ouka',
  'Alberto',
];
export const LAST = [
  'Asins',
  'Ferrer',
  'Iribarren',
  'Laffón',
  'Palazuelo',
  'Miró',
  'Mallo',
  'Tàpies',
  'Vicente',
  'Santos',
  'Millares',
  'Varo',
  'Oteiza',
  'Sempere',
  'Madoz',
  'Guerrero',
  'Gordillo',
  'Sala',
  'Villalba',
  'Mutis',
  'Zóbel',
  'Chillida',
  'Lucas',
  'Leele',
  'García',
];
const TECHNIQUES: [string, string][] = [
  ['Óleo sobre lienzo', 'Oil on canvas'],
  ['Acrílico sobre tabla', 'Acrylic on panel'],
  ['Gelatina de plata', 'Gelatin silver print'],
  ['Hierro forjado', 'Wrought iron'],
  ['Tinta sobre papel', 'Ink on paper'],
  ['Collage', 'Collage'],
  ['Técnica mixta', 'Mixed media'],
  ['Vídeo monocanal', 'Single-channel video'],
  ['Bronce', 'Bronze'],
  ['Serigrafía', 'Screen print'],
  ['Grafito sobre papel', 'Graphite on paper'],
  ['Instalación', 'Installation'],
];
const CATEGORIES: [string, string][] = [
  ['Pintura', 'Painting'],
  ['Escultura', 'Sculpture'],
  ['Fotografía', 'Photography'],
  ['Dibujo', 'Drawing'],
  ['Obra gráfica', 'Prints'],
  ['Audiovisual', 'Audiovisual'],
  ['Instalación', 'Installation'],
];
export const NOUNS: [string, string][] = [
  ['Paisaje', 'Landscape'],
  ['Retrato', 'Portrait'],
  ['Composición', 'Composition'],
  ['Horizonte', 'Horizon'],
  ['Naturaleza muerta', 'Still life'],
  ['Figura', 'Figure'],
  ['Ciudad', 'City'],
  ['Meseta', 'Plateau'],
  ['Jardín', 'Garden'],
  ['Mujer', 'Woman'],
  ['Noche', 'Night'],
  ['Mar', 'Sea'],
  ['Estructura', 'Structure'],
  ['Ritmo', 'Rhythm'],
  ['Interior', 'Interior'],
];
export const ADJECTIVES: [string, string][] = [
  ['azul', 'blue'],
  ['rojo', 'red'],
  ['en ocre', 'in ochre'],
  ['nocturno', 'at night'],
  ['con figuras', 'with figures'],
  ['sin título', 'untitled'],
  ['en blanco', 'in white'],
  ['sobre el agua', 'on the water'],
  ['de la meseta', 'of the plateau'],
  ['en movimiento', 'in motion'],
];
/** The sample site's own artwork images, so result cards show real pictures. */
const IMAGES = ['geometria-azul.svg', 'noche-verde.svg', 'paisaje-rojo.svg', 'retrato-amarillo.svg'];
const STATUSES = ['exposed', 'exposedin', 'inloan', 'inrestoration', 'notexposed'] as const;

/** A small seeded generator (mulberry32): the same collection on every run. */
export function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Lang = 'es' | 'en' | 'ca' | 'eu' | 'gl';
export const ARTWORK_PATH: Record<Lang, (i: number) => string> = {
  es: (i) => `/coleccion/obra/sintetica-${i}`,
  en: (i) => `/en/collection/artwork/synthetic-${i}`,
  ca: (i) => `/ca/colleccio/obra/sintetica-${i}`,
  eu: (i) => `/eu/bilduma/artelana/sintetikoa-${i}`,
  gl: (i) => `/gl/coleccion/obra/sintetica-${i}`,
};

/**
 * The artwork number `i` of the collection in Spanish and in English, each the other's translation;
 * with `otherLanguagesEvery` = n, every n-th work also in Catalan, Basque and Galician (the share the
 * museum translates; their text is the Spanish one, as a CMS shows an untranslated field).
 */
export function syntheticArtworks(count = COLLECTION_SIZE, { otherLanguagesEvery = 0 } = {}): Page[] {
  const rand = random(16583);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const pages: Page[] = [];
  for (let i = 0; i < count; i++) {
    const author = `${pick(FIRST)} ${pick(LAST)}`;
    const noun = pick(NOUNS);
    const adjective = pick(ADJECTIVES);
    const technique = pick(TECHNIQUES);
    const category = pick(CATEGORIES);
    const year = 1900 + Math.floor(rand() * 125);
    const entryYear = Math.min(2025, year + Math.floor(rand() * 40));
    const status = pick(STATUSES);
    const room = `${1 + Math.floor(rand() * 4)}0${Math.floor(rand() * 9)}.${Math.floor(rand() * 12)}`;
    const langs: Lang[] = otherLanguagesEvery > 0 && i % otherLanguagesEvery === 0 ? ['es', 'en', 'ca', 'eu', 'gl'] : ['es', 'en'];
    const ownedByFoundation = rand() < 0.05;
    const dimensions = `${20 + Math.floor(rand() * 200)} × ${20 + Math.floor(rand() * 200)} cm`;
    for (const lang of langs) {
      const l = lang === 'en' ? 1 : 0;
      const title = `${noun[l]} ${adjective[l]} ${i % 97 === 0 ? '' : String(i % 50)}`.trim();
      pages.push({
        id: `${lang}-${500000 + i}`,
        bundle: 'artwork',
        language: { id: lang },
        title: { value: title },
        url: { path: ARTWORK_PATH[lang](i) },
        translations: langs.filter((o) => o !== lang).map((o) => ({ language: { id: o }, url: { path: ARTWORK_PATH[o](i) } })),
        paragraphs: [],
        created: 1788249600,
        changed: 1795163400,
        status: status === 'exposedin' ? { status, room } : { status },
        date: String(year),
        authors: [{ entity: { id: `p${author}`, bundle: 'person', title: author, url: { path: `/personas/${i % 400}` } } }],
        hero: { image: { url: `/media/artworks/${IMAGES[i % IMAGES.length]}`, alt: `${noun[l]}, ${author}`, width: 1200, height: 800 } },
        moreAbout: {
          value:
            lang !== 'en'
              ? `<p>${author} trabajó esta ${category[0].toLowerCase()} en ${year}: ${noun[0].toLowerCase()} ${adjective[0]} reducido a planos, con ${technique[0].toLowerCase()}.</p>`
              : `<p>${author} made this ${category[1].toLowerCase()} in ${year}: a ${noun[1].toLowerCase()} ${adjective[1]} reduced to planes, in ${technique[1].toLowerCase()}.</p>`,
        },
        technicalDetails: {
          category: category[l],
          technique: technique[l],
          entryYear,
          registryId: `AS${String(i).padStart(5, '0')}`,
          ownedByFoundation,
          isRecentAcquisition: entryYear >= 2022,
          dimensions,
        },
      } as Page);
    }
  }
  return pages;
}
