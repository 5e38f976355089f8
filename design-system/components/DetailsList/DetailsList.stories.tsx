import type { Meta, StoryObj } from '@storybook/react-vite';
import { atMobile, onDesktop } from '../../fixtures/story-helpers.ts';
import { expect } from 'storybook/test';
import { DetailsList } from './DetailsList.tsx';

const meta = {
  title: 'Content/DetailsList',
  component: DetailsList,
  args: {
    title: 'Detalles',
    items: [
      { term: 'Fechas', description: '07 oct 2026 – 02 mar 2027' },
      { term: 'Comisariado', description: 'Lucía Ferrer, Tomás Iribarren' },
      { term: 'Patrocinio', description: 'Fundación del Museo' },
    ],
  },
} satisfies Meta<typeof DetailsList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};
export const Mobile: Story = { tags: ['mobile'], ...atMobile };
export const Dark: Story = { tags: ['theme-fixed'], globals: { theme: 'dark' } };

/** In a narrow column (an artwork's technical sheet beside its text) the terms sit above their values, as on a museum label. */
export const InNarrowColumn: Story = {
  args: { title: 'Ficha técnica', headingLevel: 3 },
  render: (args) => (
    <div style={{ width: '22rem' }}>
      <DetailsList {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const term = canvasElement.querySelector('dt')!;
    const value = canvasElement.querySelector('dd')!;
    await expect(value.getBoundingClientRect().top).toBeGreaterThanOrEqual(term.getBoundingClientRect().bottom - 1);
    await expect(getComputedStyle(term).textTransform).toBe('uppercase');
  },
};
/** Wide: terms and values side by side. */
export const WideSideBySide: Story = {
  play: onDesktop(
    async ({ canvasElement }) => {
      const term = canvasElement.querySelector('dt')!;
      const value = canvasElement.querySelector('dd')!;
      await expect(Math.round(value.getBoundingClientRect().top)).toBe(Math.round(term.getBoundingClientRect().top));
    },
    // At a phone's width the list is a narrow column: each term above its value.
    async ({ canvasElement }) => {
      const term = canvasElement.querySelector('dt')!;
      const value = canvasElement.querySelector('dd')!;
      await expect(value.getBoundingClientRect().top).toBeGreaterThanOrEqual(term.getBoundingClientRect().bottom - 1);
    },
  ),
};
export const InNarrowColumnDark: Story = { ...InNarrowColumn, tags: ['theme-fixed'], globals: { theme: 'dark' } };
