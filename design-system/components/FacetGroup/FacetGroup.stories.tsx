import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectTargetSize } from '../../fixtures/story-helpers.ts';
import { FacetGroup } from './FacetGroup.tsx';

const meta = {
  title: 'Search/FacetGroup',
  component: FacetGroup,
  args: {
    legend: 'Tipo de contenido',
    name: 'bundle',
    moreLabel: (n: number) => `Ver ${n} más`,
    lessLabel: 'Ver menos',
    options: [
      { value: 'artwork', label: 'Obras', count: 16583 },
      { value: 'exhibition', label: 'Exposiciones', count: 412, checked: true },
      { value: 'activity', label: 'Actividades', count: 2310 },
      { value: 'person', label: 'Personas', count: 5120 },
      { value: 'publication', label: 'Publicaciones', count: 880 },
      { value: 'podcast', label: 'Pódcast', count: 233 },
      { value: 'press_note', label: 'Notas de prensa', count: 640 },
    ],
  },
} satisfies Meta<typeof FacetGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: ({ canvasElement }) => expectTargetSize(canvasElement) };
export const ShowMoreFacets: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Ver 2 más' }));
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(7);
    const podcasts = canvas.getByRole('checkbox', { name: /Pódcast/ });
    await userEvent.keyboard(' ');
    await expect(podcasts).not.toBeChecked();
    podcasts.focus();
    await userEvent.keyboard(' ');
    await expect(podcasts).toBeChecked();
  },
};
export const Dark: Story = { tags: ['theme-fixed'], globals: { theme: 'dark' } };
