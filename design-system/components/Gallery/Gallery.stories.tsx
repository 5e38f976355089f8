import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atMobile, expectTargetSize } from '../../fixtures/story-helpers.ts';
import { imageViewerLabels } from '../../fixtures/image-viewer.ts';
import { Gallery } from './Gallery.tsx';

const meta = {
  title: 'Paragraphs/Gallery',
  component: Gallery,
  args: {
    title: 'Galería',
    items: [
      {
        src: '/media/artworks/abstraccion-1.svg',
        alt: 'Círculos superpuestos en rojo, azul y negro',
        caption: 'Sin título, 1958',
        credit: '© Archivo del Museo',
        width: 1200,
        height: 800,
      },
      {
        src: '/media/artworks/geometria-azul.svg',
        alt: 'Franjas diagonales azules',
        caption: 'Noche en la meseta, 1962',
        width: 1200,
        height: 800,
      },
      { src: '/media/artworks/retrato-amarillo.svg', alt: 'Rectángulos amarillos inclinados', width: 1200, height: 800 },
    ],
  },
} satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithCaptionsAndCredits: Story = {};

/** Pictures whose licence allows reuse offer a download; the others do not. */
const withDownloads = {
  items: [
    {
      src: '/media/artworks/abstraccion-1.svg',
      alt: 'Círculos superpuestos en rojo, azul y negro',
      caption: 'Sin título, 1958',
      credit: '© Archivo del Museo · CC BY 4.0',
      download: { label: 'Descargar la imagen (SVG)', href: '/media/artworks/abstraccion-1.svg' },
      width: 1200,
      height: 800,
    },
    {
      src: '/media/artworks/geometria-azul.svg',
      alt: 'Franjas diagonales azules',
      caption: 'Noche en la meseta, 1962',
      credit: 'Todos los derechos reservados',
      width: 1200,
      height: 800,
    },
    {
      src: '/media/artworks/retrato-amarillo.svg',
      alt: 'Rectángulos amarillos inclinados',
      download: { label: 'Descargar la imagen (SVG)', href: '/media/artworks/retrato-amarillo.svg' },
      width: 1200,
      height: 800,
    },
  ],
};
export const WithDownloads: Story = {
  args: withDownloads,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link', { name: /^Descargar la imagen \(SVG\)/ });
    await expect(links).toHaveLength(2);
    // Told apart by the picture they download: its caption, or its description when it has none.
    await expect(links[0]).toHaveAccessibleName('Descargar la imagen (SVG): Sin título, 1958');
    await expect(links[1]).toHaveAccessibleName('Descargar la imagen (SVG): Rectángulos amarillos inclinados');
    await expect(links[0]).toHaveAttribute('download');
    await expectTargetSize(canvasElement);
  },
};
export const WithDownloadsDark: Story = { args: withDownloads, tags: ['theme-fixed'], globals: { theme: 'dark' } };
export const WithDownloadsMobile: Story = { args: withDownloads, tags: ['mobile'], ...atMobile };
export const Mobile: Story = { tags: ['mobile'], ...atMobile };
export const Dark: Story = { tags: ['theme-fixed'], globals: { theme: 'dark' } };

const carousel = {
  label: 'Galería',
  previous: 'Imagen anterior',
  next: 'Imagen siguiente',
  position: (i: number, n: number) => `Imagen ${i} de ${n}`,
};
export const Carousel: Story = { args: { carousel }, play: ({ canvasElement }) => expectTargetSize(canvasElement) };
export const CarouselMobile: Story = { args: { carousel }, tags: ['mobile'], ...atMobile };
/** Buttons and the arrow keys move through the images; the position is announced. */
export const CarouselKeyboard: Story = {
  args: { carousel },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Imagen 1 de 3')).toBeInTheDocument();
    const next = canvas.getByRole('button', { name: 'Imagen siguiente' });
    // Named on the button itself, not only by the arrow inside it (which is decoration).
    await expect(next).toHaveAttribute('aria-label', 'Imagen siguiente');
    await expect(next.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Imagen 2 de 3')).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Franjas diagonales azules' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByText('Imagen 3 de 3')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByText('Imagen 1 de 3')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByText('Imagen 3 de 3')).toBeInTheDocument();
  },
};
/** English chosen in the toolbar's Language: the carousel's buttons and position in English. */
export const CarouselInEnglish: Story = {
  args: { carousel },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next image' }));
    await expect(canvas.getByText('Image 2 of 3')).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Gallery' })).toBeInTheDocument();
  },
};

const zoom = {
  title: 'Composición en rojo y azul',
  labels: imageViewerLabels,
};
/**
 * An artwork's other pictures: each opens full-screen to zoom (ImageViewer), its button named by the
 * picture so several are told apart; the viewer is named by the caption (or the work's title).
 */
export const CarouselWithZoom: Story = {
  args: { carousel, zoom },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ampliar la imagen: Sin título, 1958' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole(
      'dialog',
      { name: 'Sin título, 1958, ampliada' },
      { timeout: 20_000 },
    );
    // Escape reaches the dialog once it holds focus; closing re-renders, so wait for it to go.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Cerrar/ })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};
export const GridWithZoom: Story = {
  args: { zoom },
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button', { name: /^Ampliar la imagen: / });
    await expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Ampliar la imagen: Sin título, 1958',
      'Ampliar la imagen: Noche en la meseta, 1962',
      'Ampliar la imagen: Rectángulos amarillos inclinados',
    ]);
  },
};
