/** The playground's own words, in the interface language (ca, eu and gl read Spanish, as the site's interface text does). */
import type { Language } from '../../generated/types/constants.ts';

export interface PlaygroundWords {
  title: string;
  instructions: string[];
  editorLabel: string;
  add: string;
  addMenu: string;
  copyLink: string;
  copyJson: string;
  reset: string;
  preview: string;
  empty: string;
  allValid: (n: number) => string;
  someInvalid: (errors: number, paragraphs: number) => string;
  paragraph: (position: number, type: string) => string;
  noType: string;
  missing: (field: string) => string;
  notShown: string;
  added: (position: number, type: string) => string;
  fixJsonFirst: string;
  pageTaken: (n: number, title: string) => string;
  paragraphTaken: string;
  notAList: string;
  linkLabel: string;
  jsonLabel: string;
  copied: string;
  copyByHand: string;
  resetDone: string;
  fromLink: string;
  badLink: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const ES: PlaygroundWords = {
  title: 'Combinador de párrafos',
  instructions: [
    'Compón una combinación de párrafos y mírala como la mostrará el sitio.',
    'Añade párrafos con «Añadir párrafo» y cámbialos en el JSON, o pega el JSON del CMS: una lista de párrafos o una página entera (se toman sus párrafos).',
    'Si un párrafo tiene un error, se marca en la vista previa con el error al lado, numerado desde 1; los demás se siguen mostrando.',
    '«Copiar enlace» comparte esta combinación: el enlace la vuelve a abrir igual. Al recargar, la combinación se conserva.',
  ],
  editorLabel: 'Párrafos (JSON)',
  add: 'Añadir párrafo',
  addMenu: 'Tipos de párrafo',
  copyLink: 'Copiar enlace',
  copyJson: 'Copiar JSON',
  reset: 'Restablecer',
  preview: 'Vista previa',
  empty: 'Aún no hay párrafos. Empieza con «Añadir párrafo».',
  allValid: (n) => (n === 0 ? 'Sin párrafos.' : n === 1 ? '1 párrafo, válido.' : `${n} párrafos, todos válidos.`),
  someInvalid: (e, p) =>
    `${plural(e, 'error', 'errores')} en ${plural(p, 'párrafo', 'párrafos')}; los párrafos válidos se siguen mostrando.`,
  paragraph: (position, type) => `Párrafo ${position} (${type})`,
  noType: 'sin tipo',
  missing: (field) => `falta el campo obligatorio «${field}»`,
  notShown: 'Este párrafo no se muestra hasta que se corrija.',
  added: (position, type) => `Añadido el párrafo ${position} (${type}).`,
  fixJsonFirst: 'Corrige el JSON antes de añadir párrafos: el error está indicado debajo del editor.',
  pageTaken: (n, title) => `Se han tomado los ${plural(n, 'párrafo', 'párrafos')} de la página${title ? ` «${title}»` : ''}.`,
  paragraphTaken: 'Se ha tomado el párrafo pegado como una lista de uno.',
  notAList: 'una lista de párrafos, una página o un párrafo',
  linkLabel: 'Enlace a esta combinación',
  jsonLabel: 'JSON de esta combinación',
  copied: 'Copiado.',
  copyByHand: 'No se ha podido copiar automáticamente: el texto está seleccionado; cópialo con Ctrl+C (⌘+C en Mac).',
  resetDone: 'Se ha restablecido la combinación inicial.',
  fromLink: 'Combinación abierta desde un enlace.',
  badLink: 'El enlace no contiene una combinación legible; se muestra la combinación inicial.',
};

const EN: PlaygroundWords = {
  title: 'Paragraph playground',
  instructions: [
    'Compose a combination of paragraphs and see it as the site will show it.',
    "Add paragraphs with 'Add paragraph' and change them in the JSON, or paste the CMS's JSON: a list of paragraphs or a whole page (its paragraphs are taken).",
    'A paragraph with an error is marked in the preview with the error beside it, counted from 1; the others are still shown.',
    "'Copy link' shares this combination: the link reopens it as it is. A reload keeps it.",
  ],
  editorLabel: 'Paragraphs (JSON)',
  add: 'Add paragraph',
  addMenu: 'Paragraph types',
  copyLink: 'Copy link',
  copyJson: 'Copy JSON',
  reset: 'Reset',
  preview: 'Preview',
  empty: "No paragraphs yet. Start with 'Add paragraph'.",
  allValid: (n) => (n === 0 ? 'No paragraphs.' : n === 1 ? '1 paragraph, valid.' : `${n} paragraphs, all valid.`),
  someInvalid: (e, p) =>
    `${plural(e, 'error', 'errors')} in ${plural(p, 'paragraph', 'paragraphs')}; the valid paragraphs are still shown.`,
  paragraph: (position, type) => `Paragraph ${position} (${type})`,
  noType: 'no type',
  missing: (field) => `the required field "${field}" is missing`,
  notShown: 'This paragraph is not shown until it is fixed.',
  added: (position, type) => `Added paragraph ${position} (${type}).`,
  fixJsonFirst: 'Fix the JSON before adding paragraphs: the error is shown below the editor.',
  pageTaken: (n, title) => `Took the ${plural(n, 'paragraph', 'paragraphs')} of the page${title ? ` '${title}'` : ''}.`,
  paragraphTaken: 'Took the pasted paragraph as a list of one.',
  notAList: 'a list of paragraphs, a page or a paragraph',
  linkLabel: 'Link to this combination',
  jsonLabel: 'JSON of this combination',
  copied: 'Copied.',
  copyByHand: 'Could not copy automatically: the text is selected; copy it with Ctrl+C (⌘+C on a Mac).',
  resetDone: 'Back to the starting combination.',
  fromLink: 'Combination opened from a link.',
  badLink: 'The link holds no readable combination; showing the starting one.',
};

export const playgroundWords = (lang: Language): PlaygroundWords => (lang === 'en' ? EN : ES);
