/**
 * What the playground's 'Add paragraph' menu offers: every paragraph type, with its name and a line
 * of guidance in the interface language, and a valid starter an editor edits from (tested against
 * the schemas in paragraph-starters.test.ts). The mapped type makes it exhaustive: a paragraph type
 * added to the schemas without a starter here fails `npm run typecheck`.
 */
import type { Language } from '../../generated/types/constants.ts';
import type { ParagraphEntity } from '../../generated/types/content.ts';

type Words = { es: string; en: string };
interface ParagraphStarter<T extends ParagraphEntity['type'] = ParagraphEntity['type']> {
  name: Words;
  /** When to use it, in one line. */
  hint: Words;
  entity: Extract<ParagraphEntity, { type: T }>;
}

export const PARAGRAPH_STARTERS: { [T in ParagraphEntity['type']]: ParagraphStarter<T> } = {
  ParagraphRichText: {
    name: { es: 'Texto', en: 'Text' },
    hint: { es: 'Párrafos, listas y enlaces; el cuerpo de la página.', en: 'Paragraphs, lists and links: the body of the page.' },
    entity: {
      type: 'ParagraphRichText',
      text: { value: '<p>Entre 1945 y 1975 la pintura abstracta no abandonó el paisaje: lo <strong>desmontó</strong>.</p>' },
    },
  },
  ParagraphAnchorReference: {
    name: { es: 'Encabezado de sección', en: 'Section heading' },
    hint: {
      es: 'Un título de sección que aparece en el menú «En esta página».',
      en: "A section title that appears in the 'On this page' menu.",
    },
    entity: { type: 'ParagraphAnchorReference', anchorId: 'recorrido', title: 'Recorrido' },
  },
  ParagraphQuote: {
    name: { es: 'Cita', en: 'Quote' },
    hint: {
      es: 'Las palabras de un artista o de un comisario, con su autor.',
      en: "An artist's or a curator's words, with who said them.",
    },
    entity: {
      type: 'ParagraphQuote',
      quote: 'No pinto el paisaje; pinto lo que queda de él cuando cierro los ojos.',
      author: 'Elena Asins',
      source: 'Cuaderno, 1966',
    },
  },
  ParagraphCallToAction: {
    name: { es: 'Llamada a la acción', en: 'Call to action' },
    hint: { es: 'Un título, una frase y un botón hacia una página.', en: 'A title, a sentence and a button to a page.' },
    entity: {
      type: 'ParagraphCallToAction',
      title: 'Recibe la agenda cada semana',
      text: 'Suscríbete al boletín del museo.',
      link: { title: 'Suscribirme', url: { path: '/publicaciones/boletines' } },
      style: 'primary',
    },
  },
  ParagraphCards: {
    name: { es: 'Tarjetas', en: 'Cards' },
    hint: {
      es: 'Dos a cuatro bloques con título, texto y enlace, en rejilla.',
      en: 'Two to four blocks with a title, text and a link, in a grid.',
    },
    entity: {
      type: 'ParagraphCards',
      headingColor: { value: 'Planifica tu visita', color: 'default' },
      rowStyle: { behaviour: 'grid' },
      wrapDesktopColumns: 2,
      cards: [
        {
          titleColor: { value: 'Horario', color: 'default' },
          content: { value: '<p>De lunes a sábado, de 10:00 a 21:00.</p>' },
          color: 'default',
        },
        {
          titleColor: { value: 'Entradas', color: 'default' },
          content: { value: '<p>General, 12 €.</p>' },
          color: 'default',
          callToAction: { title: 'Comprar entradas', url: { path: '/visita' } },
        },
      ],
    },
  },
  ParagraphGallery: {
    name: { es: 'Galería', en: 'Gallery' },
    hint: { es: 'Imágenes con pie y crédito; un carrusel en el móvil.', en: 'Pictures with captions and credits; a carousel on phones.' },
    entity: {
      type: 'ParagraphGallery',
      title: 'Obras en sala',
      items: [
        {
          entity: {
            type: 'MediaImage',
            image: {
              url: '/media/artworks/paisaje-rojo.svg',
              alt: 'Planos rojos y una línea rosa sobre fondo crudo',
              width: 1200,
              height: 800,
            },
            caption: 'Paisaje rojo, 1962',
            credit: '© Archivo del Museo',
          },
        },
        {
          entity: {
            type: 'MediaImage',
            image: { url: '/media/artworks/geometria-azul.svg', alt: 'Composición geométrica en azules', width: 1200, height: 800 },
            caption: 'Geometría azul, 1968',
            credit: '© Archivo del Museo',
          },
        },
      ],
    },
  },
  ParagraphVideo: {
    name: { es: 'Vídeo', en: 'Video' },
    hint: { es: 'Un vídeo con subtítulos (WebVTT) y su imagen de portada.', en: 'A video with captions (WebVTT) and its poster image.' },
    entity: {
      type: 'ParagraphVideo',
      title: 'Tres semanas en un minuto',
      video: {
        entity: {
          type: 'MediaVideo',
          name: 'Montaje',
          videoUrl: '/media/video/montaje.webm',
          captionsUrl: '/media/video/montaje.vtt',
          duration: 4,
        },
      },
    },
  },
  ParagraphAudio: {
    name: { es: 'Audio', en: 'Audio' },
    hint: { es: 'Una entrevista o una pieza sonora, con su transcripción.', en: 'An interview or a sound piece, with its transcript.' },
    entity: {
      type: 'ParagraphAudio',
      title: 'El jefe de montaje',
      audio: {
        entity: {
          type: 'MediaAudio',
          name: 'Entrevista',
          audioUrl: '/media/audio/montaje.wav',
          duration: 3,
          transcript: { value: '<p>Colgar un lienzo de cuatro metros lleva una mañana entera.</p>' },
        },
      },
    },
  },
  ParagraphFeaturedContent: {
    name: { es: 'Contenido destacado', en: 'Featured content' },
    hint: { es: 'Páginas del sitio destacadas como tarjetas.', en: 'Pages of the site featured as cards.' },
    entity: {
      type: 'ParagraphFeaturedContent',
      title: 'Ahora en gira',
      items: [
        {
          entity: {
            id: '1201',
            bundle: 'exhibition',
            title: 'Paisajes de la abstracción',
            url: { path: '/exposiciones/paisajes-abstraccion' },
            subtitle: 'Bilbao, 2027',
          },
        },
      ],
    },
  },
  ParagraphActivitiesAndExhibitionsList: {
    name: { es: 'Agenda de actividades y exposiciones', en: 'Activities and exhibitions listing' },
    hint: { es: 'La agenda con sus filtros por tipo y fecha.', en: 'The programme with its type and date filters.' },
    entity: {
      type: 'ParagraphActivitiesAndExhibitionsList',
      anchorId: 'agenda',
      anchorTitle: 'Agenda',
      title: 'Agenda',
      items: [
        {
          entity: {
            id: '1201',
            bundle: 'exhibition',
            title: 'Paisajes de la abstracción',
            url: { path: '/exposiciones/paisajes-abstraccion' },
            pretitle: 'Exposición',
            dates: { valueTimestamp: 1791324000, endValueTimestamp: 1804028340 },
          },
        },
        {
          entity: {
            id: '3301',
            bundle: 'activity',
            title: 'Visita comentada: Paisajes de la abstracción',
            url: { path: '/actividades/visita-paisajes' },
            pretitle: 'Visita',
            dates: { valueTimestamp: 1795863600, endValueTimestamp: 1795867200 },
            categories: [{ entity: { id: '36', name: 'Visitas' } }],
          },
        },
      ],
    },
  },
};

/** The menu's order: the types editors use most first. */
export const STARTER_ORDER = Object.keys(PARAGRAPH_STARTERS) as ParagraphEntity['type'][];

const wordsLang = (lang: Language): 'es' | 'en' => (lang === 'en' ? 'en' : 'es');

/** A paragraph type's name in the interface language (ca, eu and gl read Spanish, as the interface does); the type itself when unknown. */
export function paragraphTypeName(type: string, lang: Language): string {
  const starter = (PARAGRAPH_STARTERS as Record<string, ParagraphStarter | undefined>)[type];
  return starter ? starter.name[wordsLang(lang)] : type;
}

/** A fresh copy of a type's starter, as the CMS sends a paragraph ({ entity }). */
export const starterParagraph = (type: ParagraphEntity['type']) => ({ entity: structuredClone(PARAGRAPH_STARTERS[type].entity) });

export const starterHint = (type: ParagraphEntity['type'], lang: Language) => PARAGRAPH_STARTERS[type].hint[wordsLang(lang)];
