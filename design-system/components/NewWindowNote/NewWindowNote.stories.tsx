import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NewWindowNote } from './NewWindowNote.tsx';

const meta = {
  title: 'Content/NewWindowNote',
  component: NewWindowNote,
  render: () => (
    <p>
      Trámites en la{' '}
      <a href="https://sede.cultura.example/" target="_blank" rel="noopener noreferrer">
        sede electrónica
        <NewWindowNote />
      </a>
      .
    </p>
  ),
} satisfies Meta<typeof NewWindowNote>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The link shows an icon and its name says that it opens a new window. */
export const InALink: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'sede electrónica (abre una ventana nueva)' })).toBeVisible();
  },
};
/** On an English page, in English. */
export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'sede electrónica (opens in a new window)' })).toBeVisible();
  },
};
/** On a Basque page, the Spanish words are marked Spanish. */
export const InBasque: Story = {
  globals: { locale: 'eu' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'sede electrónica (abre una ventana nueva)' });
    await expect(link.querySelector('[lang="es"]')).toHaveTextContent('(abre una ventana nueva)');
  },
};
export const Dark: Story = { ...InALink, tags: ['theme-fixed'], globals: { theme: 'dark' } };
