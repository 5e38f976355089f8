import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atMobile } from '../../fixtures/story-helpers.ts';
import { OpeningStatus } from './OpeningStatus.tsx';

const meta = {
  title: 'Visit/Opening status',
  component: OpeningStatus,
  args: {
    title: 'Hoy en el museo',
    items: [
      { name: 'Edificio Sabatini', href: '/visita/edificio-sabatini', tone: 'open', text: 'Abierto hoy de 10:00 a 21:00' },
      { name: 'Edificio Nouvel', tone: 'open', text: 'Abierto hoy de 10:00 a 21:00' },
    ],
  },
} satisfies Meta<typeof OpeningStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open: each building with today's hours; a building with a page links to it. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Hoy en el museo' })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Hoy en el museo' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Edificio Sabatini' })).toHaveAttribute('href', '/visita/edificio-sabatini');
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('Edificio Sabatini: Abierto hoy de 10:00 a 21:00');
    // The dot is decoration: the words carry the state.
    for (const dot of canvasElement.querySelectorAll('li > span:first-child')) await expect(dot).toHaveAttribute('aria-hidden', 'true');
  },
};
export const ClosingSoon: Story = {
  args: { items: [{ name: 'Edificio Sabatini', tone: 'closing-soon', text: 'Cierra pronto: abierto hasta las 21:00' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Cierra pronto: abierto hasta las 21:00')).toHaveAttribute('data-opening', 'closing-soon');
  },
};
export const ClosedToday: Story = {
  args: {
    items: [
      { name: 'Edificio Sabatini', tone: 'closed', text: 'Cerrado hoy (martes) · Abre mañana a las 10:00' },
      { name: 'Edificio Nouvel', tone: 'closed', text: 'Cerrado hoy (martes) · Abre mañana a las 10:00' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Cerrado hoy (martes) · Abre mañana a las 10:00')).toHaveLength(2);
  },
};
export const SpecialDay: Story = {
  args: { items: [{ name: 'Edificio Sabatini', tone: 'open', text: 'Abierto hoy de 10:00 a 14:30 (horario especial)' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/horario especial/)).toBeInTheDocument();
  },
};
/** Inside a building's own page (its details): no heading, no name, just the state. */
export const InLocationDetails: Story = {
  args: { title: undefined, items: [{ tone: 'open', text: 'Abierto hoy de 10:00 a 21:00' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
    await expect(within(canvasElement).getByRole('listitem')).toHaveTextContent(/^Abierto hoy de 10:00 a 21:00$/);
  },
};
export const InEnglish: Story = {
  parameters: { lang: 'en' },
  args: {
    title: 'Today at the museum',
    items: [
      { name: 'Sabatini Building', href: '/en/visit/sabatini-building', tone: 'closed', text: 'Closed now · Opens tomorrow at 10:00' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Today at the museum' })).toHaveTextContent(
      'Closed now · Opens tomorrow at 10:00',
    );
  },
};
export const Mobile: Story = {
  tags: ['mobile'],
  ...atMobile,
  args: { items: [{ name: 'Edificio Sabatini', tone: 'closed', text: 'Cerrado ahora (horario especial) · Abre el sábado a las 10:00' }] },
  play: async ({ canvasElement }) => {
    const item = within(canvasElement).getByRole('listitem');
    // Long states wrap within the phone's width.
    await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth + 1);
  },
};
