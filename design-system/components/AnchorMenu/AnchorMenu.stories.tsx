import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { atMobile, expectTargetSize, onDesktop, onPhone } from '../../fixtures/story-helpers.ts';
import { AnchorMenu } from './AnchorMenu.tsx';
import { Header } from '../Header/Header.tsx';
import { Section } from '../Section/Section.tsx';
import { headerFixture } from '../../fixtures/chrome.ts';

const meta = {
  title: 'Menus/AnchorMenu',
  component: AnchorMenu,
  parameters: { padded: false },
  args: {
    label: 'En esta página',
    items: [
      { id: 'detalles', label: 'Detalles' },
      { id: 'galeria', label: 'Galería' },
      { id: 'exposiciones-relacionadas', label: 'Exposiciones relacionadas' },
    ],
    activeId: 'galeria',
  },
} satisfies Meta<typeof AnchorMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: onDesktop(
    async ({ canvasElement }) => {
      const link = within(canvasElement).getAllByRole('link', { name: 'Galería' })[0]!;
      await expect(link).toHaveAttribute('aria-current', 'location');
      await expect(link).toHaveAttribute('href', '#galeria');
      await expectTargetSize(canvasElement);
    },
    // Opened at a phone's width: one button names the current section.
    async ({ canvasElement }) => {
      await expect(within(canvasElement).getByRole('button', { name: 'Galería' })).toHaveAttribute('aria-expanded', 'false');
      await expectTargetSize(canvasElement);
    },
  ),
};
export const NoneActive: Story = { args: { activeId: undefined } };
export const Mobile: Story = { tags: ['mobile'], ...atMobile };
/** On mobile the button names the current section and opens the list. */
export const MobileOpen: Story = {
  tags: ['mobile'],
  ...atMobile,
  play: onPhone(
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const button = canvas.getByRole('button', { name: 'Galería' });
      await expect(canvas.queryAllByRole('link', { name: 'Detalles' })).toHaveLength(0);
      await userEvent.click(button);
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(canvas.getAllByRole('link', { name: 'Detalles' }).at(-1)).toBeVisible();
    },
    // Opened wider than a phone: the bar shows every section, with no button.
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getAllByRole('link', { name: 'Detalles' })[0]).toBeVisible();
      await expect(canvas.queryByRole('button', { name: 'Galería' })).toBeNull();
    },
  ),
};
export const Dark: Story = { tags: ['theme-fixed'], globals: { theme: 'dark' } };

/** As on a page: under the sticky header, above long content. Focus must never end up under either bar. */
export const UnderHeader: Story = {
  render: (args) => (
    <>
      <Header {...headerFixture} />
      <AnchorMenu {...args} />
      {args.items.map((item) => (
        <Section key={item.id}>
          <h2 id={item.id}>{item.label}</h2>
          {Array.from({ length: 8 }, (_, i) => (
            <p key={i}>
              <a href={`#${item.id}-${i}`}>{`${item.label}: enlace ${i + 1}`}</a>
            </p>
          ))}
        </Section>
      ))}
    </>
  ),
};
