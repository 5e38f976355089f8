import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contrastPairs } from '../tokens/contrast.ts';
import { palette } from '../tokens/palette.ts';
import { darkColors, lightColors, space } from '../tokens/theme.css.ts';
import { BreakpointsTable, ContrastTable, MotionTable, PaletteTable, SpacingTable, TypeScaleTable } from './TokenTables.tsx';
import * as styles from './TokenTables.css.ts';

/** The design tokens as tables, rendered from the tokens (the Tokens docs page shows the same tables). */
const meta = {
  title: 'Foundations/Tokens',
  parameters: { padded: false },
  decorators: [
    (Story) => (
      <div className={styles.section}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = (el: HTMLElement) => within(el).getAllByRole('row').length - 1;

export const Palette: Story = {
  render: () => <PaletteTable />,
  play: async ({ canvasElement }) => expect(rows(canvasElement)).toBe(Object.keys(palette).length),
};
export const ContrastLight: Story = {
  render: () => <ContrastTable theme="light" />,
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement)).toBe(contrastPairs(lightColors).length);
    await expect(within(canvasElement).queryByText(/FAILS/)).toBeNull();
  },
};
export const ContrastDark: Story = {
  tags: ['theme-fixed'],
  globals: { theme: 'dark' },
  render: () => <ContrastTable theme="dark" />,
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement)).toBe(contrastPairs(darkColors).length);
    await expect(within(canvasElement).queryByText(/FAILS/)).toBeNull();
  },
};
export const TypeScale: Story = { render: () => <TypeScaleTable /> };
export const Spacing: Story = {
  render: () => <SpacingTable />,
  play: async ({ canvasElement }) => {
    // Each bar is as long as its token.
    const bar = canvasElement.querySelector<HTMLElement>(`.${styles.bar}[style*="${space.xl}"]`);
    await expect(bar?.getBoundingClientRect().width).toBe(32);
  },
};
export const Breakpoints: Story = {
  render: () => <BreakpointsTable />,
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText(/1023 px and below is mobile/)).toBeVisible(),
};
export const Motion: Story = { render: () => <MotionTable /> };
