/**
 * The words of content errors, in English (the build's messages) and Spanish. An error carries what
 * was expected and found as phrases (pages/content/validate.ts), so the editor's tools can say it in
 * the interface language. Light on purpose: the preview loads it without the validators' English.
 */
import type { Language } from '../../generated/types/constants.ts';

/** Every kind of thing a message can say was expected or found, with what it needs to be said. */
interface PhraseArgs {
  requiredField: [field: string];
  types: [types: string[]];
  value: [quoted: string];
  oneOf: [quotedList: string];
  tagText: [tag: string];
  bundle: [quotedList: string];
  paragraphType: [list: string];
  knownTag: [tag: string];
  /** A schema's own description (x-expected, x-expected-es). */
  described: [en: string, es?: string];
  /** A rule ajv words itself (English only). */
  rule: [message: string];
  spanishPath: [];
  pathPrefix: [prefix: string, lang: string];
  maxText: [max: number];
  maxDepth: [max: number];
  maxDocument: [max: number];
  validJson: [];
  nothing: [];
  null: [];
  list: [length: number];
  object: [];
  literal: [text: string];
  milliseconds: [value: number];
  characters: [length: number];
  deeperNesting: [];
  tooDeepToRead: [];
  jsonError: [message: string];
  url: [];
  sameSiteUrl: [];
  http200: [];
  httpStatus: [status: number];
  answer: [];
  networkError: [message: string];
  readablePage: [];
  noLoader: [];
}
export type Phrase = { [K in keyof PhraseArgs]: [K, ...PhraseArgs[K]] }[keyof PhraseArgs];
/** A language's words for every phrase, and how a whole message is put together. */
export type ContentErrorWords = { [K in keyof PhraseArgs]: (...args: PhraseArgs[K]) => string } & {
  message: (where: string, expected: string, found: string) => string;
};

const article = (type: string) => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);

export const CONTENT_ERRORS_EN: ContentErrorWords = {
  requiredField: (field) => `the required field "${field}"`,
  types: (types) => types.map(article).join(' or '),
  value: (quoted) => quoted,
  oneOf: (list) => `one of ${list}`,
  tagText: (tag) => `a text value naming the ${tag}`,
  bundle: (list) => `one of the bundles ${list}`,
  paragraphType: (list) => `a known paragraph type (${list})`,
  knownTag: (tag) => `a known ${tag}`,
  described: (en) => en,
  rule: (message) => message,
  spanishPath: () => 'a Spanish path with no language prefix',
  pathPrefix: (prefix, lang) => `a path starting with ${prefix} for a page in "${lang}"`,
  maxText: (max) => `a text of at most ${max} characters`,
  maxDepth: (max) => `objects and lists nested at most ${max} deep`,
  maxDocument: (max) => `a document of at most ${max} characters`,
  validJson: () => 'valid JSON',
  nothing: () => 'nothing',
  null: () => 'null',
  list: (n) => `a list of ${n}`,
  object: () => 'an object',
  literal: (text) => text,
  milliseconds: (value) => `${value} (milliseconds?)`,
  characters: (n) => `${n} characters`,
  deeperNesting: () => 'deeper nesting',
  tooDeepToRead: () => 'nesting too deep to read',
  jsonError: (message) => message,
  url: () => 'a URL',
  sameSiteUrl: () => 'a URL on this site',
  http200: () => 'HTTP 200',
  httpStatus: (status) => `HTTP ${status}`,
  answer: () => 'an answer',
  networkError: (message) => message,
  readablePage: () => 'a page the preview can read here',
  noLoader: () => 'no loader in this context (paste the JSON instead)',
  message: (where, expected, found) => `${where}: expected ${expected}, found ${found}`,
};

export const say = (p: Phrase, words: ContentErrorWords = CONTENT_ERRORS_EN): string =>
  (words[p[0]] as (...args: unknown[]) => string)(...p.slice(1));


/** The same in Spanish: the preview and the playground speak to editors in the interface language. */
const CONTENT_ERRORS_ES: ContentErrorWords = {
  requiredField: (field) => `el campo obligatorio «${field}»`,
  types: (types) => types.map((t) => TYPE_ES[t] ?? t).join(' o '),
  value: (quoted) => quoted,
  oneOf: (list) => `uno de estos valores: ${list}`,
  tagText: (tag) => `un texto que indique «${tag}»`,
  bundle: (list) => `uno de los tipos de contenido ${list}`,
  paragraphType: (list) => `un tipo de párrafo conocido (${list})`,
  knownTag: (tag) => `un valor conocido de «${tag}»`,
  described: (en, es) => es ?? en,
  rule: (message) => message,
  spanishPath: () => 'una ruta en español, sin prefijo de idioma',
  pathPrefix: (prefix, lang) => `una ruta que empiece por ${prefix} para una página en «${lang}»`,
  maxText: (max) => `un texto de ${max.toLocaleString('es')} caracteres como máximo`,
  maxDepth: (max) => `objetos y listas anidados ${max} niveles como máximo`,
  maxDocument: (max) => `un documento de ${max.toLocaleString('es')} caracteres como máximo`,
  validJson: () => 'un JSON válido',
  nothing: () => 'nada',
  null: () => 'null',
  list: (n) => (n === 1 ? 'una lista de 1 elemento' : `una lista de ${n} elementos`),
  object: () => 'un objeto',
  literal: (text) => text,
  milliseconds: (value) => `${value} (¿milisegundos?)`,
  characters: (n) => `${n.toLocaleString('es')} caracteres`,
  deeperNesting: () => 'más niveles de anidamiento',
  tooDeepToRead: () => 'un anidamiento demasiado profundo para leerlo',
  jsonError: (message) => `un error de sintaxis (${message})`,
  url: () => 'una dirección web',
  sameSiteUrl: () => 'una dirección de este sitio',
  http200: () => 'HTTP 200',
  httpStatus: (status) => `HTTP ${status}`,
  answer: () => 'una respuesta',
  networkError: (message) => `un error de red (${message})`,
  readablePage: () => 'una página que la vista previa pueda leer aquí',
  noLoader: () => 'ningún cargador en este contexto (pega el JSON)',
  message: (where, expected, found) => `${where}: se esperaba ${expected}; se encontró ${found}`,
};

const TYPE_ES: Record<string, string> = {
  string: 'un texto',
  number: 'un número',
  integer: 'un número entero',
  boolean: 'true o false',
  object: 'un objeto',
  array: 'una lista',
  null: 'null',
};

/** The words of a content error in an interface language (ca, eu and gl read Spanish, as the interface does). */
export const contentErrorWords = (lang: Language): ContentErrorWords => (lang === 'en' ? CONTENT_ERRORS_EN : CONTENT_ERRORS_ES);
