import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atMobile, expectTargetSize } from '../../fixtures/story-helpers.ts';
import { Subscribe } from './Subscribe.tsx';

const feedUrl = 'https://www.museo.example/feeds/radio/9001.xml';
const meta = {
  title: 'Content/Subscribe',
  component: Subscribe,
  args: {
    label: 'Suscribirse al podcast',
    kind: 'podcast',
    feedUrl,
    text: {
      address: 'Dirección del feed (para cualquier aplicación de podcasts)',
      copy: 'Copiar',
      copied: 'Dirección copiada',
      apps: 'Abrir en',
    },
    apps: [
      { name: 'Apple Podcasts', href: 'podcast://www.museo.example/feeds/radio/9001.xml' },
      { name: 'Pocket Casts', href: 'pktc://subscribe/www.museo.example/feeds/radio/9001.xml' },
      {
        name: 'AntennaPod',
        href: 'https://antennapod.org/deeplink/subscribe?url=https%3A%2F%2Fwww.museo.example%2Ffeeds%2Fradio%2F9001.xml',
      },
      { name: 'Overcast', href: 'overcast://x-callback-url/add?url=https%3A%2F%2Fwww.museo.example%2Ffeeds%2Fradio%2F9001.xml' },
    ],
  },
} satisfies Meta<typeof Subscribe>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: one control, the size of a target. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Suscribirse al podcast')).toBeVisible();
    await expect(canvas.getByRole('textbox', { hidden: true })).not.toBeVisible();
    await expectTargetSize(canvasElement);
  },
};

/**
 * Reached with the keyboard and opened: the feed's address to copy and the apps; copying announces it.
 * (The disclosure is the browser's own <details>: Enter on it is the browser's, followed in tests/browser/subscribe.test.ts.)
 */
export const OpenWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const summary = canvasElement.querySelector('summary')!;
    await expect(summary).toHaveFocus();
    await userEvent.click(summary);
    await expect(canvasElement.querySelector('details')).toHaveAttribute('open');
    const address = canvas.getByRole('textbox', { name: /Dirección del feed/ });
    await expect(address).toHaveValue(feedUrl);
    await expect(address).toHaveAttribute('readonly');
    const apps = within(canvas.getByRole('list', { name: 'Abrir en' })).getAllByRole('link');
    await expect(apps.map((a) => a.textContent)).toEqual(['Apple Podcasts', 'Pocket Casts', 'AntennaPod', 'Overcast']);
    await expect(apps[0]).toHaveAttribute('href', 'podcast://www.museo.example/feeds/radio/9001.xml');
    await userEvent.click(canvas.getByRole('button', { name: 'Copiar' }));
    // With the clipboard refused (a story's frame may not have it), the address is selected instead.
    // A safety net a busy machine cannot outrun, not a measure of speed.
    await waitFor(
      () => expect(canvas.getByRole('status').textContent === 'Dirección copiada' || document.activeElement === address).toBe(true),
      {
        timeout: 30_000,
      },
    );
    await expectTargetSize(canvasElement);
  },
};

/** The programme as a calendar: the calendar icon, calendar apps. */
export const Calendar: Story = {
  args: {
    label: 'Suscribirse a la programación',
    kind: 'calendar',
    feedUrl: 'https://www.museo.example/feeds/programme.ics',
    defaultOpen: true,
    text: { address: 'Dirección del calendario', copy: 'Copiar', copied: 'Dirección copiada', apps: 'Añadir a' },
    apps: [
      { name: 'Apple Calendar y Outlook', href: 'webcal://www.museo.example/feeds/programme.ics' },
      {
        name: 'Google Calendar',
        href: 'https://calendar.google.com/calendar/render?cid=webcal%3A%2F%2Fwww.museo.example%2Ffeeds%2Fprogramme.ics',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Dirección del calendario' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Apple Calendar y Outlook' })).toHaveAttribute(
      'href',
      'webcal://www.museo.example/feeds/programme.ics',
    );
  },
};
export const CalendarMobile: Story = { tags: ['mobile'], ...atMobile, args: Calendar.args, play: Calendar.play };
export const OpenDark: Story = { tags: ['theme-fixed'], globals: { theme: 'dark' }, args: { defaultOpen: true } };
