import type { Meta, StoryObj } from '@storybook/react-vite';
import { atMobile } from '../../fixtures/story-helpers.ts';
import { expect, within } from 'storybook/test';
import { Cards, type CardItem } from './Cards.tsx';
import { tones } from './Cards.css.ts';

const cards: CardItem[] = [
  { title: { text: 'Horario' }, icon: 'clock', html: '<p>Lunes y de miércoles a sábado, de 10:00 a 21:00.</p>', tone: 'yellow' },
  {
    title: { text: 'Entradas' },
    icon: 'ticket',
    html: '<p>General, 12 €. <a href="/visita/entradas">Descuentos</a>.</p>',
    tone: 'blue',
    action: { label: 'Comprar entradas', href: 'https://entradas.museo.example' },
  },
  { title: { text: 'Accesibilidad', tone: 'red' }, icon: 'access', html: '<p>Todas las salas son accesibles en silla de ruedas.</p>' },
];

const meta = {
  title: 'Paragraphs/Cards',
  component: Cards,
  args: {
    pretitle: { text: 'Visita', tone: 'red' },
    heading: { text: 'Planifica tu visita' },
    subtitle: { text: 'Todo lo que necesitas saber antes de venir' },
    layout: 'grid',
    columns: 3,
    cards,
    action: { label: 'Toda la información de visita', href: '/visita' },
    actionAppearance: 'secondary',
  },
  argTypes: {
    layout: { control: 'inline-radio', options: ['grid', 'row', 'list'] },
    columns: { control: 'inline-radio', options: [1, 2, 3, 4] },
    actionAppearance: { control: 'inline-radio', options: ['primary', 'secondary', 'link'] },
  },
} satisfies Meta<typeof Cards>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {};
export const GridMobile: Story = { tags: ['mobile'], ...atMobile };
export const Row: Story = { args: { layout: 'row', columns: 2, cards: cards.slice(0, 2) } };
export const List: Story = { args: { layout: 'list', columns: 1 } };
export const FourColumns: Story = {
  args: { columns: 4, cards: [...cards, { title: { text: 'Cómo llegar' }, html: '<p>Metro Atocha.</p>', tone: 'green' }] },
};
export const Dark: Story = { tags: ['theme-fixed'], globals: { theme: 'dark' } };
export const PrimaryAction: Story = { args: { actionAppearance: 'primary' } };
export const LinkAction: Story = { args: { actionAppearance: 'link' } };
export const WithoutHeading: Story = { args: { pretitle: undefined, heading: undefined, subtitle: undefined, action: undefined } };

/** Every palette colour as a card, to check each foreground/background pair. */
export const EveryTone: Story = {
  args: {
    heading: { text: 'Colores' },
    columns: 4,
    cards: tones.map((tone) => ({ title: { text: tone }, html: `<p>Texto en una tarjeta <a href="#">${tone}</a>.</p>`, tone })),
  },
};
export const EveryToneDark: Story = { ...EveryTone, tags: ['theme-fixed'], globals: { theme: 'dark' } };

/** Coloured headings: each pretitle and heading colour on the page background. */
export const ColouredHeadings: Story = {
  render: (args) => (
    <div>
      {tones.map((tone) => (
        <Cards
          key={tone}
          {...args}
          pretitle={{ text: `Pretítulo ${tone}`, tone }}
          heading={{ text: `Título ${tone}`, tone }}
          subtitle={{ text: `Subtítulo ${tone}`, tone }}
          cards={[]}
          action={undefined}
        />
      ))}
    </div>
  ),
};
export const ColouredHeadingsDark: Story = { ...ColouredHeadings, tags: ['theme-fixed'], globals: { theme: 'dark' } };

/** An untranslated card on an English page carries lang="es". */
export const UntranslatedCard: Story = {
  parameters: { lang: 'en' },
  args: {
    heading: { text: 'Plan your visit' },
    cards: [{ title: { text: 'Horario' }, html: '<p>Lunes a sábado.</p>', lang: 'es' }],
    action: undefined,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('listitem')).toHaveAttribute('lang', 'es');
  },
};
