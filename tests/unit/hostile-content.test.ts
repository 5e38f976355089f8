/**
 * Content that passes the schemas but would publish something else than it says: addresses that
 * decode to other addresses, two spellings of one address, two pages with one id, a file in another
 * encoding, invisible characters that make text read one way and be another. Each is refused (or
 * cleaned, with a warning) by `npm run validate`, naming the file, the JSON pointer and what was expected.
 */
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesystemSource } from '../../app/site-build/content/content-source.ts';
import { loadContent } from '../../app/site-build/content/load-content.ts';
import { formatContentError } from '../../pages/content/validate.ts';
import { svgProblems } from '../../app/site-build/content/media-check.ts';
import { spawnBuildSync } from '../../app/site-build/pipeline/report.ts';
import { readItem } from '../../pages/visit/visit-list.ts';
import { discard } from '../support/discard.ts';

const contentDir = resolve(import.meta.dirname, '../../content');
let work: string;
let base: Record<string, unknown>;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'museo-hostile-'));
  await cp(join(contentDir, 'site'), join(work, 'site'), { recursive: true });
  base = JSON.parse(await readFile(join(contentDir, 'pages/es/obra-noche-meseta.json'), 'utf8'));
});
afterAll(() => discard(work));

/** A content folder of its own with the given pages (artworks made from the sample's), loaded as the build does. */
async function load(name: string, pages: Record<string, Record<string, unknown> | Buffer>) {
  const dir = join(work, name);
  await cp(join(work, 'site'), join(dir, 'site'), { recursive: true });
  const { mkdir } = await import('node:fs/promises');
  await mkdir(join(dir, 'pages/es'), { recursive: true });
  for (const [file, page] of Object.entries(pages))
    await writeFile(join(dir, 'pages/es', file), Buffer.isBuffer(page) ? page : JSON.stringify(page));
  const loaded = await loadContent(filesystemSource(dir));
  return { ...loaded, messages: loaded.errors.map(formatContentError) };
}

const artwork = (id: string, path: string, extra: Record<string, unknown> = {}) => {
  const page: Record<string, unknown> = { ...structuredClone(base), id, url: { path }, translations: [] };
  delete page.uuid;
  return { ...page, ...extra };
};

describe('npm run validate refuses', () => {
  it('percent-escapes in addresses, which browsers and servers decode into other addresses', async () => {
    const r = await load('pct', {
      'a.json': artwork('1', '/coleccion/%2e%2e/%2e%2e/zz-pct'),
      'b.json': artwork('2', '/coleccion/zz%2fslash'),
      'c.json': artwork('3', '/coleccion/bien'),
    });
    expect(r.pages.map((p) => p.page.url.path)).toEqual(['/coleccion/bien']);
    expect(r.messages).toEqual([
      expect.stringMatching(
        /pages\/es\/a\.json \/url\/path: expected a path written as the characters it names.*found "\/coleccion\/%2e%2e\/%2e%2e\/zz-pct", which reads "\/coleccion\/\.\.\/\.\.\/zz-pct"/,
      ),
      expect.stringMatching(
        /pages\/es\/b\.json \/url\/path: expected a path written as the characters it names.*which reads "\/coleccion\/zz\/slash"/,
      ),
    ]);
  });

  it('two spellings of one address (Unicode NFC and NFD), naming both files', async () => {
    const r = await load('nfc', {
      'a.json': artwork('1', '/coleccion/año'.normalize('NFC')),
      'b.json': artwork('2', '/coleccion/año'.normalize('NFD')),
    });
    expect(r.pages.map((p) => p.page.url.path)).toEqual(['/coleccion/año'.normalize('NFC')]);
    expect(r.messages).toEqual([
      expect.stringMatching(/pages\/es\/b\.json \/url\/path: expected a path no other page has \(.*pages\/es\/a\.json has it\)/),
    ]);
  });

  it('two pages of one language with one id or uuid, naming both files (translations share theirs)', async () => {
    const r = await load('ids', {
      'a.json': artwork('7', '/coleccion/a', { uuid: '6f1c2b9a-0d3e-4c1f-9a7b-2e5d8c4f1a00' }),
      'b.json': artwork('7', '/coleccion/b'),
      'c.json': artwork('8', '/coleccion/c', { uuid: '6f1c2b9a-0d3e-4c1f-9a7b-2e5d8c4f1a00' }),
    });
    expect(r.messages).toEqual([
      expect.stringMatching(/pages\/es\/b\.json \/id: expected an id no other page in its language has \(.*a\.json has it\), found "7"/),
      expect.stringMatching(
        /pages\/es\/c\.json \/uuid: expected an uuid no other page in its language has \(.*a\.json has it\), found "6f1c2b9a-0d3e-4c1f-9a7b-2e5d8c4f1a00"/,
      ),
    ]);
    const en = await load('ids-translated', {
      'a.json': artwork('7', '/coleccion/a'),
      'b.json': artwork('7', '/en/collection/a', { language: { id: 'en' } }),
    });
    expect(en.errors).toEqual([]);
  });

  it('a file that is not UTF-8, at its first foreign byte, instead of publishing "A�o"', async () => {
    const text = JSON.stringify(artwork('1', '/coleccion/latin', { title: { value: 'Año Señal' } }));
    const r = await load('latin1', { 'a.json': Buffer.from(text, 'latin1') });
    expect(r.pages).toEqual([]);
    expect(r.messages).toEqual([
      expect.stringMatching(
        new RegExp(
          `pages/es/a\\.json: expected a document in UTF-8, found a byte that is not UTF-8 at offset ${Buffer.from(text.slice(0, text.indexOf('ñ')), 'latin1').length} `,
        ),
      ),
    ]);
  });

  it('invisible controls in titles and addresses, and removes them from other text with a warning naming the pointer', async () => {
    const page = artwork('1', '/coleccion/limpia', { title: { value: 'Noche \u202eatesem' } });
    const r = await load('bidi', {
      'a.json': page,
      'b.json': artwork('2', '/coleccion/\u200bzw'),
      'c.json': artwork('3', '/coleccion/texto', { date: 'hacia\u200b 1950\u202e' }),
      'd.json': (() => {
        const nested = artwork('4', '/coleccion/anidada');
        (nested.hero as { image: { alt: string } }).image.alt = 'Lienzo\u200b azul';
        return nested;
      })(),
    });
    expect(r.messages).toEqual([
      expect.stringMatching(/a\.json \/title\/value: expected a title with no invisible control character.*found "Noche \\u202eatesem"/),
      expect.stringMatching(/b\.json \/url\/path: expected a path with no invisible control character/),
    ]);
    expect(r.pages.map((p) => p.page.url.path).sort()).toEqual(['/coleccion/anidada', '/coleccion/texto']);
    expect((r.pages.find((p) => p.page.url.path === '/coleccion/texto')!.page as { date?: string }).date).toBe('hacia 1950');
    expect(r.warnings.sort()).toEqual([
      expect.stringMatching(/c\.json \/date: removed invisible control characters/),
      expect.stringMatching(/d\.json \/hero\/image\/alt: removed invisible control characters/),
    ]);
  });
});

describe('npm run validate refuses media that would reach outside the site', () => {
  it('picture, media and document addresses other than /media/ files and the media host', async () => {
    const withImage = (id: string, url: string) => {
      const page = artwork(id, `/coleccion/m${id}`);
      (page.hero as { image: { url: string } }).image.url = url;
      return page;
    };
    const r = await load('media-addresses', {
      'a.json': withImage('1', 'javascript:alert(1)'),
      'b.json': withImage('2', '../../etc/passwd'),
      'c.json': withImage('3', '/media/../../etc/passwd'),
      'd.json': withImage('4', '/media/%2e%2e/%2e%2e/etc/passwd'),
      'e.json': withImage('5', 'https://evil.example/x.jpg'),
      'f.json': withImage('6', 'data:image/svg+xml,<svg onload=alert(1)>'),
      'g.json': withImage('7', 'https://media.museo.example/obras/noche.jpg'),
      'h.json': withImage('8', '/media/works/stripes/artwork-5501.svg'),
    });
    expect(r.pages.map((p) => p.page.url.path)).toEqual(['/coleccion/m7', '/coleccion/m8']);
    expect(r.messages).toHaveLength(6);
    for (const [file, found] of [
      ['a', 'javascript:alert(1)'],
      ['b', '../../etc/passwd'],
      ['c', '/media/../../etc/passwd'],
      ['d', '/media/%2e%2e/%2e%2e/etc/passwd'],
      ['e', 'https://evil.example/x.jpg'],
    ])
      expect(r.messages).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `pages/es/${file}\\.json /hero/image/url: expected a file under /media/, or an https address on the site's media host.*found ${JSON.stringify(found).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
          ),
        ),
      );
    expect(r.messages.join('\n')).toContain('found "javascript:alert(1)"');
  });

  it('a media file that links out of the content folder, and an SVG that would run script, at validate, naming the file', async () => {
    const { mkdir, symlink, writeFile: write } = await import('node:fs/promises');
    const dir = join(work, 'media-folder');
    await cp(join(work, 'site'), join(dir, 'site'), { recursive: true });
    await mkdir(join(dir, 'pages/es'), { recursive: true });
    await mkdir(join(dir, 'media/works'), { recursive: true });
    await symlink('/etc/passwd', join(dir, 'media/works/passwd.svg'));
    await write(
      join(dir, 'media/works/hostile.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
    );
    await write(
      join(dir, 'media/works/fine.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>',
    );
    const run = spawnBuildSync(resolve(import.meta.dirname, '../..'), { args: ['--check'] }, { env: { ...process.env, CONTENT_DIR: dir } });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/media\/works\/passwd\.svg: a link to \/etc\/passwd, outside the content folder: refused/);
    expect(run.stderr).toMatch(/media\/works\/hostile\.svg: an SVG with a <script> element: refused/);
    expect(run.stderr).toMatch(/media\/works\/hostile\.svg: an SVG with an event handler \(onload\): refused/);
    expect(run.stderr).not.toMatch(/fine\.svg|\n\s+at /); // a clean drawing passes; no stack trace
  });

  it('SVGs with anything that runs or fetches: scripts, handlers, embedded documents, outside references, entities', () => {
    const svg = (body: string, head = '') =>
      `${head}<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">${body}</svg>`;
    expect(svgProblems(svg('<defs><linearGradient id="g"/></defs><rect fill="url(#g)"/><use href="#g"/>'))).toEqual([]);
    expect(svgProblems(svg('<script>alert(1)</script>'))).toEqual(['a <script> element']);
    expect(svgProblems(svg('<rect onclick="x()"/>'))).toEqual(['an event handler (onclick)']);
    expect(svgProblems(svg('<foreignObject/>'))).toEqual(['a <foreignobject> element']);
    expect(svgProblems(svg('<image href="https://evil.example/a.png"/>'))[0]).toMatch(/^a reference outside the drawing/);
    expect(svgProblems(svg('<a xlink:href="javascript:alert(1)"/>'))[0]).toMatch(/^a reference outside the drawing/);
    expect(svgProblems(svg('<rect style="fill:url(https://evil.example/a)"/>'))[0]).toMatch(/^a reference outside the drawing/);
    expect(svgProblems(svg('<style>@import url(https://evil.example/a.css)</style>'))).toContain(
      'a <style> element (it can load what it likes)',
    );
    expect(svgProblems(svg('<text>&x;</text>', '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>'))).toContain(
      'an entity declaration',
    );
    expect(svgProblems(svg('', '<?xml-stylesheet href="https://evil.example/a.css"?>'))).toContain('an xml-stylesheet instruction');
    // A link under any prefix, an address written with entities or broken by whitespace, a SMIL animation to one.
    for (const body of [
      '<a x:href="javascript:alert(1)" xmlns:x="http://www.w3.org/1999/xlink"/>',
      '<a XLINK:HREF="https://evil.example/"/>',
      '<a href="&#106;avascript:alert(1)"/>',
      '<a href="java&#x09;script:alert(1)"/>',
      '<a href=" &#x6A;AVASCRIPT:alert(1)"/>',
    ])
      expect(svgProblems(svg(body)), body).toEqual([expect.stringMatching(/^a reference outside the drawing/)]);
    expect(svgProblems(svg('<a href="#g"><set attributeName="href" to="javascript:alert(1)"/></a>'))).toEqual([
      'an animation of a link (attributename="href")',
      'an animation to a reference outside the drawing (to="javascript:alert(1)")',
    ]);
    expect(svgProblems(svg('<animate attributeName="xlink:href" values="#a;&#106;avascript:x"/>'))[0]).toMatch(/^an animation of a link/);
    expect(svgProblems(svg('<animate attributeName="fill" values="#f00;https://evil.example/x"/>'))).toEqual([
      expect.stringMatching(/^an animation to a reference outside the drawing/),
    ]);
    // A drawing's own animations stay: numbers, colours, its own fragments.
    expect(
      svgProblems(svg('<rect><animate attributeName="opacity" values="0;0.5;1" dur="2s"/><set attributeName="fill" to="#00f"/></rect>')),
    ).toEqual([]);
  });
});

describe('a shared visit list', () => {
  it('drops invisible controls from what it shows, and items whose address has any', () => {
    expect(
      readItem({ path: '/coleccion/obra/noche-meseta', lang: 'es', bundle: 'artwork', title: 'Noche\u202e en la meseta\u200b' })?.title,
    ).toBe('Noche en la meseta');
    expect(readItem({ path: '/coleccion/obra/\u202enoche', lang: 'es', bundle: 'artwork', title: 'x' })).toBeNull();
  });
});
