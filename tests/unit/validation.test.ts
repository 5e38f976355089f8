import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatContentError, parseJson, validatePageDocument, validateSiteConfigDocument } from '../../pages/content/validate.ts';
import { mediaAddressErrors } from '../../pages/content/media-addresses.ts';
import type { Page } from '../../generated/types/content.ts';

const root = resolve(import.meta.dirname, '../..');
const SOURCE = 'content/pages/es/exposiciones-paisajes-abstraccion.json';
const sample = () => JSON.parse(readFileSync(resolve(root, SOURCE), 'utf8'));
const messages = (doc: unknown, source = SOURCE) => {
  const r = validatePageDocument(doc, source);
  expect(r.ok).toBe(false);
  return r.errors.map(formatContentError);
};

describe('page validation messages', () => {
  it('accepts the sample exhibition', () => {
    expect(validatePageDocument(sample(), SOURCE).errors).toEqual([]);
  });

  it('names the file, the pointer, what was expected and what was found for a wrong type', () => {
    const doc = sample();
    doc.title.value = 42;
    expect(messages(doc)).toEqual([`${SOURCE} /title/value: expected a string, found 42`]);
  });

  it('reports a missing required field at its own pointer', () => {
    const doc = sample();
    delete doc.dates;
    expect(messages(doc)).toEqual([`${SOURCE} /dates: expected the required field "dates", found nothing`]);
  });

  it('lists the known paragraph types for an unknown one, and marks it as such', () => {
    const doc = sample();
    doc.paragraphs[1].entity.type = 'ParagraphCarousel3D';
    const r = validatePageDocument(doc, SOURCE);
    expect(r.errors).toHaveLength(1);
    expect(r.errors[0]).toMatchObject({
      pointer: '/paragraphs/1/entity/type',
      found: '"ParagraphCarousel3D"',
      unknownParagraphType: 'ParagraphCarousel3D',
    });
    expect(formatContentError(r.errors[0]!)).toContain(
      'expected a known paragraph type (ParagraphAnchorReference, ParagraphActivitiesAndExhibitionsList, ParagraphCards',
    );
  });

  it('rejects an unknown language with the allowed ones', () => {
    const doc = sample();
    doc.language.id = 'fr';
    expect(messages(doc)).toContain(`${SOURCE} /language/id: expected one of "es", "en", "ca", "eu", "gl", found "fr"`);
  });

  it('spots millisecond timestamps where seconds are expected', () => {
    const doc = sample();
    doc.created = doc.created * 1000;
    doc.dates.endValueTimestamp = doc.dates.endValueTimestamp * 1000;
    const m = messages(doc);
    expect(m).toContain(
      `${SOURCE} /created: expected a Unix timestamp in seconds, e.g. 1767225600 (a 13-digit number is milliseconds), found ${doc.created} (milliseconds?)`,
    );
    expect(m.some((x) => x.startsWith(`${SOURCE} /dates/endValueTimestamp: expected a Unix timestamp in seconds`))).toBe(true);
  });

  it('refuses a url.path with a trailing slash', () => {
    const doc = sample();
    doc.url.path = '/exposiciones/paisajes-abstraccion/';
    expect(messages(doc)).toEqual([
      `${SOURCE} /url/path: expected a path that starts with / and has no trailing slash, query, fragment, empty segment, segment starting with a dot (. and .. included), backslash or control character, e.g. /exposiciones/picasso, found "/exposiciones/paisajes-abstraccion/"`,
    ]);
  });

  it('refuses a link to any scheme but http(s), mailto and tel, in any case and after any whitespace, at its pointer', () => {
    const VISIT = 'content/pages/es/visita.json';
    const visit = () => JSON.parse(readFileSync(resolve(root, VISIT), 'utf8'));
    const withLink = (path: string) => {
      const doc = visit();
      doc.paragraphs[3].entity.link.url.path = path;
      return validatePageDocument(doc, VISIT);
    };
    for (const path of [
      '/visita/mi-visita',
      '#horarios',
      'https://entradas.museo.example',
      'HTTP://a.example/',
      'mailto:info@museo.example',
      'tel:+34910000000',
    ])
      expect(withLink(path).errors, path).toEqual([]);
    for (const path of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      '\tjavascript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'ftp://a.example',
    ]) {
      const r = withLink(path);
      expect(r.ok, path).toBe(false);
      expect(r.errors.map(formatContentError), path).toEqual([
        `${VISIT} /paragraphs/3/entity/link/url/path: expected a link that starts with / (a page of the site), # (a place on the page), http:// or https://, mailto: or tel:, found ${JSON.stringify(path)}`,
      ]);
    }
  });

  it('reports every error of a document at once', () => {
    const doc = sample();
    doc.title.value = 42;
    doc.language.id = 'fr';
    doc.url.path = '/x/';
    delete doc.dates;
    doc.paragraphs[0].entity.type = 'Nope';
    expect(messages(doc)).toHaveLength(5);
  });

  it('rejects an unknown bundle with the list of bundles', () => {
    const doc = sample();
    doc.bundle = 'blog_post';
    expect(messages(doc)[0]).toMatch(
      /^content\/pages\/es\/exposiciones-paisajes-abstraccion\.json \/bundle: expected one of the bundles "hubpage", "page", .*found "blog_post"$/,
    );
  });

  it('checks that a path carries its language prefix', () => {
    const doc = sample();
    doc.language.id = 'en';
    expect(messages(doc)).toContain(
      `${SOURCE} /url/path: expected a path starting with /en for a page in "en", found "/exposiciones/paisajes-abstraccion"`,
    );
  });

  it('names a URL source just like a file', () => {
    const doc = sample();
    doc.isPublished = 'yes';
    expect(messages(doc, 'http://127.0.0.1:9999/pages/1201.json')).toEqual([
      'http://127.0.0.1:9999/pages/1201.json /isPublished: expected a boolean, found "yes"',
    ]);
  });

  it('turns a JSON syntax error into the same kind of message', () => {
    const r = parseJson('{"id": ', 'content/pages/es/broken.json');
    if (r.ok) throw new Error('expected a parse error');
    expect(formatContentError(r.errors[0]!)).toMatch(/^content\/pages\/es\/broken\.json: expected valid JSON, found /);
  });
});

describe('site configuration', () => {
  it('accepts the sample configuration', () => {
    const site = JSON.parse(readFileSync(resolve(root, 'content/site/config.json'), 'utf8'));
    expect(validateSiteConfigDocument(site, 'content/site/config.json').errors).toEqual([]);
  });
  it('requires the menus of all five languages', () => {
    const site = JSON.parse(readFileSync(resolve(root, 'content/site/config.json'), 'utf8'));
    delete site.mainMenu.eu;
    expect(validateSiteConfigDocument(site, 'config.json').errors.map(formatContentError)).toEqual([
      'config.json /mainMenu/eu: expected the required field "eu", found nothing',
    ]);
  });
});

describe('documents the build refuses, located', () => {
  const exhibition = sample;

  it('refuses a url.path that could name a file outside its place', () => {
    for (const path of [
      '/a/../../etc/passwd',
      '/..',
      '/a/./b',
      '/a//b',
      '/a\\b',
      '/.vite/x',
      '/a/\u0000b',
      '/a\u001fb',
      '/a b',
      '/a?b',
      '/a#b',
    ]) {
      const r = validatePageDocument({ ...exhibition(), url: { path } }, SOURCE);
      expect(r.ok, path).toBe(false);
      if (!r.ok)
        expect(
          r.errors.map((e) => e.pointer),
          path,
        ).toContain('/url/path');
    }
    expect(validatePageDocument({ ...exhibition(), url: { path: '/exposiciones/año-1936' } }, SOURCE).ok).toBe(true);
  });

  it('reports a document nested too deep, or a text too long, with file and pointer instead of a RangeError', () => {
    const deep = `{"bundle":"page","body":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const r = parseJson(deep, SOURCE);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors[0]!.source).toBe(SOURCE);
      expect(r.errors[0]!.pointer).toBe(`/body${'/0'.repeat(63)}`);
      expect(formatContentError(r.errors[0]!)).toContain('expected objects and lists nested at most 64 deep');
    }
    const long = parseJson(JSON.stringify({ title: { value: 'x'.repeat(2 * 1024 * 1024) } }), SOURCE);
    expect(long.ok).toBe(false);
    if (!long.ok)
      expect(formatContentError(long.errors[0]!)).toBe(
        `${SOURCE} /title/value: expected a text of at most 1048576 characters, found 2097152 characters`,
      );
    expect(parseJson(JSON.stringify(exhibition()), SOURCE).ok).toBe(true);
  });
});

describe('media addresses', () => {
  it('names each refused address by its pointer, through lists and keys that need escaping, and only those', () => {
    const page = {
      hero: { image: { url: '/media/works/a.svg', alt: '' } },
      paragraphs: [
        { type: 'video', videoUrl: 'https://media.museo.example/v.mp4', captionsUrl: '/media/v.vtt' },
        {
          type: 'gallery',
          items: [
            { url: '/media/ok.jpg', alt: 'ok' },
            { url: 'javascript:alert(1)', alt: 'x' },
          ],
        },
        { type: 'document', 'a/b~c': { fileUrl: '/media/doc\u0007.pdf' } },
        { type: 'audio', audioUrl: 'https://evil.example/a.mp3' },
      ],
    } as unknown as Page;
    const errors = mediaAddressErrors(page, 'x.json', 'https://media.museo.example');
    expect(errors.map((e) => e.pointer)).toEqual(['/paragraphs/1/items/1/url', '/paragraphs/2/a~1b~0c/fileUrl', '/paragraphs/3/audioUrl']);
    expect(mediaAddressErrors(page, 'x.json', undefined).map((e) => e.pointer)).toContain('/paragraphs/0/videoUrl');
  });
});
