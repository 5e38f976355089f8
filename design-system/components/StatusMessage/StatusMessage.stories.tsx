import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectStillWhenMotionReduced } from '../../fixtures/story-helpers.ts';
import { EmptyState, ErrorMessage, LoadingIndicator, ResultCount, SlowNavigationNotice } from './StatusMessage.tsx';

const meta = { title: 'Feedback/States', component: EmptyState, args: { title: 'No se han encontrado resultados' } } satisfies Meta<
  typeof EmptyState
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoResultsFound: Story = { args: { text: 'Prueba con otras palabras o quita algún filtro.' } };
export const NoResultsInFilteredMenu: Story = {
  args: { title: 'No hay resultados', text: undefined, action: { label: 'Ver todas las fechas', href: '/exposiciones-actividades' } },
};
export const SearchError: Story = {
  render: () => (
    <ErrorMessage
      title="Error en la búsqueda"
      text="Vuelve a intentarlo en unos minutos o vuelve a la página de inicio."
      homeHref="/"
      homeLabel="Volver al inicio"
    />
  ),
};
export const SearchErrorEnglish: Story = {
  parameters: { lang: 'en' },
  render: () => (
    <ErrorMessage
      title="Search error"
      text="Please try again in a few minutes or go back to the home page."
      homeHref="/en"
      homeLabel="Back to the home page"
    />
  ),
};
export const ResultCountZero: Story = { render: () => <ResultCount text="No hay resultados" /> };
export const ResultCountOne: Story = { render: () => <ResultCount text="1 resultado" /> };
export const ResultCountMany: Story = { render: () => <ResultCount text="16.583 resultados" /> };
/** The spinner turns, except for visitors who asked for reduced motion (the test run does). */
export const Loading: Story = {
  render: () => <LoadingIndicator label="Cargando…" />,
  play: ({ canvasElement }) => expectStillWhenMotionReduced(canvasElement),
};
export const LoadingLabelHidden: Story = { render: () => <LoadingIndicator label="Cargando…" showLabel={false} /> };
export const SlowNavigation: Story = { render: () => <SlowNavigationNotice visible label="La página está tardando en cargar…" /> };
export const Dark: Story = { ...NoResultsFound, tags: ['theme-fixed'], globals: { theme: 'dark' } };
export const SlowNavigationDark: Story = { ...SlowNavigation, tags: ['theme-fixed'], globals: { theme: 'dark' } };
