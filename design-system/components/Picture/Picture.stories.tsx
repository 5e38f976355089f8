import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { atMobile } from '../../fixtures/story-helpers.ts';
import { Picture } from './Picture.tsx';
import { arriving, landscapePicture as landscape } from '../../fixtures/pictures.ts';

const meta = {
  title: 'Content/Picture',
  component: Picture,
  parameters: { padded: true },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
  args: { image: landscape, sizes: '(max-width: 1023px) 100vw, 40rem', loading: 'eager' },
} satisfies Meta<typeof Picture>;
export default meta;
type Story = StoryObj<typeof meta>;

const picture = (canvas: HTMLElement) => canvas.querySelector<HTMLImageElement>('picture img, span > img:last-child')!;
const preview = (canvas: HTMLElement) => canvas.querySelector<SVGSVGElement>('svg[aria-hidden="true"]')!;

/** Loaded: the photograph covers its preview; its width and height reserve its place from the first paint. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const img = picture(canvasElement);
    // A 3,000 px master from the dev server: a busy machine may take seconds (a safety net, not a measure).
    await waitFor(() => expect(img.complete && img.naturalWidth > 0).toBe(true), { timeout: 30_000 });
    await expect(img.getAttribute('width')).toBe('3000');
    await expect(img.getAttribute('alt')).toBe(landscape.alt);
    // The preview is decorative, the same size as the picture, and under it.
    const under = preview(canvasElement);
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(1);
    await expect(under.querySelector('image')!.getAttribute('href')).toMatch(/^data:image\/webp;base64,/);
    // The box is the picture's, with nothing below it (its blur's scale, a transform, lets its soft edges past the box, which clips them).
    const box = under.parentElement!.getBoundingClientRect();
    await expect([Math.round(box.width), Math.round(box.height)]).toEqual([img.offsetWidth, img.offsetHeight]);
    await expect(getComputedStyle(img).position).toBe('relative');
    await expect(getComputedStyle(under).position).toBe('absolute');
  },
};
export const LoadedMobile: Story = { ...Loaded, tags: ['mobile'], ...atMobile };

/** Loading: the blurred preview of a few hundred bytes, in the picture's place and shape, until the picture arrives. */
export const Loading: Story = {
  args: { image: arriving(landscape) },
  play: async ({ canvasElement }) => {
    const under = preview(canvasElement);
    await expect(under.querySelector('image')!.getAttribute('href')!.length).toBeLessThan(600);
    await expect(getComputedStyle(under).filter).toContain('blur');
    const box = under.parentElement!.getBoundingClientRect();
    await expect(box.width / box.height).toBeCloseTo(3000 / 2000, 1);
  },
};
export const LoadingMobile: Story = { ...Loading, tags: ['mobile'], ...atMobile };
