/**
 * Every piece of interface text says which language it is in. The Catalan, Basque and Galician pages
 * reuse the Spanish interface text (SPEC §1); each element holding it must carry lang="es", or a voice
 * of the page's language mispronounces it (WCAG 3.1.2). Walks every built page of ca, eu and gl and
 * fails on Spanish catalogue text (tests/support/interface-text.ts) that takes the page's language.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { untaggedSpanish } from '../support/text-language.ts';
import { textLanguage, uiLanguage } from '../../pages/i18n/ui-text.ts';

describe('interface text language', () => {
  it('is computed from the catalogues: marked where a language has none of its own, never on es or en pages', () => {
    expect(textLanguage('ca')).toEqual({ page: 'ca', text: 'es' });
    expect(textLanguage('eu').text).toBe('es');
    expect(textLanguage('gl').text).toBe('es');
    expect(textLanguage('es').text).toBeUndefined();
    expect(textLanguage('en').text).toBeUndefined();
    expect(uiLanguage('en')).toBe('en');
  });

  it('finds unmarked Spanish interface text, and takes marked text and translated content as they are', () => {
    expect(untaggedSpanish('<html lang="ca"><body><a href="#main">Saltar al contenido</a></body></html>')).toHaveLength(1);
    expect(untaggedSpanish('<html lang="eu"><body><nav aria-label="Navegación principal"></nav></body></html>')).toHaveLength(1);
    expect(untaggedSpanish('<html lang="gl"><body><p>Imagen 2 de 5</p><p>4 resultados</p></body></html>')).toHaveLength(2);
    expect(
      untaggedSpanish(
        '<html lang="ca"><body><a lang="es">Saltar al contenido</a><nav lang="es" aria-label="Navegación principal"><ul lang="ca"><li>Exposicions</li></ul></nav><p>Compra la teva entrada</p></body></html>',
      ),
    ).toEqual([]);
    expect(untaggedSpanish('<html lang="es"><body><a>Saltar al contenido</a></body></html>')).toEqual([]);
  });

  for (const lang of ['ca', 'eu', 'gl'])
    it(`leaves no Spanish interface text unmarked on any ${lang} page`, () => {
      // The language's home page is <lang>.html beside its folder; every other page is in the folder.
      const root = inject('siteDir');
      const pages = [
        `${lang}.html`,
        ...readdirSync(join(root, lang), { recursive: true })
          .map(String)
          .filter((f) => f.endsWith('.html'))
          .map((f) => join(lang, f)),
      ];
      expect(pages.length).toBeGreaterThan(5);
      const unmarked = pages.flatMap((f) => untaggedSpanish(readFileSync(join(root, f), 'utf8')).map((found) => `${f}: ${found}`));
      expect(unmarked).toEqual([]);
    });
});
