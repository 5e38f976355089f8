/** Interface text for the collection data page and the IIIF collections' labels, in English (see collection-data-es.ts). */
import type { Text } from './collection-data-es.ts';

export const text: Text = {
  collectionData: {
    intro:
      'The works of the collection as open data, to study them, match them with other collections or load them into another system: one file per language, in JSON Lines and CSV, and every work with a picture in IIIF.',
    downloads: 'Downloads',
    downloadsIntro: 'One row per work and language; they are updated whenever a work in the collection changes.',
    language: 'Language',
    formats: { jsonl: 'JSON Lines', csv: 'CSV' },
    download: (format: string, language: string) => `${format}, ${language}`,
    formatsText: {
      jsonl: 'JSON Lines: one JSON object per line, with every field; null where the work has no value.',
      csv: 'CSV (RFC 4180, UTF-8 with a byte order mark, with a header row): the same fields in the same order; a list is joined with “; ” and a missing value is left blank. A value that starts with =, +, - or @ is preceded by an apostrophe, so that a spreadsheet does not take it for a formula.',
    },
    fields: 'Fields',
    field: 'Field',
    kind: 'Type',
    meaning: 'What it holds',
    kinds: { text: 'text', integer: 'whole number', list: 'list of texts', address: 'web address', code: 'code' },
    fieldText: {
      id: 'The work’s identifier at the museum: the same in every language.',
      registryId: 'The work’s registry (inventory) number.',
      title: 'Title, in the file’s language.',
      artists: 'Artists, in the order of the record.',
      date: 'The work’s date as catalogued (for example 1937 or c. 1930-1935).',
      technique: 'Technique.',
      dimensions: 'Dimensions, as catalogued.',
      category: 'Category (painting, sculpture, photography…).',
      entryYear: 'The year the work entered the collection.',
      creditLine: 'Credit line: how the work came to the collection.',
      status:
        'Where it is: exposed (on display), exposedin (on display in the room of the room field), inloan (on loan), inrestoration (under restoration) or notexposed (not on display).',
      room: 'The room it is on display in, by its number on the plans; blank when it is not on display in a room.',
      description: 'A short description of the work.',
      url: 'The work’s page in this language.',
      image: 'The work’s picture at its largest; blank when the page shows none.',
      imageCredit: 'The picture’s credit (photograph, rights).',
      license: 'The picture’s licence: public-domain, cc0, cc-by, cc-by-sa, cc-by-nc, cc-by-nc-nd or all-rights-reserved.',
      licenseUrl: 'The text of the picture’s licence; blank when all rights are reserved.',
      manifest: 'The work’s IIIF manifest, to open it in a viewer such as Mirador or Universal Viewer.',
    },
    terms: 'Terms of use',
    termsText:
      'The works’ data are dedicated to the public domain (CC0 1.0): they may be used without asking. Each picture has its own licence, in the license and licenseUrl fields.',
    iiifTitle: 'IIIF',
    iiifText:
      'Every work with a picture has a IIIF manifest (Presentation 3), linked from its page. The IIIF collections gather the manifests to browse them in a viewer:',
    iiif: {
      collection: 'The collection',
      rooms: 'Works on display, by room',
      works: (from: number, to: number) => `Works ${from}–${to}`,
      summary: { zero: 'No work with a picture', one: '{n} work with a picture', other: '{n} works with a picture' },
    },
  },
};
