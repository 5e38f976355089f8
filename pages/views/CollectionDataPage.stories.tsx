import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atMobile, expectTargetSize, toolbarLanguage } from '../../design-system/fixtures/story-helpers.ts';
import type { Language } from '../../generated/types/constants.ts';
import { SAMPLE_NOW, sampleChrome } from '../fixtures/sample-content.ts';
import { uiText } from '../i18n/ui-text.ts';
import { collectionDataRoutes } from '../routes/search-route.ts';
import { DATA_FIELDS } from '../rules/collection-data.ts';
import { CollectionDataView } from './CollectionDataRoute.tsx';

const route = (lang: Language) => collectionDataRoutes().find((r) => r.language.id === lang)!;
const ctx = (lang: Language, siteUrl = 'https://www.museo.example') => ({
  lang,
  text: uiText(lang),
  mode: 'production' as const,
  now: SAMPLE_NOW,
  siteUrl,
});

/**
 * The collection data page (/colecciones/datos): a download per language and format, what each field
 * holds (the list the build writes the files with), the terms of use and the IIIF collections. Its
 * states: with the site's address (the IIIF collections linked), without it (none written, none
 * linked), and a language whose interface text is Spanish (marked as such).
 */
const meta = {
  title: 'Pages/Collection data',
  component: CollectionDataView,
  args: { page: route('es'), ctx: ctx('es'), chrome: sampleChrome('es') },
  parameters: { toolbarLanguage: 'own' },
  render: (args, { globals }) => {
    const lang = toolbarLanguage(globals);
    return lang ? (
      <CollectionDataView {...args} page={route(lang)} ctx={ctx(lang)} chrome={sampleChrome(lang)} />
    ) : (
      <CollectionDataView {...args} />
    );
  },
} satisfies Meta<typeof CollectionDataView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Spanish: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Datos de la colección');
    // The page's language first: its two files, then every other language's.
    const downloads = canvas.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/data/'));
    await expect(downloads.slice(0, 2).map((a) => a.getAttribute('href'))).toEqual([
      '/data/collection.es.jsonl',
      '/data/collection.es.csv',
    ]);
    await expect(downloads).toHaveLength(10);
    for (const a of downloads) await expect(a).toHaveAttribute('download');
    // Every field, in the files' order.
    const terms = [...canvasElement.querySelectorAll('dt')].map((dt) => dt.textContent);
    await expect(terms.filter((t) => (DATA_FIELDS as readonly string[]).includes(t!))).toEqual([...DATA_FIELDS]);
    await expect(canvas.getByRole('link', { name: 'La colección' })).toHaveAttribute('href', '/iiif/collection.json');
    await expectTargetSize(canvasElement);
  },
};

export const English: Story = {
  args: { page: route('en'), ctx: ctx('en'), chrome: sampleChrome('en') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Collection data');
    await expect(canvas.getByRole('link', { name: /^JSON Lines, English/ })).toHaveAttribute('href', '/data/collection.en.jsonl');
    await expect(canvas.getByRole('link', { name: 'Works on display, by room' })).toHaveAttribute('href', '/iiif/rooms.json');
  },
};

/** A Basque page: the interface text is Spanish, and says so; its own files come first. */
export const Basque: Story = {
  args: { page: route('eu'), ctx: ctx('eu'), chrome: sampleChrome('eu') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 }).closest('[lang]')).toHaveAttribute('lang', 'es');
    await expect(canvas.getAllByRole('link')[0]).toHaveAttribute('href', '/data/collection.eu.jsonl');
  },
};

/** Without the site's address the build writes no IIIF collection, so the page links none. */
export const WithoutSiteAddress: Story = {
  args: { ctx: ctx('es', '') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { name: 'IIIF' })).toBeNull();
    await expect(canvas.getByRole('link', { name: /^CSV, Español/ })).toBeInTheDocument();
  },
};

export const SpanishMobile: Story = {
  ...atMobile,
  tags: ['mobile'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Campos' })).toBeVisible();
    await expectTargetSize(canvasElement);
  },
};
