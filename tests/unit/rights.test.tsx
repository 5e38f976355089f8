/** Image rights: credit and licence under the picture, downloads only where allowed, and why a work has no picture. */
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Page } from '../../generated/types/content.ts';
import { PageDocument } from '../../pages/PageDocument.tsx';
import { SAMPLE_NOW, sampleChrome, samplePageAt } from '../../pages/fixtures/sample-content.ts';
import { uiText } from '../../pages/i18n/ui-text.ts';
import { imageWithRights, missingImageReason } from '../../pages/rules/rights.ts';
import { allowsDownload } from '../../pages/rules/download.ts';
import { galleryItems } from '../../pages/paragraphs/gallery.tsx';

const render = (page: Page) =>
  renderToString(
    <MemoryRouter>
      <PageDocument page={page} chrome={sampleChrome(page.language.id)} now={SAMPLE_NOW} />
    </MemoryRouter>,
  );
const figcaption = (html: string) => html.match(/<figcaption[^>]*>([\s\S]*?)<\/figcaption>/)?.[1] ?? '';
type Artwork = Extract<Page, { bundle: 'artwork' }>;

describe('image rights', () => {
  it('allows a download under every licence but all rights reserved, and never without a licence', () => {
    expect(allowsDownload('public-domain')).toBe(true);
    expect(allowsDownload('cc-by-nc-nd')).toBe(true);
    expect(allowsDownload('all-rights-reserved')).toBe(false);
    expect(allowsDownload(undefined)).toBe(false);
  });

  it('gives a picture its credit, its licence linked to its text, and a download named by its format', () => {
    const t = uiText('es');
    expect(imageWithRights({ url: '/media/a.jpg', alt: 'A', credit: 'Foto: X', license: 'cc-by' }, t, undefined)).toEqual({
      src: '/media/a.jpg',
      alt: 'A',
      width: undefined,
      height: undefined,
      credit: 'Foto: X',
      license: { label: 'CC BY 4.0', href: 'https://creativecommons.org/licenses/by/4.0/' },
      download: { label: 'Descargar la imagen (JPEG)', href: '/media/a.jpg' },
    });
    // A hostile address from the CMS never becomes the download link's target.
    for (const url of ['javascript:alert(1)', '//evil.example/a.jpg', 'data:image/svg+xml,<svg/>'])
      expect(imageWithRights({ url, alt: 'A', license: 'cc-by' }, t, undefined).download).toBeUndefined();
    const reserved = imageWithRights({ url: '/media/b.svg', alt: 'B', license: 'all-rights-reserved' }, t, undefined);
    expect(reserved.license).toEqual({ label: 'Todos los derechos reservados' });
    expect(reserved.download).toBeUndefined();
  });

  it('shows them under the artwork’s picture on the page', () => {
    const open = figcaption(render(samplePageAt('/coleccion/obra/composicion-rojo-azul')));
    expect(open).toContain('Foto: Archivo del Museo');
    expect(open).toContain('rel="license"');
    expect(open).toMatch(/<a[^>]*href="\/media\/works\/circles\/artwork-5503.jpg"[^>]*download=""/);
    const reserved = figcaption(render(samplePageAt('/coleccion/obra/estudio-amarillo')));
    expect(reserved).toContain('© Elena Asins, VEGAP, Madrid, 2026');
    expect(reserved).toContain('Todos los derechos reservados');
    // No download link; its work's IIIF manifest is linked all the same (the facts are the museum's to share).
    expect(reserved).not.toMatch(/<a[^>]* download=/);
    expect(reserved).toMatch(
      /<a[^>]*href="\/iiif\/manifests\/coleccion\/obra\/estudio-amarillo\.json\?manifest=[^"]+"[^>]*>Manifiesto IIIF<\/a>/,
    );
  });

  it('says why a work has no picture: as the CMS says, in restoration by its status, or not photographed yet', () => {
    const html = render(samplePageAt('/coleccion/obra/reticula-7'));
    expect(html).toContain('Sin imagen: los derechos de reproducción de esta obra aún no están cedidos al museo.');
    const hero = html.slice(html.indexOf('data-treatment'), html.indexOf('</h1>') + 2000);
    expect(hero).toContain('Sin imagen');
    expect(hero.slice(0, hero.indexOf('Sin imagen'))).not.toContain('<img');
    expect(render(samplePageAt('/en/collection/artwork/grid-7'))).toContain(
      'No image: the reproduction rights of this work have not been cleared for the museum yet.',
    );
    const base = samplePageAt('/coleccion/obra/horizonte-quebrado') as Artwork;
    expect(missingImageReason(base, uiText('es'))).toBe(
      'Sin imagen: la obra está en restauración y se fotografiará de nuevo cuando termine.',
    );
    const notYet = { ...base, status: { status: 'notexposed' } } as Artwork;
    expect(missingImageReason(notYet, uiText('en'))).toBe('No image: this work has not been photographed yet.');
  });

  it('gives every gallery picture its credit and licence, in the page’s language', () => {
    const media = [
      {
        entity: {
          type: 'MediaImage' as const,
          credit: '© Archivo del Museo',
          image: { url: '/m/a.jpg', alt: 'A', license: 'cc-by' as const },
        },
      },
    ];
    expect(galleryItems(media, uiText('es'), undefined)[0]!.credit).toBe('© Archivo del Museo · CC BY 4.0');
    const reserved = [
      { entity: { type: 'MediaImage' as const, image: { url: '/m/b.jpg', alt: 'B', license: 'all-rights-reserved' as const } } },
    ];
    expect(galleryItems(reserved, uiText('en'), undefined)[0]!.credit).toBe('All rights reserved');
    expect(
      galleryItems([{ entity: { type: 'MediaImage' as const, image: { url: '/m/c.jpg', alt: 'C' } } }], uiText('es'), undefined)[0]!.credit,
    ).toBeUndefined();
    expect(render(samplePageAt('/exposiciones/paisajes-abstraccion'))).toContain('© Archivo del Museo · CC BY 4.0');
  });

  it('offers a gallery picture for download only under an open licence, at an address a link may hold', () => {
    const image = (url: string, license?: 'cc-by' | 'all-rights-reserved') => ({
      entity: { type: 'MediaImage' as const, caption: 'Sala 1', image: { url, alt: 'A', ...(license && { license }) } },
    });
    const [open, reserved, none, hostile, thumbnail] = galleryItems(
      [
        image('/m/a.jpg', 'cc-by'),
        image('/m/b.jpg', 'all-rights-reserved'),
        image('/m/c.jpg'),
        image('javascript:alert(1)', 'cc-by'),
        { entity: { type: 'MediaVideo' as const, name: 'V', thumbnail: { url: '/m/v.jpg', alt: 'V', license: 'cc-by' as const } } },
      ] as Parameters<typeof galleryItems>[0],
      uiText('es'),
      undefined,
    );
    expect(open!.download).toEqual({ label: 'Descargar la imagen (JPEG)', href: '/m/a.jpg' });
    expect(reserved!.download).toBeUndefined();
    expect(none!.download).toBeUndefined();
    expect(hostile!.download).toBeUndefined();
    // A video's still is not the work: no download.
    expect(thumbnail!.download).toBeUndefined();
    // On the page, named by the picture it downloads.
    const html = render(samplePageAt('/exposiciones/paisajes-abstraccion'));
    expect(html).toMatch(/<a [^>]*href="[^"]+\.jpg" download=""[^>]*aria-label="Descargar la imagen \(JPEG\): [^"]+"/);
  });
});
