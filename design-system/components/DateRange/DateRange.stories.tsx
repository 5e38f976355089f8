import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DateRange } from './DateRange.tsx';

const meta = {
  title: 'Content/DateRange',
  component: DateRange,
  args: { start: { iso: '2026-10-07', label: '07 oct 2026' }, end: { iso: '2027-03-02', label: '02 mar 2027' } },
} satisfies Meta<typeof DateRange>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Range: Story = {};
export const SingleDate: Story = { args: { end: undefined } };
export const DateAndTime: Story = {
  args: { start: { iso: '2026-11-28T12:00+01:00', label: 'sábado 28 nov 2026 a las 12:00' }, end: undefined },
};
/** English chosen in the toolbar's Language: the dates are written as English pages write them. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const times = canvasElement.querySelectorAll('time');
    await expect([...times].map((t) => t.textContent)).toEqual(['07 Oct 2026', '02 Mar 2027']);
  },
};
