import type { Meta, StoryObj } from '@storybook/react-vite';
import { atMobile } from '../../fixtures/story-helpers.ts';
import { CardGrid } from './CardGrid.tsx';

const art = (n: string) => ({ src: `/media/artworks/${n}.svg`, alt: '', width: 1200, height: 800 });
const meta = {
  title: 'Content/CardGrid',
  component: CardGrid,
  args: {
    title: 'Exposiciones relacionadas',
    items: [
      {
        kind: 'exhibition',
        href: '/exposiciones/ciudad-moderna',
        title: 'La ciudad moderna',
        kicker: 'Exposición',
        meta: '01 jun 2026 – 15 sep 2026',
        image: art('abstraccion-2'),
        badges: [{ label: 'Finalizada', tone: 'muted' }],
      },
      {
        kind: 'exhibition',
        href: '/exposiciones/paisajes',
        title: 'Paisajes de la abstracción',
        kicker: 'Exposición',
        meta: '07 oct 2026 – 02 mar 2027',
        image: art('paisaje-rojo'),
      },
      {
        kind: 'exhibition',
        href: '/exposiciones/noche',
        title: 'Noche verde',
        kicker: 'Exposición',
        meta: 'Desde el 10 abr 2027',
        image: art('noche-verde'),
        badges: [{ label: 'Próximamente', tone: 'accent' }],
      },
    ],
  },
} satisfies Meta<typeof CardGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeColumns: Story = {};
export const FourColumns: Story = { args: { columns: 4 } };
export const Mobile: Story = { tags: ['mobile'], ...atMobile };
export const Dark: Story = { tags: ['theme-fixed'], globals: { theme: 'dark' } };
