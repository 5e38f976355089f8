/**
 * The header's static parts: what it marks as showing nothing of the page but its active menu link
 * must be the same HTML whatever else about the page changes (its languages, its address), or the
 * build's prerender would splice one page's header into another.
 */
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Header, type HeaderProps } from '../../design-system/components/Header/Header.tsx';
import { headerFixture } from '../../design-system/fixtures/chrome.ts';
import { StaticPart, renderStandIns, standInHtml } from '../../pages/static-part.tsx';

/** The header's HTML and each part it marked, by name (the parts wrapped in a marker element to find them). */
function partsOf(props: HeaderProps): { html: string; parts: Map<string, string> } {
  const html = renderToString(
    <Header {...props} staticPart={(name: string, part: () => ReactNode) => createElement('x-part', { 'data-name': name }, part())} />,
  );
  const parts = new Map<string, string>();
  for (const m of html.matchAll(/<x-part data-name="([^"]+)">([\s\S]*?)<\/x-part>/g)) {
    expect(parts.has(m[1]!), `${m[1]} marked twice`).toBe(false);
    parts.set(m[1]!, m[2]!);
  }
  return { html, parts };
}

const withActive = (at: number): HeaderProps => ({
  ...headerFixture,
  menu: headerFixture.menu.map((m, i) => ({ ...m, active: i === at })),
});

describe('the header’s static parts', () => {
  it('are the same on pages that differ in their languages and address', () => {
    const a = partsOf(withActive(1));
    const b = partsOf({
      ...withActive(1),
      languages: [
        { code: 'es', name: 'Español', href: '/otra', current: false },
        { code: 'en', name: 'English', href: '/en/other', current: true },
        { code: 'ca', name: 'Català', href: '/ca/altra' },
      ],
      locationKey: 'another-page',
    });
    expect([...a.parts.keys()].sort()).toEqual(['bar-a1', 'menu-a1', 'menu-button', 'tools']);
    expect(b.parts).toEqual(a.parts);
    // The languages themselves are outside every part, and they did change.
    expect(a.html).not.toBe(b.html);
    for (const part of a.parts.values()) expect(part).not.toMatch(/hrefLang|\/en\/other|\/ca\/altra/);
  });

  it('name the active menu link, and hold it', () => {
    const none = partsOf(withActive(-1));
    const third = partsOf(withActive(2));
    expect([...none.parts.keys()].sort()).toEqual(['bar-none', 'menu-button', 'menu-none', 'tools']);
    expect(third.parts.get('bar-a2')).toContain('data-active="true"');
    expect(third.parts.get('menu-a2')).toContain('data-active="true"');
    expect(none.parts.get('bar-none')).not.toContain('data-active');
    // Should two links be active, the names say both.
    const two = partsOf({ ...headerFixture, menu: headerFixture.menu.map((m, i) => ({ ...m, active: i === 0 || i === 3 })) });
    expect([...two.parts.keys()].sort()).toEqual(['bar-a0-3', 'menu-a0-3', 'menu-button', 'tools']);
    // What does not show the active link is the same whichever it is.
    expect(third.parts.get('tools')).toBe(none.parts.get('tools'));
    expect(third.parts.get('menu-button')).toBe(none.parts.get('menu-button'));
  });

  it('are made only when shown: a part whose HTML is reused is not made again', () => {
    const made: string[] = [];
    const html = renderToString(
      <Header
        {...withActive(0)}
        staticPart={(name: string, part: () => ReactNode) => {
          if (name !== 'tools') return createElement('x-part', { 'data-name': name });
          made.push(name);
          return part();
        }}
      />,
    );
    expect(made).toEqual(['tools']);
    expect(html).toContain('<x-part data-name="menu-a0"></x-part>');
    expect(html).not.toContain(headerFixture.menu[1]!.href);
    // In the static parts' renderer too: a stood-in part's children are never called.
    let called = 0;
    renderStandIns(() => true);
    try {
      expect(
        renderToString(
          <StaticPart name="footer">
            {() => {
              called++;
              return <p>pie</p>;
            }}
          </StaticPart>,
        ),
      ).toBe(standInHtml('footer'));
    } finally {
      renderStandIns(null);
    }
    expect(called).toBe(0);
    expect(renderToString(<StaticPart name="footer">{() => <p>pie</p>}</StaticPart>)).toBe('<p>pie</p>');
  });

  it('are simply rendered where nothing asks for them', () => {
    const marked = partsOf(withActive(0)).html.replace(/<\/?x-part[^>]*>/g, '');
    expect(renderToString(<Header {...withActive(0)} />)).toBe(marked);
  });
});
