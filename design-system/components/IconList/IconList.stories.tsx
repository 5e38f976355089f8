import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atMobile, atReflow, expectNoHorizontalScroll } from '../../fixtures/story-helpers.ts';
import { IconList } from './IconList.tsx';

const meta = {
  title: 'Content/IconList',
  component: IconList,
  args: {
    label: 'Servicios de accesibilidad',
    items: [
      { icon: 'hand', label: 'Lengua de signos española' },
      { icon: 'eye', label: 'Audiodescripción' },
      { icon: 'ear', label: 'Bucle magnético' },
      { icon: 'book', label: 'Lectura fácil' },
      { icon: 'moon', label: 'Sesión relajada' },
      { icon: 'access', label: 'Recorrido sin escalones' },
    ],
  },
} satisfies Meta<typeof IconList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every accessibility service, each icon with its name: the list is named, the icons are decoration. */
export const AccessibilityServices: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Servicios de accesibilidad' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await expect(within(list).getByText('Lengua de signos española')).toBeVisible();
    await expect(list.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(6);
  },
};
export const One: Story = { args: { items: [{ icon: 'hand', label: 'Lengua de signos española' }] } };
/** English chosen in the toolbar's Language: the services' names follow. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Accessibility services' });
    await expect(within(list).getByText('Spanish Sign Language')).toBeVisible();
  },
};
export const Dark: Story = { tags: ['theme-fixed'], globals: { theme: 'dark' } };
export const Mobile: Story = { tags: ['mobile'], ...atMobile };
export const Reflow: Story = { tags: ['reflow'], ...atReflow, play: ({ canvasElement }) => expectNoHorizontalScroll(canvasElement) };
