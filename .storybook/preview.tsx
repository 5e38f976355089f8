import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect, type ReactNode } from 'react';
import '../design-system/tokens/global.css.ts';
import { themeClass, type ThemeName } from '../design-system/index.ts';
import { storyPadding } from '../design-system/fixtures/story.css.ts';
import { toolbarLanguage } from '../design-system/fixtures/story-helpers.ts';
import { provideStaticRendering } from '../pages/static-rendering.ts';

// Stories render any language and any paragraph at once, as the build does.
provideStaticRendering();

/** Puts the theme class and the language on the document, as the site's HTML element carries them. */
function DocumentTheme({ theme, lang, children }: { theme: ThemeName; lang: string; children: ReactNode }) {
  const cls = themeClass(theme);
  // A layout effect: done before the story counts as rendered, so play functions see the theme and the language.
  useLayoutEffect(() => {
    document.documentElement.className = cls;
    document.documentElement.lang = lang;
  }, [cls, lang]);
  return children;
}

/** Every story renders inside a theme class, chosen in the toolbar (or forced by a story's `globals`). */
const withTheme: Decorator = (Story, context) => (
  <DocumentTheme
    theme={(context.globals.theme ?? 'light') as ThemeName}
    lang={toolbarLanguage(context.globals) ?? (context.parameters.lang as string | undefined) ?? 'es'}
  >
    {/* Components get room and the theme's background; chrome and whole pages ask for `padded: false`. */}
    {context.parameters.padded === false ? (
      <Story />
    ) : (
      <div className={storyPadding}>
        <Story />
      </div>
    )}
  </DocumentTheme>
);

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark (multimedia, podcast, radio)' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language of the pages, the playground and the document (each story keeps its own by default)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'story', title: "Story's own language" },
          { value: 'es', right: 'es', title: 'Español' },
          { value: 'en', right: 'en', title: 'English' },
          { value: 'ca', right: 'ca', title: 'Català' },
          { value: 'eu', right: 'eu', title: 'Euskara' },
          { value: 'gl', right: 'gl', title: 'Galego' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'story', viewport: { value: 'desktop', isRotated: false } },
  parameters: {
    layout: 'fullscreen',
    options: {
      storySort: { order: ['Introduction', 'Accessibility report', 'Foundations', ['Design tokens', '*'], 'Editors', 'Pages', '*'] },
    },
    controls: { expanded: true },
    // Violations fail the story's test; passes are counted, not listed node by node (the report stays small).
    a11y: {
      test: 'error',
      options: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
        resultTypes: ['violations', 'incomplete'],
      },
    },
    viewport: {
      options: {
        mobile: { name: 'Mobile 375', styles: { width: '375px', height: '812px' } },
        reflow: { name: 'Reflow 320', styles: { width: '320px', height: '640px' } },
        breakpointMobile: { name: 'Breakpoint 1023 (mobile)', styles: { width: '1023px', height: '800px' } },
        breakpointDesktop: { name: 'Breakpoint 1024 (desktop)', styles: { width: '1024px', height: '800px' } },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '900px' } },
      },
    },
  },
  tags: ['autodocs'],
  // For the accessibility report: the theme and viewport each story was really checked in.
  afterEach: ({ reporting, globals }) => {
    reporting.addReport({
      type: 'museo-render',
      version: 1,
      result: { theme: globals.theme ?? 'light', viewport: `${window.innerWidth}×${window.innerHeight}` },
      status: 'passed',
    });
  },
};

export default preview;
