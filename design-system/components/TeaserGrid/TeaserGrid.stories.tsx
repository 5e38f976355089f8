import type { Meta, StoryObj } from '@storybook/react-vite';
import { atMobile } from '../../fixtures/story-helpers.ts';
import { TeaserGrid } from './TeaserGrid.tsx';

const meta = {
  title: 'Paragraphs/FeaturedContent',
  component: TeaserGrid,
  args: {
    title: 'Destacados',
    items: [
      {
        href: '/exposiciones/paisajes-abstraccion',
        title: 'Paisajes de la abstracción',
        pretitle: 'Exposición',
        meta: '07 oct 2026 – 02 mar 2027',
        image: { src: '/media/artworks/paisaje-rojo.svg', alt: '', width: 1200, height: 800 },
      },
      {
        href: '/exposiciones/ciudad-moderna',
        title: 'La ciudad moderna',
        pretitle: 'Exposición',
        meta: '01 jun 2026 – 15 sep 2026',
        image: { src: '/media/artworks/abstraccion-2.svg', alt: '', width: 1200, height: 800 },
      },
      { href: '/actividades/visita-paisajes', title: 'Visita comentada', pretitle: 'Actividad', meta: '28 nov 2026' },
    ],
  },
} satisfies Meta<typeof TeaserGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};
export const Mobile: Story = { tags: ['mobile'], ...atMobile };
export const WithoutTitle: Story = { args: { title: undefined } };
export const Dark: Story = { tags: ['theme-fixed'], globals: { theme: 'dark' } };
