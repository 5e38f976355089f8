import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atMobile, atMobileWidth, expectTargetSize } from '../../fixtures/story-helpers.ts';
import { CollectionExplorer, type CollectionExplorerProps } from './CollectionExplorer.tsx';

const labels = {
  choices: 'Elige qué ver',
  works: 'Obras',
  more: 'Más obras',
  apply: 'Ver las obras',
  clear: 'Quitar todo',
  remove: (label: string) => `Quitar «${label}»`,
  empty: 'Ninguna obra de la colección responde a todo lo elegido. Prueba a quitar algo.',
};
const PICTURES = ['abstraccion-1', 'abstraccion-2', 'abstraccion-3', 'geometria-azul', 'noche-verde', 'paisaje-rojo', 'retrato-amarillo'];
const work = (i: number) => ({
  href: `/coleccion/obra/sintetica-${i}`,
  title: `Composición ${i}`,
  subtitle: i % 2 ? 'Elena Asins' : 'José Guerrero',
  image: { src: `/media/artworks/${PICTURES[i % PICTURES.length]}.svg`, alt: `Composición ${i}`, width: 1200, height: 800 },
});
const works = (from: number, n: number) => Array.from({ length: n }, (_, i) => work(from + i));
const selects = [
  {
    name: 'author',
    label: 'Artista',
    value: '',
    allLabel: 'Todos los artistas',
    options: [
      { value: 'Elena Asins', label: 'Elena Asins', count: 12 },
      { value: 'José Guerrero', label: 'José Guerrero', count: 12 },
    ],
  },
  {
    name: 'decade',
    label: 'Década',
    value: '',
    allLabel: 'Todas las décadas',
    options: [
      { value: '1950', label: 'Década de 1950', count: 8, interfaceText: true },
      { value: '1960', label: 'Década de 1960', count: 16, interfaceText: true },
    ],
  },
  {
    name: 'technique',
    label: 'Técnica',
    value: '',
    allLabel: 'Todas las técnicas',
    options: [{ value: 'Óleo sobre lienzo', label: 'Óleo sobre lienzo', count: 24 }],
  },
];
const toggles = [
  { name: 'exposed', label: 'En sala ahora', checked: false },
  { name: 'recentAcquisition', label: 'Adquisiciones recientes', checked: false },
];

const meta = {
  title: 'Collection/Collection explorer',
  component: CollectionExplorer,
  args: {
    labels,
    toggles,
    selects,
    status: '48 obras',
    works: works(0, 24),
    hasMore: true,
    onToggle: fn(),
    onSelect: fn(),
    onClear: fn(),
    onMore: fn(),
    onRemoveChip: fn(),
  },
} satisfies Meta<typeof CollectionExplorer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first 24 works, the choices above them with how many works each value has, and "more". */
export const Works: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Obras' }).querySelectorAll(':scope > li')).toHaveLength(24);
    await expect(canvas.getByRole('option', { name: 'Década de 1960 (16)' })).toBeInTheDocument();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Década' }), '1960');
    await expect(args.onSelect).toHaveBeenCalledWith('decade', '1960');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'En sala ahora' }));
    await expect(args.onToggle).toHaveBeenCalledWith('exposed', true);
    await expectTargetSize(canvasElement);
  },
};
export const Loading: Story = {
  args: { status: 'Cargando obras…', loading: true, works: [], hasMore: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Cargando obras…')).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'Obras' })).toBeNull();
    await expect(canvas.queryByText(labels.empty)).toBeNull();
  },
};
/** Chosen: the lists show the choice, a room from an artwork's page shows as a chip, and all can be cleared. */
export const Chosen: Story = {
  args: {
    toggles: [{ ...toggles[0]!, checked: true }, toggles[1]!],
    selects: [{ ...selects[0]!, value: 'Elena Asins' }, selects[1]!, selects[2]!],
    chips: [{ name: 'showroom', label: 'Sala 205.10', value: '205.10' }],
    status: '3 obras',
    works: works(0, 3),
    hasMore: false,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Artista' })).toHaveValue('Elena Asins');
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar «Sala 205.10»' }));
    await expect(args.onRemoveChip).toHaveBeenCalledWith('showroom');
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar todo' }));
    await expect(args.onClear).toHaveBeenCalled();
    await expect(canvas.queryByRole('button', { name: 'Más obras' })).toBeNull();
  },
};
/**
 * Before the page runs, or without JavaScript: the choices are a form with its submit button, which
 * sends them to the page's own address as a plain GET (the room of a chip as a hidden field).
 */
export const BeforeThePageRuns: Story = {
  args: {
    live: false,
    toggles: [{ ...toggles[0]!, checked: true, value: 'yes' }, toggles[1]!],
    chips: [{ name: 'showroom', label: 'Sala 205.10', value: '205.10' }],
    status: '',
    works: [],
    hasMore: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: 'Ver las obras' });
    await expect(submit).toBeVisible();
    const form = submit.closest('form')!;
    await expect(form.method).toBe('get');
    await expect([...new FormData(form)]).toEqual([
      ['exposed', 'yes'],
      ['author', ''],
      ['decade', ''],
      ['technique', ''],
      ['showroom', '205.10'],
    ]);
  },
};
/** Once the page runs, choices apply as they change: no submit button. */
export const Running: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Ver las obras' })).toBeNull();
  },
};
export const NothingFound: Story = {
  args: {
    status: 'Ninguna obra',
    works: [],
    hasMore: false,
    selects: [{ ...selects[0]!, value: 'Elena Asins' }, selects[1]!, selects[2]!],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(labels.empty)).toBeInTheDocument();
  },
};

function Growing(args: CollectionExplorerProps) {
  const [shown, setShown] = useState(24);
  return <CollectionExplorer {...args} works={works(0, shown)} hasMore={shown < 48} onMore={() => setShown((n) => n + 24)} />;
}
/** "More" adds the next works and moves focus to the first of them; with all shown, it goes. */
export const More: Story = {
  render: (args) => <Growing {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Más obras' }));
    const items = canvas.getByRole('list', { name: 'Obras' }).querySelectorAll(':scope > li');
    await expect(items).toHaveLength(48);
    await expect(items[24]!.querySelector('a')).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Más obras' })).toBeNull();
  },
};
export const InEnglish: Story = {
  parameters: { lang: 'en' },
  args: {
    labels: {
      choices: 'Choose what to see',
      works: 'Works',
      more: 'More works',
      apply: 'Show the works',
      clear: 'Clear all',
      remove: (l: string) => `Remove “${l}”`,
      empty: 'No work matches.',
    },
    toggles: [
      { name: 'exposed', label: 'On view now', checked: false },
      { name: 'recentAcquisition', label: 'Recent acquisitions', checked: true },
    ],
    selects: [{ ...selects[0]!, label: 'Artist', allLabel: 'All artists' }],
    status: '2 works',
    works: works(0, 2),
    hasMore: false,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Recent acquisitions' })).toBeChecked();
  },
};
/** Two works a row on a phone, the choices one under another. */
export const Mobile: Story = {
  tags: ['mobile'],
  ...atMobile,
  play: async ({ canvasElement }) => {
    const [a, b, c] = [...canvasElement.querySelectorAll('ul[aria-label="Obras"] > li')].map((li) => li.getBoundingClientRect());
    await expect(Math.round(a!.top)).toBe(Math.round(b!.top));
    // Two works a row on a phone; opened wider, the third shares their row.
    if (atMobileWidth(canvasElement)) await expect(c!.top).toBeGreaterThan(a!.bottom);
    else await expect(Math.round(c!.top)).toBe(Math.round(a!.top));
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
