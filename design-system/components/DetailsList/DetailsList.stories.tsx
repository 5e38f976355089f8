import type { Meta, StoryObj } from '@storybook/react-vite';
import { atMobile } from '../../fixtures/story-helpers.ts';
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
