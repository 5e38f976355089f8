import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Logo } from './Logo.tsx';

const meta = {
  title: 'Chrome/Logo',
  component: Logo,
  args: { shortName: 'Museo', name: 'Museo Nacional de Arte Moderno y Contemporáneo' },
} satisfies Meta<typeof Logo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Standalone (footer): an image named with the museum's full name. */
export const Footer: Story = {
  args: { size: 'footer' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Museo Nacional de Arte Moderno y Contemporáneo' })).toBeVisible();
  },
};
export const FooterDark: Story = { ...Footer, tags: ['theme-fixed'], globals: { theme: 'dark' } };

/** Inside the header's home link, which carries the name: the drawing is hidden from assistive technology. */
export const InALink: Story = {
  args: { name: undefined, size: 'header' },
  render: (args) => (
    <a href="/" aria-label="Museo Nacional de Arte Moderno y Contemporáneo, inicio" style={{ display: 'inline-block' }}>
      <Logo {...args} />
    </a>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Museo Nacional de Arte Moderno y Contemporáneo, inicio' });
    await expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};
export const InALinkDark: Story = { ...InALink, tags: ['theme-fixed'], globals: { theme: 'dark' } };

/** Catalan: the wordmark takes the language's short name and keeps its width. */
export const Catalan: Story = { args: { shortName: 'Museu', name: "Museu Nacional d'Art Modern i Contemporani", size: 'footer' } };
