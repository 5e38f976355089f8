import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectStillWhenMotionReduced } from '../../fixtures/story-helpers.ts';
import { useState } from 'react';
import { EmptyState, ErrorMessage, LiveStatus, LoadingIndicator, ResultCount, SlowNavigationNotice } from './StatusMessage.tsx';

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
/** The search page's live region while its results load: the spinner beside the words. */
export const LiveStatusLoading: Story = { render: () => <LiveStatus text="Cargando resultados…" loading /> };
/**
 * The same region once the results are here: only its words changed (the line and the spinner stay),
 * so a screen reader says the count once.
 */
export const LiveStatusCount: Story = {
  render: function Render() {
    const [loaded, setLoaded] = useState(false);
    return (
      <>
        <LiveStatus text={loaded ? '19 resultados para «paisaje»' : 'Cargando resultados…'} loading={!loaded} />
        <button type="button" onClick={() => setLoaded(true)}>
          Simular resultados
        </button>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const region = canvasElement.querySelector('[aria-live="polite"]')!;
    const line = region.querySelector('p')!;
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(region, { subtree: true, childList: true, characterData: true, attributes: true });
    within(canvasElement).getByRole('button', { name: 'Simular resultados' }).click();
    await expect(await within(canvasElement).findByText('19 resultados para «paisaje»')).toBe(line);
    observer.disconnect();
    // One change inside the region: its text, in place (the spinner beside it went without touching it).
    await expect(changes).toHaveLength(1);
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).not.toBeVisible();
  },
};
