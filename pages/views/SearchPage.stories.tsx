import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atMobile } from '../../design-system/fixtures/story-helpers.ts';
import { SAMPLE_NOW, sampleSite } from '../fixtures/sample-content.ts';
import { uiText } from '../i18n/ui-text.ts';
import { searchRoutes } from '../routes/search-route.ts';
import { SearchPage } from './SearchPage.tsx';

const es = searchRoutes()[0]!;
const en = searchRoutes().find((r) => r.language.id === 'en')!;
const ctx = (lang: 'es' | 'en') => ({ lang, text: uiText(lang), mode: 'production' as const, now: SAMPLE_NOW, siteUrl: '' });

/** Every state of the search page's shell (SPEC §2): idle, loading, error, and the zero/one/many result counts. */
const meta = {
  title: 'Pages/Search shell',
  component: SearchPage,
  args: { page: es, ctx: ctx('es'), bundles: sampleSite.searchFacets.bundleFacet },
} satisfies Meta<typeof SearchPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Escribe qué buscas y pulsa «Buscar».')).toBeInTheDocument();
  },
};
export const Loading: Story = {
  args: { query: 'paisaje', state: { kind: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Cargando resultados…')).toBeInTheDocument();
  },
};
export const Failed: Story = {
  args: { query: 'paisaje', state: { kind: 'error' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Error en la búsqueda')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  },
};
export const NoResults: Story = {
  args: { query: 'zzz', state: { kind: 'results', count: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No se han encontrado resultados')).toBeInTheDocument();
  },
};
export const OneResult: Story = {
  args: { query: 'asins', state: { kind: 'results', count: 1 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 resultado para «asins»')).toBeInTheDocument();
  },
};
export const ManyResults: Story = {
  args: { query: 'paisaje', state: { kind: 'results', count: 1234 }, selectedBundles: ['exhibition', 'activity'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1234 resultados para «paisaje»'.replace('1234', (1234).toLocaleString('es')))).toBeInTheDocument();
    // Filters chosen: the panel starts open, with the choices ticked.
    await expect(canvas.getByRole('button', { name: 'Filtros (2)' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('checkbox', { name: 'Exposiciones' })).toBeChecked();
  },
};
export const ManyResultsEn: Story = {
  parameters: { lang: 'en' },
  args: { page: en, ctx: ctx('en'), query: 'landscape', state: { kind: 'results', count: 12 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('12 results for “landscape”')).toBeInTheDocument();
  },
};
export const Mobile: Story = {
  tags: ['mobile'],
  ...atMobile,
  args: { query: 'paisaje', state: { kind: 'results', count: 3 }, selectedBundles: ['artwork'] },
};
