/**
 * Interface text for the collection data page (its downloads, their fields, the IIIF collections) and
 * the IIIF collections' labels, in Spanish (also shown on ca, eu and gl pages). A chunk of its own,
 * loaded with the collection data page only; its shape is the one the English file fills.
 */
import type { Widen } from '../catalogue-es.ts';

export const text = {
  collectionData: {
    intro:
      'Las obras de la colección como datos abiertos, para estudiarlas, cruzarlas con otras colecciones o llevarlas a otro sistema: un archivo por idioma, en JSON Lines y en CSV, y cada obra con imagen en IIIF.',
    downloads: 'Descargas',
    downloadsIntro: 'Una fila por obra y por idioma; se actualizan cada vez que cambia una obra de la colección.',
    language: 'Idioma',
    formats: { jsonl: 'JSON Lines', csv: 'CSV' },
    download: (format: string, language: string) => `${format}, ${language}`,
    formatsText: {
      jsonl: 'JSON Lines: un objeto JSON por línea, con todos los campos; null donde la obra no tiene valor.',
      csv: 'CSV (RFC 4180, UTF-8 con BOM, con encabezados): los mismos campos en el mismo orden; una lista se une con «; » y un valor vacío queda en blanco. Un valor que empieza por =, +, - o @ lleva delante un apóstrofo, para que una hoja de cálculo no lo tome por una fórmula.',
    },
    fields: 'Campos',
    field: 'Campo',
    kind: 'Tipo',
    meaning: 'Qué contiene',
    kinds: { text: 'texto', integer: 'número entero', list: 'lista de textos', address: 'dirección web', code: 'código' },
    fieldText: {
      id: 'Identificador de la obra en el museo: el mismo en todos los idiomas.',
      registryId: 'Número de registro (inventario) de la obra.',
      title: 'Título, en el idioma del archivo.',
      artists: 'Autores y autoras, en el orden de la ficha.',
      date: 'Fecha de la obra, tal como se cataloga (por ejemplo, 1937 o h. 1930-1935).',
      technique: 'Técnica.',
      dimensions: 'Medidas, tal como se catalogan.',
      category: 'Categoría (pintura, escultura, fotografía…).',
      entryYear: 'Año en que la obra entró en la colección.',
      creditLine: 'Línea de crédito: cómo llegó la obra a la colección.',
      status:
        'Dónde está: exposed (expuesta), exposedin (expuesta en la sala del campo room), inloan (en préstamo), inrestoration (en restauración) o notexposed (no expuesta).',
      room: 'Sala donde se expone, por su número en los planos; vacío si no está expuesta en una sala.',
      description: 'Descripción breve de la obra.',
      url: 'Página de la obra en este idioma.',
      image: 'Imagen de la obra en su mayor tamaño; vacío si la página no la muestra.',
      imageCredit: 'Crédito de la imagen (fotografía, derechos).',
      license:
        'Licencia de la imagen: public-domain, cc0, cc-by, cc-by-sa, cc-by-nc, cc-by-nc-nd o all-rights-reserved (todos los derechos reservados).',
      licenseUrl: 'Texto de la licencia de la imagen; vacío si todos los derechos están reservados.',
      manifest: 'Manifiesto IIIF de la obra, para abrirla en un visor como Mirador o Universal Viewer.',
    },
    terms: 'Condiciones de uso',
    termsText:
      'Los datos de las obras se publican con una dedicación al dominio público (CC0 1.0): pueden usarse sin pedir permiso. Cada imagen tiene su propia licencia, en los campos license y licenseUrl.',
    iiifTitle: 'IIIF',
    iiifText:
      'Cada obra con imagen tiene un manifiesto IIIF (Presentation 3), enlazado desde su página. Las colecciones IIIF reúnen los manifiestos para recorrerlos en un visor:',
    iiif: {
      collection: 'La colección',
      rooms: 'Obras expuestas, por sala',
      works: (from: number, to: number) => `Obras ${from}–${to}`,
      summary: { zero: 'Ninguna obra con imagen', one: '{n} obra con imagen', other: '{n} obras con imagen' },
    },
  },
} as const;

export type Text = { [K in keyof typeof text]: Widen<(typeof text)[K]> };
