import type { Meta, StoryObj } from '@storybook/react-vite';
import { atMobile } from '../../design-system/fixtures/story-helpers.ts';
import { expect, within } from 'storybook/test';
import { PageDocument } from '../PageDocument.tsx';
import { sampleChrome, samplePages } from '../fixtures/sample-content.ts';

/** Whole pages assembled from the embedded sample content, exactly as the build renders them. */
const meta = {
  title: 'Pages/Views',
  component: PageDocument,
  parameters: { padded: false },
  args: { page: samplePages.homeEs, chrome: sampleChrome('es') },
} satisfies Meta<typeof PageDocument>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HomepageEs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Museo Nacional de Arte Moderno y Contemporáneo');
    await expect(canvas.getByRole('heading', { name: 'Destacados' })).toHaveAttribute('id', 'destacados');
  },
};
export const HomepageEn: Story = { parameters: { lang: 'en' }, args: { page: samplePages.homeEn, chrome: sampleChrome('en') } };
export const HomepageMobile: Story = { tags: ['mobile'], ...atMobile };
export const ExhibitionEs: Story = {
  args: { page: samplePages.exhibitionEs },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('07 oct 2026 – 02 mar 2027', { selector: 'p' })).toBeInTheDocument();
    // Related content keeps exhibitions only.
    await expect(canvas.getByRole('link', { name: 'La ciudad moderna' })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Visita comentada' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Exposiciones y actividades' })).toHaveAttribute('data-active', 'true');
  },
};
export const ExhibitionEn: Story = { parameters: { lang: 'en' }, args: { page: samplePages.exhibitionEn, chrome: sampleChrome('en') } };
export const ExhibitionMobile: Story = { args: { page: samplePages.exhibitionEs }, tags: ['mobile'], ...atMobile };
export const ExhibitionForcedDark: Story = { args: { page: { ...samplePages.exhibitionEs, forceDarkTheme: true } }, globals: { theme: 'dark' } };
