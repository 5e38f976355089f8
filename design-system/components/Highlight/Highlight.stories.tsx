import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Highlight } from './Highlight.tsx';

const meta = {
  title: 'Search/Highlight',
  component: Highlight,
  args: {
    pieces: [
      { text: 'Entre 1945 y 1975 la pintura abstracta no abandonó el ' },
      { text: 'paisaje', match: true },
      { text: ': lo desmontó. Cien obras muestran cómo el horizonte se convirtió en ' },
      { text: 'paisajes', match: true },
      { text: ' de planos y ritmos.' },
    ],
  },
} satisfies Meta<typeof Highlight>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The searched words are marked; the rest is plain text. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const marks = canvasElement.querySelectorAll('mark');
    await expect([...marks].map((m) => m.textContent)).toEqual(['paisaje', 'paisajes']);
    await expect(within(canvasElement).getByText(/Entre 1945/)).toBeInTheDocument();
  },
};
export const NoMatch: Story = {
  args: { pieces: [{ text: 'Un resultado que coincide por sus filtros, sin palabras buscadas.' }] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('mark')).toBeNull();
  },
};
