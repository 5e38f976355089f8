import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../design-system/components/RichText/sanitizeHtml.ts';

/** Known XSS payloads (OWASP filter-evasion classics): none may keep anything executable. */
const payloads = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//xss.example/a.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<body onload=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p onmouseover="alert(1)">hover</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<a href="//evil.example">x</a>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<form action="https://evil.example"><input name=x></form>',
  '<<script>script>alert(1)<</script>/script>',
];

describe('sanitizeHtml', () => {
  for (const payload of payloads) {
    it(`neutralises ${payload.slice(0, 60)}`, () => {
      const out = sanitizeHtml(payload).toLowerCase();
      expect(out).not.toMatch(
        /<script|<iframe|<svg|<object|<embed|<form|<input|<style|\son\w+\s*=|javascript:|data:text|href="\/\/|style=/,
      );
    });
  }

  it('keeps the formatting editors use', () => {
    const html =
      '<h2 id="a">T</h2><p>Un <strong>texto</strong> con <em>énfasis</em> y <a href="/visita" title="Visita">enlace</a>.</p><ul><li>uno</li></ul><blockquote><p>cita</p></blockquote>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('opens new windows safely', () => {
    expect(sanitizeHtml('<a href="https://example.org" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('opens links to other sites as external links, and keeps site links in the same window', () => {
    expect(sanitizeHtml('<a href="https://example.org/a" title="t">x</a>')).toBe(
      '<a href="https://example.org/a" title="t" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="/visita">v</a>')).toBe('<a href="/visita">v</a>');
  });

  it('keeps mailto, tel and fragment links', () => {
    expect(sanitizeHtml('<a href="mailto:info@museo.example">m</a><a href="tel:+34917741000">t</a><a href="#contacto">c</a>')).toBe(
      '<a href="mailto:info@museo.example">m</a><a href="tel:+34917741000">t</a><a href="#contacto">c</a>',
    );
  });
});
