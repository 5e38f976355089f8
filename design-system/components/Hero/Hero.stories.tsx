import type { Meta, StoryObj } from '@storybook/react-vite';
import { atMobile, atReflow, expectNoHorizontalScroll } from '../../fixtures/story-helpers.ts';
import { Hero } from './Hero.tsx';

const meta = {
  title: 'Content/Hero',
  component: Hero,
  parameters: { padded: false },
  args: {
    pretitle: 'Exposición',
    title: 'Paisajes de la abstracción',
    subtitle: 'Edificio Sabatini, planta 3',
    meta: '07 oct 2026 – 02 mar 2027',
    tone: 'red',
    image: {
      src: '/media/artworks/paisaje-rojo.svg',
      alt: 'Composición de planos rojos y amarillos',
      width: 1200,
      height: 800,
      credit: '© Archivo del Museo',
    },
  },
} satisfies Meta<typeof Hero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {};
export const WithImageMobile: Story = { tags: ['mobile'], ...atMobile };
export const TitleOnly: Story = { args: { pretitle: undefined, subtitle: undefined, meta: undefined, image: undefined } };
export const LongTitleReflow: Story = {
  args: { title: 'Arte, política y sociedad en la España de la Transición: una colección en diálogo' },
  tags: ['reflow'],
  ...atReflow,
  play: ({ canvasElement }) => expectNoHorizontalScroll(canvasElement),
};
export const Dark: Story = { tags: ['theme-fixed'], globals: { theme: 'dark' } };
