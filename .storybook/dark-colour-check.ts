/**
 * A story rendered in the light theme, checked again in the dark one for the axe rules a theme can
 * change (decision 103). The theme is a class on the root and no component's markup depends on it, so
 * every other rule finds in the dark theme what the light check found, and a second render of every
 * story would check nothing more. preview.tsx calls it after each story's play function and the a11y
 * addon's checks, in the test run only.
 */
import axe from 'axe-core';
import { themeClass } from '../design-system/index.ts';
import { DARK_REPORT } from './dark-report.ts';

/** The axe rules whose outcome a colour theme can change: text contrast, and links told apart from the text around them. */
const THEME_RULES = ['color-contrast', 'link-in-text-block'];

interface Reporting {
  addReport(report: { type: string; version: number; result: unknown; status: 'passed' | 'failed' }): void;
}

/** What the check reads of a story's context after its play function. */
interface AfterStory {
  reporting: Reporting;
  globals: { theme?: string };
  parameters: { a11y?: { test?: string; disable?: boolean } };
  tags: string[];
}

/**
 * preview.tsx's afterEach: in the test run, every story rendered in the light theme is checked in the dark
 * one, unless it fixes its theme (tag 'theme-fixed': checked in full in that theme) or turns axe off. In
 * Storybook itself the a11y panel checks the theme the toolbar shows, and nothing flips the theme under an
 * editor's eyes.
 */
export async function checkDarkColoursAfterStory(
  { reporting, globals, parameters, tags }: AfterStory,
  testRun = Boolean(import.meta.env.VITEST_STORYBOOK),
): Promise<void> {
  if (!testRun || (globals.theme ?? 'light') !== 'light' || tags.includes('theme-fixed')) return;
  if (parameters.a11y?.test === 'off' || parameters.a11y?.disable === true) return;
  await darkColourCheck(reporting);
}

/**
 * Switches the root to the dark theme's class, runs the colour rules on what the a11y addon checks (the
 * story's document without Storybook's own elements), switches the class back, and reports the result
 * as the story's dark entry. Throws on a violation, which fails the story as the addon's checks do.
 */
export async function darkColourCheck(reporting: Reporting): Promise<void> {
  const root = document.documentElement;
  const light = root.className;
  root.className = themeClass('dark');
  endTransitions();
  try {
    const result = await axe.run(
      { include: [document.body], exclude: [['.sb-wrapper'], ['#storybook-docs'], ['#storybook-highlights-root']] },
      { runOnly: { type: 'rule', values: THEME_RULES }, resultTypes: ['violations', 'incomplete'] },
    );
    const failed = result.violations.length > 0;
    reporting.addReport({
      type: DARK_REPORT,
      version: 1,
      result: { theme: 'dark', viewport: `${window.innerWidth}×${window.innerHeight}`, axe: result },
      status: failed ? 'failed' : 'passed',
    });
    if (failed)
      throw new Error(
        `axe in the dark theme: ${result.violations.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`).join('; ')}`,
      );
  } finally {
    root.className = light;
    endTransitions();
  }
}

/**
 * Colours that transition (Storybook's own, and any component's, however short under reduced motion)
 * would still be the old theme's when axe reads them: each ends at once, as a frame later it would.
 */
function endTransitions(): void {
  for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
}
