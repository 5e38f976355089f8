import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atMobile } from '../../fixtures/story-helpers.ts';
import { imageViewerLabels as labels } from '../../fixtures/image-viewer.ts';
import { ImageViewer } from './ImageViewer.tsx';

const meta = {
  title: 'Content/ImageViewer',
  component: ImageViewer,
  args: {
    image: { src: '/media/works/circles/artwork-5503.jpg', alt: 'Círculos superpuestos en rojo, azul y negro' },
    title: 'Composición en rojo y azul',
    credit: 'Museo Nacional de Arte Moderno y Contemporáneo',
    license: 'Dominio público',
    labels,
  },
} satisfies Meta<typeof ImageViewer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the button under a picture. Nothing of the viewer is loaded yet. */
export const Closed: Story = {};

const zoomOf = (area: HTMLElement) => Number(area.dataset.zoom ?? 'NaN');
/** The viewer's code is fetched on the first press: on a cold dev server that can take a while. */
const LOADING = { timeout: 20_000 };

/**
 * Opened: full-screen, focus on Close; + zooms in, 0 shows it whole, the credit and licence are there,
 * and Escape closes it and gives focus back to the button.
 */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const open = within(canvasElement).getByRole('button', { name: 'Ampliar la imagen' });
    await userEvent.click(open);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Composición en rojo y azul, ampliada' }, LOADING);
    await waitFor(() => expect(dialog.querySelector<HTMLElement>('[data-viewer-area]')!.dataset.ready).toBe('true'), LOADING);
    await expect(within(dialog).getByRole('button', { name: /Cerrar/ })).toHaveFocus();
    await expect(within(dialog).getByText('Museo Nacional de Arte Moderno y Contemporáneo · Dominio público')).toBeVisible();
    await expect(within(dialog).getByRole('img', { name: 'Círculos superpuestos en rojo, azul y negro' })).toBeVisible();
    const area = dialog.querySelector<HTMLElement>('[data-viewer-area]')!;
    const home = Number(area.dataset.home);
    await userEvent.keyboard('+');
    await waitFor(() => expect(zoomOf(area)).toBeGreaterThan(home));
    const zoomed = zoomOf(area);
    await userEvent.click(within(dialog).getByRole('button', { name: /Alejar/ }));
    await waitFor(() => expect(zoomOf(area)).toBeLessThan(zoomed));
    await userEvent.keyboard('0');
    await waitFor(() => expect(zoomOf(area)).toBe(home));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(open).toHaveFocus();
  },
};
export const OpenOnAPhone: Story = { ...Open, tags: ['mobile'], ...atMobile };
export const OpenDark: Story = { ...Open, tags: ['theme-fixed'], globals: { theme: 'dark' } };
