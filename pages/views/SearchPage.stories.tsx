import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atMobile, atMobileWidth, onPhone, toolbarLanguage } from '../../design-system/fixtures/story-helpers.ts';
import type { Language } from '../../generated/types/constants.ts';
import { SAMPLE_NOW, samplePage, samplePageAt } from '../fixtures/sample-content.ts';
import { uiText } from '../i18n/ui-text.ts';
import { searchRoutes } from '../routes/search-route.ts';
import { highlightWords } from '../search/highlight.ts';
import type { SearchHit } from '../search/search-backend.ts';
import { searchRecord } from '../search/search-record.ts';
import { SearchPage, loadSearchResults, type FacetView } from './SearchPage.tsx';

const es = searchRoutes()[0]!;
const en = searchRoutes().find((r) => r.language.id === 'en')!;
const ctx = (lang: Language) => ({ lang, text: uiText(lang), mode: 'production' as const, now: SAMPLE_NOW, siteUrl: '' });

/** Results as the index holds them: the sample pages' own records, with the searched word marked. */
function hit(page: Parameters<typeof searchRecord>[0], query: string): SearchHit {
  const record = searchRecord(page)!;
  const at = Math.max(0, record.content.toLowerCase().indexOf(query.slice(0, 5).toLowerCase()) - 40);
  return { teaser: record.teaser, excerpt: highlightWords(record.content.slice(at, at + 180), query) };
}
const hitsEs = [
  hit(samplePage('exhibition'), 'paisajes'),
  hit(samplePage('activity'), 'paisajes'),
  hit(samplePage('artwork'), 'paisajes'),
  hit(samplePage('publication'), 'paisajes'),
  hit(samplePage('person'), 'paisajes'),
];
const facetsEs: FacetView[] = [
  {
    facet: 'bundle',
    options: [
      { value: 'exhibition', label: 'Exposiciones', count: 1, checked: true },
      { value: 'activity', label: 'Actividades', count: 1 },
      { value: 'artwork', label: 'Obras', count: 1 },
      { value: 'publication', label: 'Publicaciones', count: 1 },
      { value: 'person', label: 'Personas', count: 1 },
      { value: 'podcast', label: 'Pódcast', count: 1 },
    ],
  },
  { facet: 'year', options: [{ value: '2026', label: '2026', count: 5 }] },
  { facet: 'computedYear', options: [{ value: '2027', label: '2027', count: 1 }] },
];

/** Every state of the search page (SPEC §2): idle, loading, error, no results, one and many results, facets, mobile panel. */
const meta = {
  title: 'Pages/Search',
  component: SearchPage,
  args: { page: es, ctx: ctx('es') },
  // The toolbar's Language, when chosen: that language's search page and interface text (results stay as written).
  parameters: { toolbarLanguage: 'own' },
  // The results and facets are a chunk the page loads when a search starts; the stories show them at once.
  loaders: [async () => ({ results: await Promise.all([loadSearchResults('es'), loadSearchResults('en')]) })],
  render: (args, { globals }) => {
    const lang = toolbarLanguage(globals);
    const route = lang && searchRoutes().find((r) => r.language.id === lang);
    return route ? <SearchPage {...args} page={route} ctx={{ ...args.ctx, ...ctx(lang) }} /> : <SearchPage {...args} />;
  },
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
    // The results are marked busy until they have arrived.
    await expect(canvasElement.querySelector('[data-search-state="loading"]')).toHaveAttribute('aria-busy', 'true');
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
  args: { query: 'zzz', state: { kind: 'results', total: 0, hits: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No se han encontrado resultados')).toBeInTheDocument();
  },
};
/** Nothing found with the filters chosen, but something without them and in two other languages: each is offered. */
export const NoResultsWithSuggestions: Story = {
  args: {
    query: 'abstraction',
    facets: facetsEs,
    state: { kind: 'results', total: 0, hits: [] },
    suggestions: {
      withoutFilters: 3,
      elsewhere: [
        { lang: 'en', name: 'English', total: 4, href: '/en/search?q=abstraction' },
        { lang: 'ca', name: 'Català', total: 1, href: '/ca/search?q=abstraction' },
      ],
    },
    onClearFilters: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No se han encontrado resultados')).toBeInTheDocument();
    await expect(canvas.getByText('Prueba con otras palabras, con menos o con su forma más sencilla.')).toBeInTheDocument();
    const english = canvas.getByRole('link', { name: '4 resultados en English' });
    await expect(english).toHaveAttribute('href', '/en/search?q=abstraction');
    await expect(english).toHaveAttribute('hreflang', 'en');
    // The language's name is in its own language, for screen readers too.
    await expect(english.querySelector('[lang="en"]')).toHaveTextContent('English');
    await expect(canvas.getByRole('link', { name: '1 resultado en Català' })).toHaveAttribute('hreflang', 'ca');
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar sin filtros (3 resultados)' }));
    await expect(args.onClearFilters).toHaveBeenCalledOnce();
  },
};
/** Nothing found anywhere: only the advice on the words, no empty list of suggestions. */
export const NoResultsNowhere: Story = {
  args: { query: 'zzz', state: { kind: 'results', total: 0, hits: [] }, suggestions: { withoutFilters: 0, elsewhere: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Prueba con otras palabras, con menos o con su forma más sencilla.')).toBeInTheDocument();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByText('También puedes:')).toBeNull();
  },
};
export const OneResult: Story = {
  args: { query: 'asins', state: { kind: 'results', total: 1, hits: [hit(samplePageAt('/personas/elena-asins'), 'asins')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 resultado para «asins»')).toBeInTheDocument();
    const title = canvas.getByRole('heading', { level: 2, name: 'Elena Asins' });
    // The searched word is marked in the title.
    await expect(title.querySelector('mark')).toHaveTextContent('Asins');
  },
};
/** The visitor typed on after the results came: they keep the words they were found for, in the count and the marks. */
export const TypedOnWhileResultsShow: Story = {
  args: {
    query: 'asins elena',
    state: { kind: 'results', total: 1, hits: [hit(samplePageAt('/personas/elena-asins'), 'asins')], query: 'asins' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 resultado para «asins»')).toBeInTheDocument();
    const title = canvas.getByRole('heading', { level: 2, name: 'Elena Asins' });
    await expect([...title.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Asins']);
  },
};
export const ManyResultsWithFacets: Story = {
  args: {
    query: 'paisajes',
    state: { kind: 'results', total: 12, hits: hitsEs },
    facets: facetsEs,
    dates: true,
    date: 'today',
    moreFacets: { open: false, canClose: true, onToggle: () => {} },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const count = canvas.getByText('12 resultados para «paisajes»');
    // On a phone the facets wait behind the filters button (which counts what is chosen): opened first.
    if (atMobileWidth(canvasElement)) await userEvent.click(canvas.getByRole('button', { name: /^Filtros/ }));
    // Read before the filters (as it tops the results on screen), and announced by one live region, not two nested.
    const firstGroup = canvas.getAllByRole('group')[0]!;
    await expect(count.compareDocumentPosition(firstGroup) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(canvasElement.querySelectorAll('[aria-live] [role="status"], [role="status"] [aria-live]')).toHaveLength(0);
    await expect(count.closest('[aria-live="polite"]')).not.toBeNull();
    // 'More filters' follows the facets it extends, before the dates.
    const more = canvas.getByRole('button', { name: 'Más filtros' });
    const dates = canvas.getByRole('group', { name: 'Fechas' });
    await expect(more.compareDocumentPosition(dates) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const lastFacet = canvas.getAllByRole('group', { name: 'Año' }).at(-1)!;
    await expect(lastFacet.compareDocumentPosition(more) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'Ver más resultados' })).toBeInTheDocument();
    // Chosen: one type and a date.
    await expect(canvas.getByRole('checkbox', { name: /Exposiciones/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Hoy' })).toBeChecked();
    // The long tail of a facet is behind "show more".
    await userEvent.click(canvas.getByRole('button', { name: 'Ver 1 más' }));
    await expect(canvas.getByRole('checkbox', { name: /Pódcast/ })).toBeInTheDocument();
  },
};
export const ManyResultsEn: Story = {
  parameters: { lang: 'en' },
  args: {
    page: en,
    ctx: ctx('en'),
    query: 'landscapes',
    state: {
      kind: 'results',
      total: 2,
      hits: [hit(samplePage('exhibition', 'en'), 'landscapes'), hit(samplePage('activity', 'en'), 'landscapes')],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('2 results for “landscapes”')).toBeInTheDocument();
  },
};
export const NoResultsEn: Story = {
  parameters: { lang: 'en' },
  args: { page: en, ctx: ctx('en'), query: 'zzz', state: { kind: 'results', total: 0, hits: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No results found')).toBeInTheDocument();
  },
};
export const NoResultsWithSuggestionsEn: Story = {
  parameters: { lang: 'en' },
  args: {
    page: en,
    ctx: ctx('en'),
    query: 'paisaje',
    state: { kind: 'results', total: 0, hits: [] },
    suggestions: { withoutFilters: 0, elsewhere: [{ lang: 'es', name: 'Español', total: 7, href: '/busqueda?q=paisaje' }] },
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '7 results in Español' });
    await expect(link).toHaveAttribute('href', '/busqueda?q=paisaje');
    await expect(link.querySelector('[lang="es"]')).toHaveTextContent('Español');
  },
};
export const NoResultsWithSuggestionsMobile: Story = {
  tags: ['mobile'],
  ...atMobile,
  args: NoResultsWithSuggestions.args,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '4 resultados en English' });
    // A whole target, not a word inside a line (WCAG 2.5.8).
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  },
};
export const Mobile: Story = {
  tags: ['mobile'],
  ...atMobile,
  args: { query: 'paisajes', state: { kind: 'results', total: 12, hits: hitsEs }, facets: facetsEs },
  play: onPhone(
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      // On mobile the facets wait behind the filters button, which opens them as a panel and closes it again.
      const button = canvas.getByRole('button', { name: 'Filtros (1)' });
      await expect(canvas.queryByRole('checkbox', { name: /Obras/ })).toBeNull();
      await userEvent.click(button);
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(canvas.getByRole('checkbox', { name: /Obras/ })).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Cerrar los filtros' }));
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    },
    // Opened wider than a phone: the facets stand beside the results, with no button.
    async ({ canvasElement }) => {
      await expect(within(canvasElement).getByRole('checkbox', { name: /Obras/ })).toBeVisible();
    },
  ),
};
