import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atMobile, toolbarLanguage } from '../../design-system/fixtures/story-helpers.ts';
import type { Language } from '../../generated/types/constants.ts';
import { Paragraphs } from '../assembler/Paragraphs.tsx';
import type { Page, Paragraph } from '../../generated/types/content.ts';
import { SAMPLE_NOW, samplePage, samplePageIn } from '../fixtures/sample-content.ts';
import { uiText } from '../i18n/ui-text.ts';

/** A date filter loads the date rules (a chunk of their own) first: as long as a busy machine takes, never a measure of speed. */
const DATE_RULES_LOADED = { timeout: 30_000 };

/** The programme listing paragraph in every filter state, read from the address as on the site. */
const listingOf = (page: Page) => page.paragraphs.filter((p) => p.entity.type === 'ParagraphActivitiesAndExhibitionsList') as Paragraph[];
/** The sample hub's listing in `lang`, through the hub's translations (the Spanish one when it has none). */
const listingIn = (lang: Language) => {
  const hub = samplePage('hubpage');
  const translated = listingOf(samplePageIn(hub, lang) ?? hub);
  return translated.length > 0 ? translated : listingOf(hub);
};
const Listing = ({ query, lang = 'es' }: { query: string; lang?: Language }) => (
  <MemoryRouter initialEntries={[`/exposiciones-actividades${query}`]}>
    <Paragraphs paragraphs={listingIn(lang)} ctx={{ lang, text: uiText(lang), mode: 'production', now: SAMPLE_NOW, siteUrl: '' }} />
  </MemoryRouter>
);

const meta = {
  title: 'Paragraphs/Programme listing',
  component: Listing,
  args: { query: '' },
  // The toolbar's Language, when chosen: the sample hub's listing in that language.
  parameters: { toolbarLanguage: 'own' },
  render: (args, { globals }) => <Listing {...args} lang={toolbarLanguage(globals) ?? args.lang} />,
} satisfies Meta<typeof Listing>;
export default meta;
type Story = StoryObj<typeof meta>;

const titles = (el: HTMLElement) => [...el.querySelectorAll('article h3')].map((h) => h.textContent);

export const AllTypesAllDates: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('9 resultados')).toBeInTheDocument();
  },
};
export const Exhibitions: Story = {
  args: { query: '?bundle=exhibition&q=' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('3 resultados')).toBeInTheDocument();
    await expect(titles(canvasElement)).toEqual(['Paisajes de la abstracción', 'Elena Asins: cálculo y poesía', 'La ciudad moderna']);
  },
};
export const Activities: Story = { args: { query: '?bundle=activity&q=' } };
export const Visitas: Story = {
  args: { query: '?bundle=activity&categories=36&q=' },
  play: async ({ canvasElement }) => {
    // The address is read once the listing is mounted (as after hydration on the site).
    await waitFor(() => expect(within(canvasElement).getByRole('radio', { name: 'Visitas' })).toBeChecked());
  },
};
export const Today: Story = { args: { query: '?date=current&q=' } };
export const Tomorrow: Story = { args: { query: '?date=tomorrow&q=' } };
export const NextWeek: Story = {
  args: { query: '?date=future&q=' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('3 resultados', undefined, DATE_RULES_LOADED);
    await expect(titles(canvasElement)).toEqual([
      'Paisajes de la abstracción',
      'Visita comentada: Paisajes de la abstracción',
      'Visita a la Colección: diez obras del siglo XX',
    ]);
  },
};
export const PastExhibitions: Story = {
  args: { query: '?bundle=exhibition&date=past&q=' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('1 resultado', undefined, DATE_RULES_LOADED);
    await expect(titles(canvasElement)).toEqual(['La ciudad moderna']);
  },
};
export const PastVisitasNoResults: Story = {
  args: { query: '?bundle=activity&categories=36&date=past&q=' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Sin resultados', undefined, DATE_RULES_LOADED)).toBeInTheDocument();
  },
};
export const DatePanelOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Fecha/ }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Mañana' }));
    await expect(canvas.getByRole('radio', { name: 'Mañana' })).toBeChecked();
  },
};
export const English: Story = { parameters: { lang: 'en' }, args: { query: '?bundle=activity&q=', lang: 'en' } };
export const Mobile: Story = { tags: ['mobile'], ...atMobile, args: { query: '?date=future&q=' } };
