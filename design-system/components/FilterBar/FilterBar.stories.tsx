import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { atMobile, atReflow, expectNoHorizontalScroll, expectTargetSize } from '../../fixtures/story-helpers.ts';
import { FilterBar, type FilterBarProps, type ProgrammeDate, type ProgrammeType } from './FilterBar.tsx';

const base: FilterBarProps = {
  label: 'Filtrar la programación',
  typeLegend: 'Tipo',
  types: [
    { value: 'all', label: 'Todo' },
    { value: 'exhibition', label: 'Exposiciones' },
    { value: 'activity', label: 'Actividades' },
    { value: 'visitas', label: 'Visitas' },
  ],
  type: 'all',
  dateLegend: 'Fecha',
  dates: [
    { value: 'all', label: 'Todas las fechas' },
    { value: 'today', label: 'Hoy' },
    { value: 'tomorrow', label: 'Mañana' },
    { value: 'week', label: 'Próxima semana' },
    { value: 'past', label: 'Pasadas' },
  ],
  date: 'all',
};

/** A stateful wrapper, as the listing will use it. */
function Controlled(props: FilterBarProps) {
  const [type, setType] = useState<ProgrammeType>(props.type);
  const [date, setDate] = useState<ProgrammeDate>(props.date);
  return <FilterBar {...props} type={type} date={date} onTypeChange={setType} onDateChange={setDate} />;
}

const meta = {
  title: 'Menus/FilterBar',
  component: FilterBar,
  parameters: { padded: false },
  args: base,
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof FilterBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllTypesAllDates: Story = {};
export const Exhibitions: Story = { args: { type: 'exhibition' } };
export const Activities: Story = { args: { type: 'activity' } };
export const Visits: Story = { args: { type: 'visitas' } };
export const Today: Story = { args: { date: 'today' } };
export const Tomorrow: Story = { args: { date: 'tomorrow' } };
export const NextWeek: Story = { args: { date: 'week' } };
export const Past: Story = { args: { date: 'past' } };
export const DatePanelOpen: Story = { args: { defaultDateOpen: true }, play: ({ canvasElement }) => expectTargetSize(canvasElement) };
export const Mobile: Story = { tags: ['mobile'], ...atMobile };
export const MobileDatePanelOpen: Story = { tags: ['mobile'], ...atMobile, args: { defaultDateOpen: true } };
export const MobileDatePanelOpenReflow: Story = {
  tags: ['reflow'],
  ...atReflow,
  args: { defaultDateOpen: true },
  play: ({ canvasElement }) => expectNoHorizontalScroll(canvasElement),
};
export const Dark: Story = { tags: ['theme-fixed'], globals: { theme: 'dark' }, args: { type: 'visitas', defaultDateOpen: true } };

/** Keyboard: arrows move through the types; the date panel opens, takes a choice and closes on Escape. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('radio', { name: 'Todo' });
    all.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Exposiciones' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Visitas' })).toBeChecked();
    const toggle = canvas.getByRole('button', { name: 'Fecha: Todas las fechas' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('radio', { name: 'Mañana' }));
    await expect(canvas.getByRole('button', { name: 'Fecha: Mañana' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
  },
};
