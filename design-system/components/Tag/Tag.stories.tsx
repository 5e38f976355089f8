import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArtworkStatus, Tag, TagList } from './Tag.tsx';

const meta = { title: 'Content/Tag', component: Tag, args: { label: 'Exposiciones' } } satisfies Meta<typeof Tag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Category: Story = {};
export const Past: Story = { args: { label: 'Finalizada', tone: 'muted' } };
export const ComingSoon: Story = { args: { label: 'Próximamente', tone: 'accent' } };
export const OutOfStock: Story = { args: { label: 'Agotado', tone: 'notice' } };
export const Tags: Story = {
  render: () => (
    <TagList
      label="Etiquetas"
      tags={[{ label: 'Pintura' }, { label: 'Abstracción' }, { label: 'Años 60' }, { label: 'Guiada', tone: 'info' }]}
    />
  ),
};
export const EveryArtworkStatus: Story = {
  render: () => (
    <ul>
      <li>
        <ArtworkStatus status="exposed" label="Expuesta" />
      </li>
      <li>
        <ArtworkStatus status="exposedin" label="Expuesta en la sala 205.10" />
      </li>
      <li>
        <ArtworkStatus status="inloan" label="En préstamo" />
      </li>
      <li>
        <ArtworkStatus status="inrestoration" label="En restauración" />
      </li>
      <li>
        <ArtworkStatus status="notexposed" label="No expuesta" />
      </li>
    </ul>
  ),
};
export const EveryArtworkStatusDark: Story = { ...EveryArtworkStatus, tags: ['theme-fixed'], globals: { theme: 'dark' } };
