import type { Meta, StoryObj } from '@storybook/react-vite';
import { atMobile } from '../../design-system/fixtures/story-helpers.ts';
import { expect, within } from 'storybook/test';
import { PageDocument } from '../PageDocument.tsx';
import { SAMPLE_NOW, sampleChrome, samplePages } from '../fixtures/sample-content.ts';

/** Whole pages assembled from the embedded sample content, exactly as the build renders them. */
const meta = {
  title: 'Pages/Views',
  component: PageDocument,
  parameters: { padded: false },
  args: { page: samplePages.homeEs, chrome: sampleChrome('es'), now: SAMPLE_NOW },
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

export const ActivityUpcoming: Story = {
  args: { page: samplePages.activityEs },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Próximamente')).toBeInTheDocument();
    await expect(canvas.getByText('60 minutos')).toBeInTheDocument();
    await expect(canvas.getByText('25 personas')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Añadir al calendario' })).toBeInTheDocument();
    // The section menu lists the three sections of an activity, all with content here.
    const menu = canvas.getByRole('navigation', { name: 'En esta página' });
    await expect(within(menu).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(expect.arrayContaining(['#detalles', '#participantes', '#programa']));
  },
};
export const ActivityPast: Story = {
  args: { page: samplePages.activityEs, now: SAMPLE_NOW + 30 * 86400 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Finalizada')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Añadir al calendario' })).toBeNull();
  },
};
export const ActivityEn: Story = { parameters: { lang: 'en' }, args: { page: samplePages.activityEn, chrome: sampleChrome('en') } };
export const ActivityMobile: Story = { tags: ['mobile'], ...atMobile, args: { page: samplePages.activityEs } };
export const Artwork: Story = {
  args: { page: samplePages.artworkEs },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Expuesta en la sala 205.10')).toBeInTheDocument();
    await expect(canvas.getByText('Óleo sobre lienzo')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Colecciones' })).toHaveAttribute('data-active', 'true');
  },
};
export const ArtworkEn: Story = { parameters: { lang: 'en' }, args: { page: samplePages.artworkEn, chrome: sampleChrome('en') } };
export const PublicationOutOfStock: Story = {
  args: { page: samplePages.publicationEs },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Agotado')).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /^Comprar$/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: /Descargar \(PDF\)/ })).toBeInTheDocument();
    await expect(canvas.getByText('978-84-8026-700-1')).toBeInTheDocument();
  },
};
export const PublicationEn: Story = { parameters: { lang: 'en' }, args: { page: samplePages.publicationEn, chrome: sampleChrome('en') } };
