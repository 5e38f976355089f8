import type { Meta, StoryObj } from '@storybook/react-vite';
import { Quote } from './Quote.tsx';

const meta = {
  title: 'Paragraphs/Quote',
  component: Quote,
  args: { quote: 'No pinto el paisaje; pinto lo que queda de él cuando cierro los ojos.', author: 'Elena Asins', source: 'Cuaderno, 1966' },
} satisfies Meta<typeof Quote>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithAuthorAndSource: Story = {};
export const AuthorOnly: Story = { args: { source: undefined } };
export const Anonymous: Story = { args: { author: undefined, source: undefined } };
export const Dark: Story = { tags: ['theme-fixed'], globals: { theme: 'dark' } };
