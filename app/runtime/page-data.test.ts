import { describe, expect, it } from 'vitest';
import { isInternalHref, isPageHref } from './page-data.ts';

describe('which links the runtime routes and prefetches', () => {
  it('takes internal pages (SPEC: / but not /node), with their query and anchor', () => {
    for (const href of ['/', '/museo', '/museo#contacto', '/busqueda?q=paisaje', '/en/collection/work/x', '/coleccion/sala-205.10'])
      expect(isPageHref(href), href).toBe(true); // a dot before digits is part of a slug (a room), not an extension
  });
  it('leaves files and the build’s folders to the browser', () => {
    for (const href of [
      '/media/docs/catalogo-paisajes.pdf',
      '/media/video/montaje.webm',
      '/assets/x.js',
      '/page-data/index/page-data.json',
      '/robots.txt',
      '/sitemap.xml',
      '/guia.PDF?v=2',
    ])
      expect(isPageHref(href), href).toBe(false);
  });
  it('leaves external links and /node to the browser, as SPEC §1 says', () => {
    for (const href of ['https://entradas.museo.example', '//cdn.example/x', '/node/36999', 'mailto:info@museo.es']) {
      expect(isPageHref(href), href).toBe(false);
      expect(isInternalHref(href), href).toBe(false);
    }
  });
});
