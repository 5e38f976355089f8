/** The embedded sample content is the site's specification by example: menus and footers as SPEC §2 lists them. */
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validatePageDocument, validateSiteConfigDocument } from '../../pages/content/validate.ts';
import type { SiteConfig } from '../../generated/types/content.ts';

const root = resolve(import.meta.dirname, '../..');
const site = JSON.parse(readFileSync(join(root, 'content/site/config.json'), 'utf8')) as SiteConfig;
const paths = (links: { url: { path: string } }[]) => links.map((l) => l.url.path);

describe('sample content', () => {
  it('every page validates', () => {
    const dir = join(root, 'content/pages');
    const files = readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.json'));
    expect(files.length).toBeGreaterThanOrEqual(4);
    for (const f of files)
      expect(validatePageDocument(JSON.parse(readFileSync(join(dir, String(f)), 'utf8')), String(f)).errors).toEqual([]);
    expect(validateSiteConfigDocument(site, 'config').errors).toEqual([]);
  });

  it('main menus are exactly SPEC §2', () => {
    expect(paths(site.mainMenu.es)).toEqual([
      '/visita',
      '/exposiciones-actividades',
      '/colecciones',
      '/investigacion-educacion',
      '/biblioteca',
    ]);
    expect(paths(site.mainMenu.en)).toEqual([
      '/en/visit',
      '/en/exhibitions-activities',
      '/en/collections',
      '/en/research-education',
      '/en/library',
    ]);
    for (const lang of ['ca', 'eu', 'gl'] as const) {
      expect(paths(site.mainMenu[lang])).toEqual([2273, 2274, 2277, 2279, 2280].map((n) => `/${lang}/node/${n}`));
    }
  });

  it('footer links are exactly SPEC §2, with 2025 copyright', () => {
    const all = (f: SiteConfig['footer']['es']) =>
      [...f.buttonLinks, ...f.mainLinks, ...f.firstColumnLinks, ...f.secondColumnLinks, ...f.legalLinks].map((l) => l.url.path);
    expect(new Set(all(site.footer.es))).toEqual(
      new Set([
        '/prensa',
        '/node/36999',
        '/museo#contacto',
        '/multimedia',
        '/museo/fundacion',
        '/museo',
        '/museo/empleo-becas-concursos',
        '/alquiler-espacios',
        '/colecciones/prestamo-obras',
        '/colabora',
        '/colabora/patrocinio-mecenazgo',
        '/colecciones/donacion-deposito-obras',
        '/aviso-legal',
        '/proteccion-datos',
        '/politica-cookies',
        '/accesibilidad-web',
      ]),
    );
    const en = all(site.footer.en);
    expect(en.filter((p) => p.startsWith('/'))).toEqual(
      expect.arrayContaining([
        '/en/press',
        '/en/museo#contacto',
        '/en/multimedia',
        '/en/museum/foundation',
        '/en/museo',
        '/en/renting-spaces',
        '/en/collaborations',
        '/en/collaboration/sponsorship-patronage',
        '/en/collections/donating-loaning-artworks',
        '/en/legal-notice',
        '/en/data-protection',
        '/en/cookies-policy',
        '/en/web-accesibility',
      ]),
    );
    expect(en.filter((p) => !p.startsWith('/'))).toEqual([expect.stringMatching(/^https:\/\/.+\.pdf$/)]); // the English map is an external PDF
    for (const f of [site.footer.es, site.footer.en]) {
      expect(f.copyright.value).toContain('2025');
      expect(f.externalLinks).toHaveLength(4);
      expect(f.socialLinks?.length).toBeGreaterThan(0);
      expect(f.logos?.some((l) => l.kind === 'funding') && f.logos.some((l) => l.kind === 'partner')).toBe(true);
    }
  });
});
