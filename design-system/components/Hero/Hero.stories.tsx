import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { atMobile, atMobileWidth, atReflow, expectNoHorizontalScroll, expectTargetSize } from '../../fixtures/story-helpers.ts';
import { Hero } from './Hero.tsx';
import { arriving, portraitPicture } from '../../fixtures/pictures.ts';

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

/** A person without a portrait: initials on a disc in the picture's place, hidden from assistive technology (the name is the h1). */
export const PersonWithoutPortrait: Story = {
  args: {
    pretitle: 'Comisaria',
    title: 'Lucía Ferrer',
    subtitle: '1975',
    meta: undefined,
    image: undefined,
    tone: 'default',
    initials: 'LF',
  },
  play: async ({ canvasElement }) => {
    const disc = canvasElement.querySelector('[data-placeholder]')!;
    await expect(disc).toHaveTextContent('LF');
    await expect(disc).toHaveAttribute('aria-hidden', 'true');
    const h1 = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(h1).toHaveTextContent('Lucía Ferrer');
    const box = disc.getBoundingClientRect();
    const name = h1.getBoundingClientRect();
    if (atMobileWidth(canvasElement)) {
      // On a phone the disc is small and comes first, above the name.
      await expect(box.bottom).toBeLessThanOrEqual(name.top);
      await expect(box.width).toBeLessThan(120);
    } else await expect(box.left).toBeGreaterThan(name.left + 200);
  },
};
/** On a phone the disc is small and comes first, above the name. */
export const PersonWithoutPortraitMobile: Story = { ...PersonWithoutPortrait, tags: ['mobile'], ...atMobile };
/** A picture, when there is one, always wins over the initials. */
export const PersonWithPortrait: Story = {
  args: { ...PersonWithoutPortrait.args, image: meta.args.image },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-placeholder]')).toBeNull();
    await expect(canvasElement.querySelector('img')).not.toBeNull();
  },
};
export const PersonWithoutPortraitDark: Story = { ...PersonWithoutPortrait, tags: ['theme-fixed'], globals: { theme: 'dark' } };

const portraitWork = {
  src: '/media/works/circles/artwork-5503.jpg',
  alt: 'Círculos superpuestos en rojo, azul y negro',
  width: 960,
  height: 1200,
};

/** Exhibitions and activities: the picture takes 7 of 12 columns, and comes first on a phone. */
export const Feature: Story = { args: { treatment: 'feature' } };
export const FeatureMobile: Story = {
  tags: ['mobile'],
  ...atMobile,
  args: { treatment: 'feature' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('img').getBoundingClientRect().top).toBeLessThan(
      c.getByRole('heading', { level: 1 }).getBoundingClientRect().top,
    );
  },
};

/** An artwork is shown first and whole, at its own proportions, on a mat: never cropped to the layout. */
export const Artwork: Story = {
  args: {
    treatment: 'artwork',
    pretitle: 'José Guerrero',
    title: 'Composición en rojo y azul',
    subtitle: '1958',
    meta: undefined,
    image: portraitWork,
  },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'Círculos superpuestos en rojo, azul y negro' });
    await waitFor(() => expect((img as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    const box = img.getBoundingClientRect();
    // Whole: contained in a box that fills the mat from the first paint (so nothing shifts), never cropped.
    await expect(getComputedStyle(img).objectFit).toBe('contain');
    const figure = img.closest('figure')!.getBoundingClientRect();
    await expect(box.height).toBeGreaterThan(figure.height / 2);
    const h1 = within(canvasElement).getByRole('heading', { level: 1 }).getBoundingClientRect();
    // The work first: to the left of the title on a desktop, above it on a phone.
    if (atMobileWidth(canvasElement)) await expect(box.bottom).toBeLessThanOrEqual(h1.top);
    else await expect(box.left).toBeLessThan(h1.left);
  },
};
export const ArtworkDark: Story = { ...Artwork, tags: ['theme-fixed'], globals: { theme: 'dark' } };
export const ArtworkMobile: Story = { ...Artwork, tags: ['mobile'], ...atMobile };

/** The picture's credit and licence under it; a download link only where the licence allows reuse; its IIIF manifest. */
export const ArtworkWithRights: Story = {
  args: {
    ...Artwork.args,
    image: {
      ...portraitWork,
      credit: 'Foto: Archivo del Museo',
      license: { label: 'CC BY 4.0', href: 'https://creativecommons.org/licenses/by/4.0/' },
      download: { label: 'Descargar la imagen (SVG)', href: portraitWork.src },
      iiif: {
        label: 'Manifiesto IIIF',
        href: '/iiif/manifests/coleccion/obra/retrato.json?manifest=https%3A%2F%2Fwww.museo.example%2Fiiif%2Fmanifests%2Fcoleccion%2Fobra%2Fretrato.json',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const caption = within(canvasElement.querySelector('figcaption')!);
    await expect(caption.getByText('Foto: Archivo del Museo')).toBeVisible();
    await expect(caption.getByRole('link', { name: 'CC BY 4.0' })).toHaveAttribute('rel', 'license');
    await expect(caption.getByRole('link', { name: 'Descargar la imagen (SVG)' })).toHaveAttribute('download');
    // The manifest beside the download, by the IIIF drag-and-drop convention.
    await expect(caption.getByRole('link', { name: 'Manifiesto IIIF' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\.json\?manifest=https%3A/),
    );
    await expectTargetSize(canvasElement);
  },
};
/** All rights reserved: the credit and the licence in words, and no download. */
export const ArtworkRightsReserved: Story = {
  args: {
    ...Artwork.args,
    image: { ...portraitWork, credit: '© Elena Asins, VEGAP, Madrid, 2026', license: { label: 'Todos los derechos reservados' } },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: /Descargar/ })).toBeNull();
  },
};
/** A work shown without a picture says why in the picture's place, never an empty frame. */
export const ArtworkWithoutImage: Story = {
  args: {
    ...Artwork.args,
    image: undefined,
    missingImage: 'Sin imagen: los derechos de reproducción de esta obra aún no están cedidos al museo.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^Sin imagen: los derechos/)).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};
export const ArtworkWithoutImageDark: Story = { ...ArtworkWithoutImage, tags: ['theme-fixed'], globals: { theme: 'dark' } };
export const ArtworkWithoutImageMobile: Story = { ...ArtworkWithoutImage, tags: ['mobile'], ...atMobile };
export const ArtworkWithRightsDark: Story = { ...ArtworkWithRights, tags: ['theme-fixed'], globals: { theme: 'dark' } };
export const ArtworkWithRightsMobile: Story = { ...ArtworkWithRights, tags: ['mobile'], ...atMobile };

/** An artwork's picture on its way: its preview fills exactly the place the work will take on the mat, not blurred past it. */
export const ArtworkLoading: Story = {
  args: { ...Artwork.args, image: arriving(portraitPicture) },
  play: async ({ canvasElement }) => {
    const preview = canvasElement.querySelector<SVGSVGElement>('figure svg[aria-hidden="true"]')!;
    await expect(preview.getAttribute('preserveAspectRatio')).toBe('xMidYMid meet');
    await expect(getComputedStyle(preview).filter).toBe('none');
    // The tiny picture drawn where the work will be: as tall as the picture's place, at the work's proportions.
    const [drawn, place] = [preview.querySelector('image')!.getBoundingClientRect(), preview.getBoundingClientRect()];
    await expect(Math.round(drawn.height)).toBe(Math.round(place.height));
    await expect(drawn.width / drawn.height).toBeCloseTo(4 / 5, 1);
  },
};
export const ArtworkLoadingMobile: Story = { ...ArtworkLoading, tags: ['mobile'], ...atMobile };
