import { describe, expect, it } from 'vitest';
import { iiifInfo } from './iiif.ts';

describe('the image viewer’s IIIF source', () => {
  const media = { host: 'https://media.museo.example', iiifImageService: 'https://iiif.museo.example/iiif/3/' };
  it('names a picture on the media host by its path, URL-encoded', () => {
    expect(iiifInfo('https://media.museo.example/obras/noche meseta.jpg?v=2', media)).toBe(
      'https://iiif.museo.example/iiif/3/obras%2Fnoche%20meseta.jpg/info.json',
    );
    expect(iiifInfo('https://media.museo.example/obras/noche%20meseta.jpg', media)).toBe(
      'https://iiif.museo.example/iiif/3/obras%2Fnoche%20meseta.jpg/info.json',
    );
  });
  it('has none without a server, or for a picture elsewhere', () => {
    expect(iiifInfo('https://media.museo.example/a.jpg', { host: media.host })).toBeUndefined();
    expect(iiifInfo('https://otra.example/a.jpg', media)).toBeUndefined();
    expect(iiifInfo('https://media.museo.example.evil/a.jpg', media)).toBeUndefined();
    expect(iiifInfo('/media/a.svg', media)).toBeUndefined();
  });
});
