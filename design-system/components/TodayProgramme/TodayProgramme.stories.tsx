import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atMobile, atMobileWidth, expectTargetSize } from '../../fixtures/story-helpers.ts';
import { TodayProgramme } from './TodayProgramme.tsx';

const labels = {
  title: 'Programa de hoy y mañana',
  noActivities: 'No hay actividades programadas.',
  exhibitions: 'Exposiciones abiertas',
  noExhibitions: 'No hay exposiciones abiertas.',
  agenda: 'Toda la agenda',
  outOfRange: 'Consulta la agenda para ver lo que hay hoy.',
};
const today = {
  heading: 'Hoy',
  date: 'miércoles, 25 de noviembre',
  sessions: [
    {
      time: '11:00',
      dateTime: '2026-11-25T11:00:00+01:00',
      title: 'Visita comentada: Paisajes de la abstracción',
      href: '/actividades/visita-paisajes',
    },
    {
      time: '18:30',
      dateTime: '2026-11-25T18:30:00+01:00',
      title: 'Conferencia: la pintura después de 1950',
      href: '/actividades/conferencia',
    },
  ],
};
const tomorrow = {
  heading: 'Mañana',
  date: 'jueves, 26 de noviembre',
  sessions: [{ time: '19:00', dateTime: '2026-11-26T19:00:00+01:00', title: 'Concierto en el auditorio', href: '/actividades/concierto' }],
};
const exhibitions = [
  { title: 'Paisajes de la abstracción', href: '/exposiciones/paisajes-abstraccion', until: 'Hasta el 12 ene 2027' },
  { title: 'Elena Asins. Fragmentos de un pensamiento', href: '/exposiciones/asins' },
];

const meta = {
  title: 'Visit/Today programme',
  component: TodayProgramme,
  args: { labels, days: [today, tomorrow], exhibitions, agendaHref: '/exposiciones-actividades' },
} satisfies Meta<typeof TodayProgramme>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Today and tomorrow with activities by time, and the exhibitions open now: every title links to its page. */
export const WithActivities: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Programa de hoy y mañana' });
    await expect(canvas.getByRole('heading', { level: 3, name: 'Hoy miércoles, 25 de noviembre' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Mañana jueves, 26 de noviembre' })).toBeInTheDocument();
    const first = within(region).getAllByRole('listitem')[0]!;
    await expect(first).toHaveTextContent('11:00Visita comentada: Paisajes de la abstracción');
    await expect(first.querySelector('time')).toHaveAttribute('datetime', '2026-11-25T11:00:00+01:00');
    await expect(canvas.getByRole('link', { name: 'Paisajes de la abstracción' })).toHaveAttribute(
      'href',
      '/exposiciones/paisajes-abstraccion',
    );
    await expect(canvas.getByText('Hasta el 12 ene 2027')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Toda la agenda' })).toHaveAttribute('href', '/exposiciones-actividades');
    await expectTargetSize(canvasElement);
  },
};
/** A day without activities says so; the exhibitions still show. */
export const NothingToday: Story = {
  args: { days: [{ ...today, sessions: [] }, tomorrow] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('No hay actividades programadas.')).toHaveLength(1);
  },
};
/** Between exhibitions: none open says so. */
export const NoExhibitions: Story = {
  args: { exhibitions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No hay exposiciones abiertas.')).toBeInTheDocument();
  },
};
/** A programme that does not reach the visitor's day (the site was not built again for weeks): the agenda instead. */
export const OutOfRange: Story = {
  args: { days: [], exhibitions: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Consulta la agenda para ver lo que hay hoy.')).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { level: 3, name: /^Hoy/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Toda la agenda' })).toBeInTheDocument();
  },
};
export const InEnglish: Story = {
  parameters: { lang: 'en' },
  args: {
    labels: {
      title: "What's on today and tomorrow",
      noActivities: 'No activities scheduled.',
      exhibitions: 'Exhibitions open now',
      noExhibitions: 'No exhibitions open.',
      agenda: 'Full programme',
    },
    days: [
      {
        heading: 'Today',
        date: 'Wednesday, November 25',
        sessions: [{ ...today.sessions[0]!, title: 'Guided tour: Landscapes of abstraction', href: '/en/activities/tour' }],
      },
      { heading: 'Tomorrow', date: 'Thursday, November 26', sessions: [] },
    ],
    exhibitions: [{ title: 'Landscapes of abstraction', href: '/en/exhibitions/landscapes', until: 'Until Jan 12, 2027' }],
    agendaHref: '/en/exhibitions-activities',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: "What's on today and tomorrow" })).toBeInTheDocument();
    await expect(canvas.getByText('No activities scheduled.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Full programme' })).toHaveAttribute('href', '/en/exhibitions-activities');
  },
};
/** On a phone the three columns follow one another, and long titles wrap within the width. */
export const Mobile: Story = {
  tags: ['mobile'],
  ...atMobile,
  play: async ({ canvasElement }) => {
    const headings = within(canvasElement).getAllByRole('heading', { level: 3 });
    const [a, b] = headings.map((h) => h.getBoundingClientRect());
    // The days one under the other on a phone; opened wider, side by side.
    if (atMobileWidth(canvasElement)) await expect(b!.top).toBeGreaterThan(a!.bottom);
    else await expect(b!.left).toBeGreaterThan(a!.left);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
