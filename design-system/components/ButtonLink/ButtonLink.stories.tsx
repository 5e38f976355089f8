import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonLink } from './ButtonLink.tsx';

const meta = {
  title: 'Content/ButtonLink',
  component: ButtonLink,
  args: { href: '/visita', label: 'Planifica tu visita', appearance: 'primary' },
  argTypes: { appearance: { control: 'inline-radio', options: ['primary', 'secondary', 'link'] } },
} satisfies Meta<typeof ButtonLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { appearance: 'secondary' } };
export const Link: Story = { args: { appearance: 'link' } };
export const PrimaryDark: Story = { tags: ['theme-fixed'], globals: { theme: 'dark' } };
export const SecondaryDark: Story = { args: { appearance: 'secondary' }, tags: ['theme-fixed'], globals: { theme: 'dark' } };
/**
 * A call to action that opens another site in a new window: an icon in place of the arrow, and its
 * name says so ("abre una ventana nueva"), so Back not returning here is no surprise. In Catalan the
 * words are the Spanish interface text, marked as such.
 */
export const NewWindow: Story = {
  args: { href: 'https://entradas.museo.example/', label: 'Compra tu entrada', newWindow: true },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Compra tu entrada (abre una ventana nueva)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
export const NewWindowInCatalan: Story = {
  ...NewWindow,
  args: { ...NewWindow.args, label: 'Compra la teva entrada' },
  globals: { locale: 'ca' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Compra la teva entrada (abre una ventana nueva)' });
    await expect(link.querySelector('[lang="es"]')).toHaveTextContent('(abre una ventana nueva)');
  },
};
