import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { checkDarkColoursAfterStory, darkColourCheck } from '../../.storybook/dark-colour-check.ts';
import { DARK_REPORT } from '../../.storybook/dark-report.ts';
import { themeClass } from '../tokens/themes.ts';

/**
 * The tests' own check that a story's colours hold in the dark theme (`.storybook/preview.tsx`, decision
 * 103), tried on text whose colour is fixed: readable on the light theme's background, not on the dark
 * one's. Hidden from the sidebar; it runs with the stories' tests. The stories call the check themselves and
 * fix their theme ('theme-fixed'), so that it does not also run after them, where the failure the first
 * provokes would fail it.
 */
const meta = {
  title: 'Foundations/Dark colour check',
  tags: ['!dev', '!autodocs', 'theme-fixed'],
  render: () => (
    <p>
      <span style={{ color: '#595959' }}>Grey text that only the light theme’s background can carry.</span>
    </p>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const FindsWhatOnlyTheDarkThemeBreaks: Story = {
  play: async () => {
    const reports: { type: string; status: string; result: unknown }[] = [];
    await expect(darkColourCheck({ addReport: (r) => reports.push(r) })).rejects.toThrow(
      /^axe in the dark theme: color-contrast \(p > span\)$/,
    );
    // Reported as the story's dark entry, failed, and the light theme put back.
    await expect(reports.map((r) => [r.type, r.status, (r.result as { theme: string }).theme])).toEqual([[DARK_REPORT, 'failed', 'dark']]);
    await expect(document.documentElement.className).toBe(themeClass('light'));
  },
};

export const PassesWhatBothThemesCarry: Story = {
  render: () => <p>Text in the theme’s own colours.</p>,
  play: async () => {
    const reports: { type: string; status: string }[] = [];
    await darkColourCheck({ addReport: (r) => reports.push(r) });
    await expect(reports.map((r) => [r.type, r.status])).toEqual([[DARK_REPORT, 'passed']]);
    await expect(document.documentElement.className).toBe(themeClass('light'));
  },
};

/**
 * Which stories the check follows: those rendered in the light theme, in the test run, unless they fix
 * their theme or turn axe off. That every story's test runs it (preview.tsx's afterEach) is
 * tests/unit/story-dark-check.test.ts's.
 */
export const FollowsEveryLightStoryInTheTestRun: Story = {
  render: () => <p>Text in the theme’s own colours.</p>,
  play: async () => {
    const checked = async (context: Partial<Parameters<typeof checkDarkColoursAfterStory>[0]>, testRun = true) => {
      const reports: { type: string }[] = [];
      await checkDarkColoursAfterStory(
        { reporting: { addReport: (r) => reports.push(r) }, globals: { theme: 'light' }, parameters: {}, tags: [], ...context },
        testRun,
      );
      return reports.some((r) => r.type === DARK_REPORT);
    };
    await expect(await checked({})).toBe(true);
    await expect(await checked({ globals: {} })).toBe(true);
    await expect(await checked({}, false)).toBe(false);
    await expect(await checked({ globals: { theme: 'dark' } })).toBe(false);
    await expect(await checked({ tags: ['theme-fixed'] })).toBe(false);
    await expect(await checked({ parameters: { a11y: { test: 'off' } } })).toBe(false);
    await expect(await checked({ parameters: { a11y: { disable: true } } })).toBe(false);
  },
};
