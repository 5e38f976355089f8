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
  const [service, setService] = useState(props.service ?? '');
  return (
    <FilterBar
      {...props}
      type={type}
      date={date}
      service={service}
      onTypeChange={setType}
      onDateChange={setDate}
      onServiceChange={setService}
    />
  );
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

/** The site's words for the services filter (pages/i18n), its first option every service. */
const services = [
  { value: '', label: 'Todos los servicios' },
  { value: 'sign-language', label: 'Lengua de signos española' },
  { value: 'audio-description', label: 'Audiodescripción' },
  { value: 'hearing-loop', label: 'Bucle magnético' },
  { value: 'easy-read', label: 'Lectura fácil' },
  { value: 'relaxed-session', label: 'Sesión relajada' },
  { value: 'step-free', label: 'Recorrido sin escalones' },
];
/** With the accessibility services filter: a native select, named 'Accesibilidad', chosen from the keyboard. */
export const WithServices: Story = {
  args: { serviceLegend: 'Accesibilidad', services },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Accesibilidad' });
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'sign-language');
    await expect(select).toHaveValue('sign-language');
    await expectTargetSize(canvasElement);
  },
};
export const WithServiceChosen: Story = { args: { serviceLegend: 'Accesibilidad', services, service: 'audio-description' } };
export const WithServicesMobile: Story = { tags: ['mobile'], ...atMobile, args: { serviceLegend: 'Accesibilidad', services } };
export const WithServicesDark: Story = {
  tags: ['theme-fixed'],
  globals: { theme: 'dark' },
  args: { serviceLegend: 'Accesibilidad', services, service: 'sign-language' },
};
/** At 320 px the services filter takes its row and its longest option never makes the page scroll sideways. */
export const WithServicesReflow: Story = {
  tags: ['reflow'],
  ...atReflow,
  args: { serviceLegend: 'Accesibilidad', services, service: 'sign-language' },
  play: ({ canvasElement }) => expectNoHorizontalScroll(canvasElement),
};
