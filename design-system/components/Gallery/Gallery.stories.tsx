import type { Meta, StoryObj } from '@storybook/react-vite';
import { atMobile } from '../../fixtures/story-helpers.ts';
import { Gallery } from './Gallery.tsx';

const meta = {
  title: 'Paragraphs/Gallery',
  component: Gallery,
  args: {
    title: 'Galería',
    items: [
      { src: '/media/artworks/abstraccion-1.svg', alt: 'Círculos superpuestos en rojo, azul y negro', caption: 'Sin título, 1958', credit: '© Archivo del Museo', width: 1200, height: 800 },
      { src: '/media/artworks/geometria-azul.svg', alt: 'Franjas diagonales azules', caption: 'Noche en la meseta, 1962', width: 1200, height: 800 },
      { src: '/media/artworks/retrato-amarillo.svg', alt: 'Rectángulos amarillos inclinados', width: 1200, height: 800 },
    ],
  },
} satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithCaptionsAndCredits: Story = {};
export const Mobile: Story = { ...atMobile };
export const Dark: Story = { globals: { theme: 'dark' } };
