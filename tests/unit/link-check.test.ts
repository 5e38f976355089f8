/** The build's internal-link check (app/site-build/links/link-check.ts), on pages and files made for it. */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDeadLink, LinkCollector, pageLinks, pathOfHtmlFile } from '../../app/site-build/links/link-check.ts';

async function site(files: Record<string, string>) {
  const dir = await mkdtemp(join(tmpdir(), 'links-'));
  for (const [rel, body] of Object.entries(files)) {
    await mkdir(join(dir, rel, '..'), { recursive: true });
    await writeFile(join(dir, rel), body);
  }
  return dir;
}

describe('internal links of a build', () => {
  it('maps written files to the paths they are served at', () => {
    expect(pathOfHtmlFile('index.html')).toBe('/');
    expect(pathOfHtmlFile('en.html')).toBe('/en');
    expect(pathOfHtmlFile('en/visit.html')).toBe('/en/visit');
  });

  it('resolves pages, files, anchors and the site’s own absolute addresses; reports the rest with where they are', async () => {
    const pages: Record<string, string> = {
      '/': `<a href="/museo#contacto">c</a><a href="/museo#nowhere">n</a><a href="#main">skip</a><main id="main"></main>
        <img src="/media/a.svg"><img src="/media/missing.svg"><video poster="/media/p.svg"></video>
        <a href="https://www.museo.example/museo?x=1&amp;y=2">abs</a><a href="https://www.museo.example/gone">abs gone</a>
        <a href="//evil.example/x">protocol-relative</a><a href="https://other.example/museo">external</a><a href="mailto:a@b">m</a>
        <a href="/visita">v</a><a href="/%E0%A4%A">bad</a><a href="/caf%C3%A9">encoded</a>`,
      '/museo': '<h2 id="contacto">Contacto</h2><a href="/visita">v</a><a href="/visita#horario">h</a>',
      '/café': '<p>accented path</p>',
    };
    const dir = await site({ 'media/a.svg': '<svg/>', 'media/p.svg': '<svg/>', 'docs/x.pdf': '%PDF' });
    const links = new LinkCollector('https://www.museo.example');
    for (const [path, html] of Object.entries(pages)) links.addPage(path, html);
    const dead = await links.deadLinks(dir);
    expect(dead.map((d) => [d.href, d.reason, d.from, d.pages])).toEqual([
      ['/%E0%A4%A', 'not a valid address', ['/'], 1],
      ['/gone', 'no such page or file', ['/'], 1],
      ['/media/missing.svg', 'no such page or file', ['/'], 1],
      ['/museo#nowhere', 'no such anchor on the page', ['/'], 1],
      ['/visita', 'no such page or file', ['/', '/museo'], 2],
    ]);
    expect(formatDeadLink(dead[4]!)).toBe('/visita: no such page or file (linked from /, /museo)');
  });

  it('takes the files the build wrote itself as there, without asking the disk, but never one the server hides', async () => {
    const links = new LinkCollector();
    links.addPage(
      '/',
      '<link rel="preload" href="/page-data/index/page-data.json"><a href="/calendario/a.ics">ics</a><a href="/_headers">h</a><a href="/calendario/a.ics.gz">gz</a><a href="/.ssr/entry-server.js">s</a>' +
        '<a href="/page-data/museo.page-data.json">data file</a><link rel="preload" href="/page-data/museo/page-data.json">',
    );
    links.addWritten([
      'page-data/index.page-data.json',
      'page-data/museo.page-data.json',
      'calendario/a.ics',
      '_headers',
      'calendario/a.ics.gz',
      '.ssr/entry-server.js',
    ]);
    // Nothing is on the disk: what resolves, resolves from what the build wrote. A page's data file
    // answers at its page's address, never at its own name.
    const dead = await links.deadLinks(await site({}));
    expect(dead.map((d) => d.href).sort()).toEqual([
      '/.ssr/entry-server.js',
      '/_headers',
      '/calendario/a.ics.gz',
      '/page-data/museo.page-data.json',
    ]);
  });

  it('reads ids and link targets in one pass, entities decoded, each target once', () => {
    expect(
      pageLinks(
        '<main id="main"><a href="/a?x=1&amp;y=2" id="l&quot;1">a</a><img src="/m.svg" alt="x"><a href="/a?x=1&amp;y=2">b</a><video poster="/p.svg"></video></main>',
      ),
    ).toEqual({ ids: '\nmain\nl"1\n', hrefs: ['/a?x=1&y=2', '/m.svg', '/p.svg'] });
  });

  it('reads the links of a static part once, and counts them for every page that shows it', async () => {
    const links = new LinkCollector();
    links.addParts({
      'es:footer': pageLinks(
        '<footer id="pie"><a href="/gone">g</a><a href="/museo#nowhere">n</a><a href="/museo">m</a><a href="#top">t</a></footer>',
      ),
      'es:bar': pageLinks('<nav><a href="/gone?from=bar">g</a><a href="/museo">m</a></nav>'),
    });
    // A later reading of the same part does not replace the first.
    links.addParts({ 'es:footer': pageLinks('<a href="/other">o</a>') });
    expect(links.partHrefs(['es:footer', 'es:bar'])).toEqual(['/gone', '/museo#nowhere', '/museo', '/gone?from=bar']);
    // A page's own hrefs leave out its parts' (but their #fragments, which are its own anchors).
    for (let i = 0; i < 5; i++)
      links.addLinks(`/p${i}`, { ids: '\nmain\npie\n', hrefs: ['/gone#x', '#top', '#main'], parts: ['es:footer', 'es:bar'] });
    links.addLinks('/museo', { ids: '\nmain\n', hrefs: ['/gone', '#top'], parts: ['es:footer'] });
    links.addLinks('/solo', { ids: '\n', hrefs: ['/gone'] });
    const dead = await links.deadLinks(await site({}));
    expect(dead.map((d) => [d.href, d.reason, d.from, d.pages])).toEqual([
      // Each page once, though its own link and two of its parts name the same page.
      ['/gone', 'no such page or file', ['/solo', '/p0', '/p1'], 7],
      ['/museo#nowhere', 'no such anchor on the page', ['/p0', '/p1', '/p2'], 6],
      ['/museo#top', 'no such anchor on the page', ['/museo'], 1],
      ['/p0#top', 'no such anchor on the page', ['/p0'], 1],
      ['/p1#top', 'no such anchor on the page', ['/p1'], 1],
      ['/p2#top', 'no such anchor on the page', ['/p2'], 1],
      ['/p3#top', 'no such anchor on the page', ['/p3'], 1],
      ['/p4#top', 'no such anchor on the page', ['/p4'], 1],
    ]);
    // A page that shows a part nobody read is a bug of the build, not a page without links.
    expect(() => links.addLinks('/x', { ids: '\n', hrefs: [], parts: ['es:never'] })).toThrow(/es:never/);
  });

  it('names a few of the pages that carry a link, and counts the others', async () => {
    const links = new LinkCollector();
    for (let i = 0; i < 10; i++) links.addPage(`/p${i}`, '<a href="/gone">x</a>');
    const [d] = await links.deadLinks(await site({}));
    expect(formatDeadLink(d!)).toBe('/gone: no such page or file (linked from /p0, /p1, /p2 and 7 more page(s))');
  });
});
