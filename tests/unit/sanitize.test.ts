import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { nodeHtmlSanitizer } from '../../app/site-build/content/sanitize-node.ts';
import { mapPageHtml, mapSiteConfigHtml } from '../../pages/content/html-fields.ts';
import { samplePages, sampleSite } from '../../pages/fixtures/sample-content.ts';
import { HOSTILE_HTML, UNCLOSED_HTML } from '../support/xss-payloads.ts';

const sanitizeHtml = nodeHtmlSanitizer();
const ALLOWED_TAGS =
  /^(a|p|br|strong|b|em|i|u|s|small|sub|sup|mark|abbr|cite|q|h[2-6]|ul|ol|li|dl|dt|dd|blockquote|figure|figcaption|hr|span|img|table|caption|thead|tbody|tfoot|tr|th|td)$/;
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?![/\\])|#)/i;

/** What the sanitised HTML is once a browser-grade parser reads it again: only allowed elements, attributes and URLs. */
function problemsIn(html: string): string[] {
  const doc = new JSDOM(`<body>${html}</body>`).window.document;
  const problems: string[] = [];
  for (const el of doc.body.querySelectorAll('*')) {
    const tag = el.localName;
    if (!ALLOWED_TAGS.test(tag) || el.namespaceURI !== 'http://www.w3.org/1999/xhtml') problems.push(`<${tag}>`);
    for (const attr of el.attributes) {
      if (/^on/i.test(attr.name) || ['style', 'srcset', 'srcdoc', 'formaction', 'action', 'ping', 'name', 'xlink:href'].includes(attr.name))
        problems.push(`${tag}[${attr.name}]`);
      if (['href', 'src', 'cite'].includes(attr.name) && !SAFE_URL.test(attr.value)) problems.push(`${tag}[${attr.name}=${attr.value}]`);
    }
    if (tag === 'a' && /^https?:/.test(el.getAttribute('href') ?? '') && el.getAttribute('rel') !== 'noopener noreferrer')
      problems.push('external link without rel');
  }
  return problems;
}

describe('the build’s HTML sanitiser (sanitize-html on htmlparser2; jsdom only reads its output back here)', () => {
  it(`neutralises ${HOSTILE_HTML.length} hostile payloads: scripts, handlers, javascript:/data:/vbscript: URLs, SVG/MathML, mXSS, srcdoc, meta refresh, base, forms`, () => {
    expect(HOSTILE_HTML.length).toBeGreaterThanOrEqual(150);
    const failures = HOSTILE_HTML.map((payload) => ({ payload, out: sanitizeHtml(payload) }))
      .map(({ payload, out }) => ({ payload, out, problems: problemsIn(out) }))
      .filter((r) => r.problems.length > 0);
    expect(failures).toEqual([]);
    // Sanitising twice changes nothing: the output is stable.
    for (const payload of HOSTILE_HTML) expect(sanitizeHtml(sanitizeHtml(payload))).toBe(sanitizeHtml(payload));
  });

  it('closes every unclosed tag inside its own field, and keeps text as text', () => {
    for (const html of UNCLOSED_HTML) {
      const out = sanitizeHtml(html);
      const doc = new JSDOM(`<body><div id="field">${out}</div><p id="after">después</p></body>`).window.document;
      expect(doc.getElementById('after')!.parentElement, html).toBe(doc.body);
      expect(doc.getElementById('field')!.nextElementSibling!.id, html).toBe('after');
    }
    expect(sanitizeHtml('<p>1 < 2 y 3 > 2</p>')).toBe('<p>1 &lt; 2 y 3 &gt; 2</p>');
    expect(sanitizeHtml('<p>Véase <a href="https://e.example/p">este enlace')).toBe(
      '<p>Véase <a href="https://e.example/p" target="_blank" rel="noopener noreferrer">este enlace</a></p>',
    );
  });

  it('keeps the formatting editors use', () => {
    const html =
      '<h2 id="a">T</h2><p>Un <strong>texto</strong> con <em>énfasis</em> y <a href="/visita" title="Visita">enlace</a>.</p><ul><li>uno</li></ul><blockquote><p>cita</p></blockquote><table><caption>c</caption><tbody><tr><th scope="row">a</th><td colspan="2">b</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('opens new windows safely, and links to other sites (also //host and /\\host) as external links', () => {
    expect(sanitizeHtml('<a href="https://example.org" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="https://example.org/a" title="t">x</a>')).toBe(
      '<a href="https://example.org/a" title="t" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="//evil.example/p">x</a>')).toBe(
      '<a href="https://evil.example/p" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="/\\evil.example/p">x</a>')).toBe(
      '<a href="https://evil.example/p" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="/visita" target="_top">v</a>')).toBe('<a href="/visita">v</a>');
  });

  it('keeps mailto, tel and fragment links', () => {
    expect(sanitizeHtml('<a href="mailto:info@museo.example">m</a><a href="tel:+34917741000">t</a><a href="#contacto">c</a>')).toBe(
      '<a href="mailto:info@museo.example">m</a><a href="tel:+34917741000">t</a><a href="#contacto">c</a>',
    );
  });
});

describe('HTML fields, found from the schemas', () => {
  it('sanitises every CMS HTML field of a page and of the site configuration, and no plain-text field', () => {
    const page = samplePages.exhibitionEs;
    const seen: string[] = [];
    const marked = mapPageHtml(page, (html) => {
      seen.push(html);
      return `[${html}]`;
    });
    expect(seen.length).toBeGreaterThan(0);
    expect(marked).not.toBe(page);
    // The title is plain text and untouched; the input page is unchanged.
    expect(marked.title).toEqual(page.title);
    expect(JSON.stringify(page)).not.toContain('"[<');
    const site = mapSiteConfigHtml(sampleSite, (html) => `[${html}]`);
    expect(JSON.stringify(site)).toContain('"value":"[');
    expect(site.siteName).toBe(sampleSite.siteName);
  });
});
