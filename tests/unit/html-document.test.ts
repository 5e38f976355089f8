/**
 * The HTML document around a prerendered page (app/site-build/render/html.ts): every part in its place and in
 * its order, each value escaped for where it goes, JSON-LD unable to close its script element, and the
 * shared lists' tags the same on every page that shares the list.
 */
import { describe, expect, it } from 'vitest';
import { htmlDocument, type DocumentParts } from '../../app/site-build/render/html.ts';

const full: DocumentParts = {
  head: {
    title: 'Noche & "meseta" <1>',
    lang: 'es',
    tags: [
      { tag: 'meta', attrs: { name: 'description', content: 'A <b> & "c"' } },
      { tag: 'link', attrs: { rel: 'canonical', href: 'https://museo.example/obra?a=1&b=2' } },
    ],
    jsonLd: [{ '@type': 'VisualArtwork', name: '</script><script>x()</script>' }, { '@type': 'Person' }],
  },
  body: '<main>obra</main>',
  themeClass: 'theme-dark',
  css: ['/assets/a.css'],
  scripts: ['/assets/entry.js'],
  modulepreload: ['/assets/common.js', '/assets/es.js'],
  deferredModules: ['/assets/view.js', '/assets/x"y.js'],
  preload: ['/page-data/obra/page-data.json', '/page-data/sq/1.json'],
  fonts: ['/assets/archivo.woff2'],
  buildHash: 'abc123',
  renderedAt: 0,
};

describe('the document around a page', () => {
  it('has every part in its place, escaped', () => {
    expect(htmlDocument(full).split('\n')).toEqual([
      '<!doctype html>',
      '<html lang="es" class="theme-dark">',
      '<head>',
      '<meta charset="utf-8">',
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
      '<title>Noche &amp; &quot;meseta&quot; &lt;1&gt;</title>',
      '<meta name="build-hash" content="abc123">',
      '<meta name="rendered-at" content="0">',
      '<meta name="deferred-modules" content="/assets/view.js /assets/x&quot;y.js">',
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
      '<link rel="manifest" href="/manifest.webmanifest">',
      '<meta name="description" content="A &lt;b&gt; &amp; &quot;c&quot;" data-head>',
      '<link rel="canonical" href="https://museo.example/obra?a=1&amp;b=2" data-head>',
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/archivo.woff2">',
      '<link rel="stylesheet" href="/assets/a.css">',
      '<link rel="modulepreload" href="/assets/common.js">',
      '<link rel="modulepreload" href="/assets/es.js">',
      '<link rel="preload" as="fetch" crossorigin href="/page-data/obra/page-data.json">',
      '<link rel="preload" as="fetch" crossorigin href="/page-data/sq/1.json">',
      '<script type="module" src="/assets/entry.js"></script>',
      '<script type="application/ld+json" data-head>{"@type":"VisualArtwork","name":"\\u003c/script>\\u003cscript>x()\\u003c/script>"}</script>',
      '<script type="application/ld+json" data-head>{"@type":"Person"}</script>',
      '</head>',
      '<body>',
      '<div id="root"><main>obra</main></div>',
      '</body>',
      '</html>',
      '',
    ]);
  });

  it('leaves out what a static error page does not have, and marks it', () => {
    const html = htmlDocument({
      head: { title: 'Error', lang: 'en', tags: [], jsonLd: [] },
      body: '',
      themeClass: '',
      css: [],
      scripts: [],
      preload: [],
      kind: 'error',
    });
    expect(html).toBe(
      [
        '<!doctype html>',
        '<html lang="en" class="" data-static="error">',
        '<head>',
        '<meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        '<title>Error</title>',
        '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
        '<link rel="manifest" href="/manifest.webmanifest">',
        '</head>',
        '<body>',
        '<div id="root"></div>',
        '</body>',
        '</html>',
        '',
      ].join('\n'),
    );
  });

  it('gives pages that share a list the same tags, and a changed list its own', () => {
    const other = { ...full, head: { ...full.head, title: 'Otra' }, body: '<main>otra</main>' };
    const tagsOf = (html: string) => html.split('\n').filter((l) => l.startsWith('<link rel="modulepreload"'));
    expect(tagsOf(htmlDocument(other))).toEqual(tagsOf(htmlDocument(full)));
    expect(tagsOf(htmlDocument({ ...full, modulepreload: ['/assets/eu.js'] }))).toEqual([
      '<link rel="modulepreload" href="/assets/eu.js">',
    ]);
  });
});
