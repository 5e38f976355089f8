import type { Decorator, Preview, StoryContext } from '@storybook/react-vite';
import { isValidElement, useLayoutEffect, type ReactElement, type ReactNode } from 'react';
import type { Language } from '../generated/types/constants.ts';
import '../design-system/tokens/global.css.ts';
import { themeClass, type ThemeName } from '../design-system/index.ts';
import { storyPadding } from '../design-system/fixtures/story.css.ts';
import { toolbarLanguage } from '../design-system/fixtures/story-helpers.ts';
import { argsInLanguage, renderedInLanguage } from './story-language.ts';
import { provideStaticRendering } from '../pages/static-rendering.ts';
import { InterfaceLanguage } from '../pages/sections/interface-text.tsx';
import { checkDarkColoursAfterStory } from './dark-colour-check.ts';

// Stories render any language and any paragraph at once, as the build does.
provideStaticRendering();

/**
 * Puts the theme class and the language on the document, as the site's HTML element carries them, and
 * tells the components which language their interface text is in (Spanish on a Catalan page), as a
 * page does.
 */
function DocumentTheme({ theme, lang, children }: { theme: ThemeName; lang: string; children: ReactNode }) {
  const cls = themeClass(theme);
  // A layout effect: done before the story counts as rendered, so play functions see the theme and the language.
  useLayoutEffect(() => {
    document.documentElement.className = cls;
    document.documentElement.lang = lang;
  }, [cls, lang]);
  return <InterfaceLanguage lang={lang as Language}>{children}</InterfaceLanguage>;
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

/**
 * Renders a story and gives what it rendered in `lang`: for stories that write their props in
 * `render` rather than in args. (Storybook's innermost story element is the story function with the
 * story's context as props.)
 */
function RenderedInLanguage({ story, lang }: { story: ReactElement<StoryContext>; lang: Language }) {
  const render = story.type as (context: StoryContext) => ReactNode;
  return renderedInLanguage(render(story.props), lang) as ReactNode;
}
const isStoryElement = (el: unknown): el is ReactElement<StoryContext> =>
  isValidElement(el) && typeof el.type === 'function' && typeof el.props === 'object' && el.props !== null && 'globals' in el.props;

/**
 * The toolbar's language drives the design system's stories too: their interface text (and the
 * chrome's menus) in that language (story-language.ts). Stories that follow it themselves (page
 * views, search, the listing, the playground) say `parameters: { toolbarLanguage: 'own' }`.
 */
const withLanguage: Decorator = (Story, context) => {
  const lang = toolbarLanguage(context.globals);
  if (!lang || context.parameters.toolbarLanguage === 'own') return Story();
  const story = Story({ args: argsInLanguage(context.title, context.args, lang) });
  return isStoryElement(story) ? <RenderedInLanguage story={story} lang={lang} /> : story;
};

const preview: Preview = {
  decorators: [withLanguage, withTheme],
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
        // Label in Name (WCAG 2.5.3) is an experimental rule in axe, off unless named: a speech-input
        // visitor says the words a control shows, so its name must hold them.
        rules: { 'label-content-name-mismatch': { enabled: true } },
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
  afterEach: [
    // For the accessibility report: the theme and viewport each story was really checked in.
    ({ reporting, globals }) => {
      reporting.addReport({
        type: 'museo-render',
        version: 1,
        result: { theme: globals.theme ?? 'light', viewport: `${window.innerWidth}×${window.innerHeight}` },
        status: 'passed',
      });
    },
    // Then, in the test run, the same markup in the dark theme for the rules a theme can change.
    checkDarkColoursAfterStory,
  ],
};

export default preview;
