import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectTargetSize } from '../../fixtures/story-helpers.ts';
import { AddToCalendar } from './AddToCalendar.tsx';

const meta = {
  title: 'Content/AddToCalendar',
  component: AddToCalendar,
  args: {
    label: 'Añadir al calendario',
    options: [
      { target: 'apple', label: 'Apple Calendar (.ics)', href: '/calendario/visita-paisajes.ics', download: 'visita-paisajes.ics' },
      {
        target: 'google',
        label: 'Google Calendar (abre una ventana nueva)',
        href: 'https://calendar.google.com/calendar/render?action=TEMPLATE',
      },
      {
        target: 'office365',
        label: 'Office 365 (abre una ventana nueva)',
        href: 'https://outlook.office.com/calendar/0/deeplink/compose',
      },
      { target: 'outlook', label: 'Outlook (.ics)', href: '/calendario/visita-paisajes.ics', download: 'visita-paisajes.ics' },
    ],
  },
} satisfies Meta<typeof AddToCalendar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = { play: ({ canvasElement }) => expectTargetSize(canvasElement) };
/** Opens with the keyboard, offers the four calendars, closes with Escape back on the button. */
export const OpenWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Añadir al calendario' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const links = canvas.getAllByRole('link');
    await expect(links.map((l) => l.textContent)).toEqual([
      'Apple Calendar (.ics)',
      'Google Calendar (abre una ventana nueva)',
      'Office 365 (abre una ventana nueva)',
      'Outlook (.ics)',
    ]);
    await expect(links[0]).toHaveAttribute('download', 'visita-paisajes.ics');
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
  },
};
export const Dark: Story = { tags: ['theme-fixed'], globals: { theme: 'dark' } };
