import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { atMobile, atReflow, expectNoHorizontalScroll } from '../../fixtures/story-helpers.ts';
import { SearchBox } from './SearchBox.tsx';

const meta = {
  title: 'Search/SearchBox',
  component: SearchBox,
  args: {
    action: '/busqueda',
    label: 'Buscar en el museo',
    placeholder: 'Exposiciones, actividades, obras, personas…',
    buttonLabel: 'Buscar',
  },
} satisfies Meta<typeof SearchBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Buscar en el museo' });
    await userEvent.type(input, 'Asins');
    await expect(input).toHaveValue('Asins');
    await expect(canvas.getByRole('search')).toHaveAttribute('action', '/busqueda');
  },
};
export const WithQuery: Story = { args: { defaultValue: 'abstracción' } };
export const LabelHidden: Story = { args: { hideLabel: true } };
export const Mobile: Story = { tags: ['mobile'], ...atMobile };
export const Reflow: Story = { tags: ['reflow'], ...atReflow, play: ({ canvasElement }) => expectNoHorizontalScroll(canvasElement) };
/** English chosen in the toolbar's Language: the interface text and the search page's address follow. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Search the museum' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeVisible();
  },
};
