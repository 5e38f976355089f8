import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { atMobile, expectTargetSize } from '../../fixtures/story-helpers.ts';
import { SaveButton, type SaveButtonProps } from './SaveButton.tsx';

function Toggle(props: SaveButtonProps) {
  const [saved, setSaved] = useState(props.saved);
  return <SaveButton {...props} saved={saved} onToggle={() => setSaved((s) => !s)} />;
}

const meta = {
  title: 'Content/SaveButton',
  component: SaveButton,
  args: { label: 'Guardar en mi visita', saved: false, list: { href: '/visita/mi-visita', label: 'Ver mi visita (1)' } },
  render: (args) => <Toggle {...args} />,
} satisfies Meta<typeof SaveButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not saved: one toggle button, not pressed. Enter or Space saves it, and the link to the list appears. */
export const NotSaved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Guardar en mi visita' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.queryByRole('link')).toBeNull();
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('link', { name: 'Ver mi visita (1)' })).toHaveAttribute('href', '/visita/mi-visita');
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expectTargetSize(canvasElement);
  },
};
export const Saved: Story = { args: { saved: true } };
export const SavedDark: Story = { args: { saved: true }, tags: ['theme-fixed'], globals: { theme: 'dark' } };
export const SavedMobile: Story = { args: { saved: true }, tags: ['mobile'], ...atMobile };
/** English chosen in the toolbar's Language. */
export const English: Story = {
  args: { saved: true },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Save to my visit' })).toHaveAttribute('aria-pressed', 'true');
  },
};
