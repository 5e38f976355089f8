import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { atMobile, atReflow, expectNoHorizontalScroll, expectTargetSize } from '../../fixtures/story-helpers.ts';
import { FloorPlan, type FloorPlanRoom } from './FloorPlan.tsx';

const room = (id: string, x: number, y: number, width: number, height: number, href?: string): FloorPlanRoom => ({
  id,
  label: `Sala ${id}`,
  x,
  y,
  width,
  height,
  ...(href ? { href } : {}),
});
/** The second floor of a building: a ring of rooms round a courtyard, as the sample site's plan. */
const rooms = [
  room('205.10', 20, 20, 180, 120, '/coleccion/sala-205'),
  room('205.11', 200, 20, 180, 120, '/coleccion/sala-205-11'),
  room('205.12', 380, 20, 200, 120),
  room('206', 20, 140, 120, 160),
  room('207', 460, 140, 120, 160),
  room('208', 20, 300, 280, 80),
  room('209', 300, 300, 280, 80),
];

const meta = {
  title: 'Collection/FloorPlan',
  component: FloorPlan,
  args: {
    title: 'Plano de la planta 2, Edificio Sabatini',
    width: 600,
    height: 400,
    rooms,
    currentId: '205.10',
    currentLabel: 'Aquí',
    caption: 'La obra está en la sala 205.10, planta 2 del Edificio Sabatini.',
  },
} satisfies Meta<typeof FloorPlan>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The work's room, filled and outlined thicker, says 'here' in words and is the current location for assistive technology. */
export const RoomHighlighted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plan = canvas.getByRole('group', { name: 'Plano de la planta 2, Edificio Sabatini' });
    const here = within(plan).getByRole('link', { name: 'Sala 205.10: Aquí' });
    await expect(here).toHaveAttribute('aria-current', 'location');
    await expect(here).toHaveAttribute('href', '/coleccion/sala-205');
    // Rooms without a page are named but not links.
    await expect(within(plan).getByRole('img', { name: 'Sala 206' })).toBeInTheDocument();
    await expect(within(plan).getAllByRole('link')).toHaveLength(2);
  },
};
/** Tab goes from room to room along the links; Enter would open the room's page. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Sala 205.10: Aquí' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Sala 205.11' })).toHaveFocus();
    await expectTargetSize(canvasElement);
  },
};
/** A room page's own plan: the room the page is about. */
export const ThisRoom: Story = {
  args: { currentId: '205.11', currentLabel: 'Esta sala', caption: 'Sala 205.11, planta 2 del Edificio Sabatini.' },
};
export const NoRoomToFind: Story = { args: { currentId: undefined, currentLabel: undefined, caption: undefined } };
export const Dark: Story = { tags: ['theme-fixed'], globals: { theme: 'dark' } };
export const Mobile: Story = { tags: ['mobile'], ...atMobile };
export const Reflow: Story = { tags: ['reflow'], ...atReflow, play: ({ canvasElement }) => expectNoHorizontalScroll(canvasElement) };
