import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateRange } from '../DateRange/DateRange.tsx';
import { expect, within } from 'storybook/test';
import { ContentCard, initialsOf } from './ContentCard.tsx';
import { storyGrid } from '../../fixtures/story.css.ts';
import { atReflow, expectNoHorizontalScroll } from '../../fixtures/story-helpers.ts';

const art = (n: string) => ({ src: `/media/artworks/${n}.svg`, alt: '', width: 1200, height: 800 });

const meta = {
  title: 'Content/ContentCard',
  component: ContentCard,
  decorators: [
    (Story) => (
      <div className={storyGrid}>
        <Story />
      </div>
    ),
  ],
  args: {
    kind: 'exhibition',
    href: '/exposiciones/paisajes-abstraccion',
    title: 'Paisajes de la abstracción',
    kicker: 'Exposición',
    meta: <DateRange start={{ iso: '2026-10-07', label: '07 oct 2026' }} end={{ iso: '2027-03-02', label: '02 mar 2027' }} />,
    image: art('paisaje-rojo'),
    badges: [{ label: 'En curso', tone: 'positive' }],
    badgesLabel: 'Categorías',
  },
} satisfies Meta<typeof ContentCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ExhibitionCurrent: Story = {};
export const ActivityComingSoon: Story = {
  args: {
    kind: 'activity',
    kicker: 'Actividad',
    title: 'Visita comentada',
    href: '/actividades/visita',
    image: art('noche-verde'),
    meta: <DateRange start={{ iso: '2026-11-28T12:00+01:00', label: 'sábado 28 nov 2026 a las 12:00' }} />,
    badges: [{ label: 'Próximamente', tone: 'accent' }, { label: 'Visitas' }],
  },
};
export const ActivityPast: Story = {
  args: {
    kind: 'activity',
    kicker: 'Actividad',
    title: 'Seminario: la ciudad abstracta',
    href: '/actividades/seminario',
    image: undefined,
    meta: <DateRange start={{ iso: '2026-03-02', label: '02 mar 2026' }} end={{ iso: '2026-03-04', label: '04 mar 2026' }} />,
    badges: [{ label: 'Finalizada', tone: 'muted' }],
  },
};
export const ArtworkExposedIn: Story = {
  args: {
    kind: 'artwork',
    kicker: 'Obra',
    title: 'Noche en la meseta',
    subtitle: 'Elena Asins',
    href: '/coleccion/obra/noche-meseta',
    image: art('geometria-azul'),
    meta: '1962',
    badges: [{ label: 'Expuesta en la sala 205.10', tone: 'positive', dot: true }],
  },
};
export const ArtworkOnLoan: Story = { args: { ...ArtworkExposedIn.args, badges: [{ label: 'En préstamo', tone: 'info', dot: true }] } };
export const PublicationOutOfStock: Story = {
  args: {
    kind: 'publication',
    kicker: 'Publicación',
    title: 'Catálogo: Paisajes de la abstracción',
    subtitle: 'Lucía Ferrer (ed.)',
    href: '/publicaciones/catalogo-paisajes',
    image: art('retrato-amarillo'),
    meta: 'Impresa y PDF · 2026',
    badges: [{ label: 'Agotado', tone: 'notice' }],
  },
};
export const Podcast: Story = {
  args: {
    kind: 'podcast',
    kicker: 'Podcast · Episodio 12',
    title: 'Escuchar la abstracción',
    subtitle: 'Radio Museo',
    href: '/radio/escuchar-abstraccion',
    image: art('abstraccion-1'),
    meta: '32 min',
    badges: [],
  },
};
export const PressNote: Story = {
  args: {
    kind: 'press_note',
    kicker: 'Nota de prensa',
    title: 'El museo presenta Paisajes de la abstracción',
    href: '/prensa/paisajes',
    image: undefined,
    meta: <DateRange start={{ iso: '2026-10-05', label: '05 oct 2026' }} />,
    badges: [{ label: 'Exposiciones' }],
  },
};
export const Person: Story = {
  args: {
    kind: 'person',
    kicker: 'Artista',
    title: 'Elena Asins',
    subtitle: 'Madrid, 1940 – Azpiroz, 2015',
    href: '/personas/elena-asins',
    image: art('abstraccion-3'),
    meta: undefined,
    badges: [],
  },
};
export const Organisation: Story = {
  args: {
    kind: 'organization',
    kicker: 'Institución',
    title: 'Fundación del Museo',
    href: '/organizaciones/fundacion',
    image: { src: '/media/logos/fundacion-museo.svg', alt: '', width: 160, height: 64 },
    meta: undefined,
    badges: [],
  },
};
/** A person without a portrait: initials on a neutral disc, never an artwork; hidden from screen readers (the title says it). */
export const PersonWithoutPortrait: Story = {
  args: { ...Person.args, title: 'José Guerrero', href: '/personas/jose-guerrero', image: undefined },
  play: async ({ canvasElement }) => {
    const placeholder = canvasElement.querySelector('[data-placeholder]')!;
    await expect(placeholder).toHaveTextContent('JG');
    await expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    await expect(placeholder.getBoundingClientRect().width).toBeLessThanOrEqual(160);
    await expect(initialsOf('Fundación del Museo')).toBe('FM');
    await expect(initialsOf('Museo')).toBe('M');
  },
};
export const PersonWithoutPortraitDark: Story = { ...PersonWithoutPortrait, tags: ['theme-fixed'], globals: { theme: 'dark' } };
/** A card without a picture keeps a picture's place in a grid, so the titles of a row line up. */
export const WithoutImage: Story = {
  args: { image: undefined },
  play: async ({ canvasElement }) => {
    const placeholder = canvasElement.querySelector('[data-placeholder]')!;
    await expect(placeholder).toBeEmptyDOMElement();
    await expect(within(canvasElement).getByRole('link', { name: 'Paisajes de la abstracción' })).toBeVisible();
  },
};
/** In a result list a card without a picture keeps the row's shape, with the sign of its type where the picture would be. */
export const ResultRowWithoutImage: Story = {
  args: { kind: 'press_note', kicker: 'Nota de prensa', layout: 'row', image: undefined, summary: 'Nota de prensa sin imagen.' },
  play: async ({ canvasElement }) => {
    const placeholder = canvasElement.querySelector<HTMLElement>('[data-placeholder="press_note"]')!;
    await expect(placeholder.querySelector('svg')).not.toBeNull();
    await expect(placeholder.getAttribute('aria-hidden')).toBe('true');
    const box = placeholder.getBoundingClientRect();
    await expect(Math.abs(box.width / box.height - 3 / 2)).toBeLessThan(0.02);
  },
};
/** A tall cover in a result list: shown whole inside the row's picture box, so its row is no taller than the others. */
export const ResultRowPortraitCover: Story = {
  args: {
    kind: 'publication',
    kicker: 'Publicación',
    layout: 'row',
    image: { ...art('retrato-amarillo'), width: 800, height: 1200 },
    summary: 'Catálogo de la exposición.',
  },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img')!;
    const box = img.parentElement!.getBoundingClientRect();
    await expect(Math.abs(box.width / box.height - 3 / 2)).toBeLessThan(0.02);
    await expect(getComputedStyle(img).objectFit).toBe('contain');
  },
};
export const ResultRow: Story = {
  args: { layout: 'row', summary: 'Cien obras que recorren cómo la pintura abstracta miró al paisaje entre 1945 y 1975.' },
};
export const ResultRowReflow: Story = {
  ...ResultRow,
  tags: ['reflow'],
  ...atReflow,
  play: ({ canvasElement }) => expectNoHorizontalScroll(canvasElement),
};
export const ResultRowMobile: Story = { ...ResultRow, tags: ['mobile'], globals: { viewport: { value: 'mobile', isRotated: false } } };
export const Dark: Story = { tags: ['theme-fixed'], globals: { theme: 'dark' } };

/** A search result of each type the search returns (SPEC §3), in the row layout of result lists. */
export const SearchResultPerType: Story = {
  // Every row the same shape, with or without a picture: the picture's box (or the sign of its type) is one size.
  play: async ({ canvasElement }) => {
    const boxes = [...canvasElement.querySelectorAll('article[data-layout="row"] > :first-child')].map((el) => el.getBoundingClientRect());
    await expect(boxes.length).toBe(11);
    for (const b of boxes) await expect(Math.abs(b.height - boxes[0]!.height)).toBeLessThan(1);
    await expect(canvasElement.querySelectorAll('[data-placeholder] svg').length).toBe(2);
  },
  render: () => (
    <ul className={storyGrid}>
      {(
        [
          ['activity', 'Actividad', 'Visita comentada: Paisajes de la abstracción', 'noche-verde', 'sábado 28 nov 2026 a las 12:00'],
          ['artwork', 'Obra', 'Noche en la meseta', 'geometria-azul', 'Elena Asins · 1962'],
          ['collection_archive', 'Archivo', 'Fondo documental de la Bienal de 1970', undefined, '1968 – 1972'],
          ['exhibition', 'Exposición', 'Paisajes de la abstracción', 'paisaje-rojo', '07 oct 2026 – 02 mar 2027'],
          ['audio', 'Audio', 'Conversación con la comisaria', 'abstraccion-1', '24 min'],
          ['video', 'Vídeo', 'Recorrido por la exposición', 'abstraccion-2', '12 min'],
          ['person', 'Persona', 'Elena Asins', 'abstraccion-3', 'Artista'],
          ['podcast', 'Podcast', 'Escuchar la abstracción · Episodio 12', 'retrato-amarillo', 'Radio Museo'],
          ['press_note', 'Nota de prensa', 'El museo presenta Paisajes de la abstracción', undefined, '05 oct 2026'],
          ['program', 'Programa', 'Ciclo: el paisaje expandido', 'sala-205', 'oct – dic 2026'],
          ['publication', 'Publicación', 'Catálogo: Paisajes de la abstracción', 'retrato-amarillo', 'Impresa y PDF · 2026'],
        ] as const
      ).map(([kind, kicker, title, image, meta]) => (
        <li key={kind}>
          <ContentCard
            kind={kind}
            layout="row"
            kicker={kicker}
            title={title}
            href={`/${kind}/ejemplo`}
            meta={meta}
            image={image ? art(image) : undefined}
          />
        </li>
      ))}
    </ul>
  ),
};
export const SearchResultPerTypeDark: Story = { ...SearchResultPerType, tags: ['theme-fixed'], globals: { theme: 'dark' } };
export const SearchResultPerTypeMobile: Story = {
  ...SearchResultPerType,
  tags: ['mobile'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
