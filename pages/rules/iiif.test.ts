import { describe, expect, it } from 'vitest';
import { iiifInfo } from './iiif.ts';
import { pictureOf, widthsFor } from './picture-sources.ts';

const media = { host: 'https://media.museo.example', iiifImageService: 'https://iiif.museo.example/iiif/3/' };

describe('the image viewer’s IIIF source', () => {
  it('names a picture on the media host by its path, URL-encoded', () => {
    expect(iiifInfo({ url: 'https://media.museo.example/obras/noche meseta.jpg?v=2' }, media)).toBe(
      'https://iiif.museo.example/iiif/3/obras%2Fnoche%20meseta.jpg/info.json',
    );
    expect(iiifInfo({ url: 'https://media.museo.example/obras/noche%20meseta.jpg' }, media)).toBe(
      'https://iiif.museo.example/iiif/3/obras%2Fnoche%20meseta.jpg/info.json',
    );
  });
  it('is the tile pyramid the build made of a picture under /media/', () => {
    const renditions = { base: '/pictures/0123456789abcdef0123/', widths: [320] as [number], jpeg: [320] as [number], tiles: true };
    expect(iiifInfo({ url: '/media/a.jpg', renditions }, media)).toBe('/pictures/0123456789abcdef0123/iiif/info.json');
    expect(iiifInfo({ url: '/media/a.jpg', renditions: { ...renditions, tiles: undefined } }, media)).toBeUndefined();
  });
  it('has none without a server, or for a picture elsewhere', () => {
    expect(iiifInfo({ url: 'https://media.museo.example/a.jpg' }, { host: media.host })).toBeUndefined();
    expect(iiifInfo({ url: 'https://otra.example/a.jpg' }, media)).toBeUndefined();
    expect(iiifInfo({ url: 'https://media.museo.example.evil/a.jpg' }, media)).toBeUndefined();
    expect(iiifInfo({ url: '/media/a.svg' }, media)).toBeUndefined();
    // An escape that does not decode (the schema lets an https address hold one): no picture, not a failed page.
    expect(iiifInfo({ url: 'https://media.museo.example/a%zz.jpg' }, media)).toBeUndefined();
  });
});

describe('a picture’s sizes', () => {
  it('are the widths below the master and the master’s own, each 1.22× the one before', () => {
    expect(widthsFor(900)).toEqual([160, 195, 238, 291, 354, 432, 528, 644, 785, 900]);
    expect(widthsFor(644)).toEqual([160, 195, 238, 291, 354, 432, 528, 644]);
    expect(widthsFor(5000)).toEqual([160, 195, 238, 291, 354, 432, 528, 644, 785, 958, 1169, 1426, 1740, 2000]);
    expect(widthsFor(120)).toEqual([120]);
    // Never more than 1.5× the pixels of the one below: what a picture the browser picks can be over what it paints.
    for (const [a, b] of widthsFor(5000).map((w, i, all) => [all[i - 1] ?? w, w])) expect((b! / a!) ** 2).toBeLessThanOrEqual(1.5);
  });
  it('are the build’s files for a picture under /media/, WebP with JPEG beside it and a preview', () => {
    const picture = pictureOf(
      {
        url: '/media/a.jpg',
        alt: 'A',
        width: 3000,
        height: 2000,
        renditions: {
          base: '/pictures/0123456789abcdef0123/',
          widths: [320, 640, 2000],
          jpeg: [640, 1280],
          placeholder: 'data:image/webp;base64,AA==',
        },
      },
      media,
    );
    expect(picture).toEqual({
      src: '/pictures/0123456789abcdef0123/1280.jpg',
      alt: 'A',
      width: 3000,
      height: 2000,
      sources: {
        webp: '/pictures/0123456789abcdef0123/320.webp 320w, /pictures/0123456789abcdef0123/640.webp 640w, /pictures/0123456789abcdef0123/2000.webp 2000w',
        jpeg: '/pictures/0123456789abcdef0123/640.jpg 640w, /pictures/0123456789abcdef0123/1280.jpg 1280w',
        placeholder: 'data:image/webp;base64,AA==',
      },
    });
  });
  it('are the image server’s sizes for a picture on the media host, up to its own width', () => {
    const picture = pictureOf({ url: 'https://media.museo.example/obras/a.jpg', alt: 'A', width: 700, height: 500 }, media);
    expect(picture.src).toBe('https://iiif.museo.example/iiif/3/obras%2Fa.jpg/full/700,/0/default.jpg');
    expect(picture.sources?.jpeg).toBe(
      [160, 195, 238, 291, 354, 432, 528, 644, 700]
        .map((w) => `https://iiif.museo.example/iiif/3/obras%2Fa.jpg/full/${w},/0/default.jpg ${w}w`)
        .join(', '),
    );
    // Without its width the sizes cannot be bounded by the master's: the picture is served as it is.
    expect(pictureOf({ url: 'https://media.museo.example/obras/a.jpg', alt: 'A' }, media)).toEqual({
      src: 'https://media.museo.example/obras/a.jpg',
      alt: 'A',
    });
    expect(pictureOf({ url: '/media/a.svg', alt: 'A', width: 10, height: 10 }, media)).toEqual({
      src: '/media/a.svg',
      alt: 'A',
      width: 10,
      height: 10,
    });
  });
});
