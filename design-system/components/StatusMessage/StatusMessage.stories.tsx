import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectStillWhenMotionReduced } from '../../fixtures/story-helpers.ts';
import { EmptyState, ErrorMessage, LoadingIndicator, ResultCount, SlowNavigationNotice } from './StatusMessage.tsx';

const meta = { title: 'Feedback/States', component: EmptyState, args: { title: 'No se han encontrado resultados' } } satisfies Meta<
  typeof EmptyState
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The search page's empty state (the site's words: pages/i18n). */
export const NoResultsFound: Story = {};
/** The programme listing's, after filtering. */
export const NoResultsInFilteredMenu: Story = { args: { title: 'Sin resultados', text: 'Prueba con otra fecha u otro tipo.' } };
export const WithAction: Story = {
  args: { title: 'Sin resultados', action: { label: 'Todas las fechas', href: '/exposiciones-actividades' } },
};
export const SearchError: Story = {
  render: () => (
    <ErrorMessage
      title="Error en la búsqueda"
      text="Vuelve a intentarlo en unos minutos o regresa a la página de inicio."
      homeHref="/"
      homeLabel="Volver al inicio"
    />
  ),
};
/** The same story with English chosen in the toolbar's Language: its text follows. */
export const SearchErrorEnglish: Story = {
  ...SearchError,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Search error');
    await expect(within(alert).getByRole('link')).toHaveAccessibleName('Back to the home page');
  },
};
export const ResultCountZero: Story = { render: () => <ResultCount text="No se han encontrado resultados" /> };
export const ResultCountOne: Story = { render: () => <ResultCount text="1 resultado" /> };
export const ResultCountMany: Story = { render: () => <ResultCount text="16.583 resultados" /> };
/** Counts are worded again in the toolbar's language, with its plural rules and number format. */
export const ResultCountManyEnglish: Story = {
  ...ResultCountMany,
  globals: { locale: 'en' },
  play: ({ canvasElement }) => expect(within(canvasElement).getByRole('status')).toHaveTextContent('16,583 results'),
};
/** The spinner turns, except for visitors who asked for reduced motion (the test run does). */
export const Loading: Story = {
  render: () => <LoadingIndicator label="Cargando resultados…" />,
  play: ({ canvasElement }) => expectStillWhenMotionReduced(canvasElement),
};
export const LoadingLabelHidden: Story = { render: () => <LoadingIndicator label="Cargando resultados…" showLabel={false} /> };
export const SlowNavigation: Story = { render: () => <SlowNavigationNotice visible label="Cargando la página…" /> };
export const Dark: Story = { ...NoResultsFound, tags: ['theme-fixed'], globals: { theme: 'dark' } };
export const SlowNavigationDark: Story = { ...SlowNavigation, tags: ['theme-fixed'], globals: { theme: 'dark' } };
