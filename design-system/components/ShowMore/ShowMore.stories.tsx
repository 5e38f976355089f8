import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ShowMore } from './ShowMore.tsx';

const years = Array.from({ length: 9 }, (_, i) => <a href={`/busqueda?year=${2026 - i}`}>{2026 - i}</a>);
const meta = {
  title: 'Content/ShowMore',
  component: ShowMore,
  args: { items: years, initialCount: 4, moreLabel: (n: number) => `Ver ${n} más`, lessLabel: 'Ver menos' },
} satisfies Meta<typeof ShowMore>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {};
export const NothingHidden: Story = { args: { initialCount: 20 } };
/** Revealing moves focus to the first revealed item; "less" collapses again. */
export const RevealWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    const button = canvas.getByRole('button', { name: 'Ver 5 más' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(9);
    await expect(canvas.getAllByRole('listitem')[4]).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Ver menos' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};
