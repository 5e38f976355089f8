import type { Meta, StoryObj } from '@storybook/react-vite';
import { DocumentsList } from './DocumentsList.tsx';

const meta = {
  title: 'Content/DocumentsList',
  component: DocumentsList,
  args: {
    title: 'Documentos',
    items: [
      { name: 'Dossier de prensa', href: '/media/docs/dossier.pdf', meta: 'PDF, 2,4 MB' },
      { name: 'Listado de obras', href: '/media/docs/obras.pdf', meta: 'PDF, 310 KB' },
      { name: 'Guía de sala en lectura fácil', href: '/media/docs/guia-facil.pdf', meta: 'PDF, 1,1 MB' },
    ],
  },
} satisfies Meta<typeof DocumentsList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Dark: Story = { tags: ['theme-fixed'], globals: { theme: 'dark' } };
