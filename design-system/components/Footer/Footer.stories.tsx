import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atMobile, atDesktop } from '../../fixtures/story-helpers.ts';
import { footerFixture } from '../../fixtures/chrome.ts';
import { Footer } from './Footer.tsx';

const meta = { title: 'Chrome/Footer', component: Footer, args: footerFixture, parameters: { padded: false } } satisfies Meta<
  typeof Footer
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { ...atDesktop };
export const Mobile: Story = { tags: ['mobile'], ...atMobile };
export const Dark: Story = { tags: ['theme-fixed'], globals: { theme: 'dark' } };
export const WithoutSubscription: Story = { args: { subscription: undefined } };
/** English chosen in the toolbar's Language: the sample site's English footer, as the build renders it. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const footer = within(within(canvasElement).getByRole('contentinfo'));
    const legal = within(footer.getByRole('navigation', { name: 'Legal information' }));
    await expect(legal.getByRole('link', { name: 'Legal notice' })).toHaveAttribute('href', '/en/legal-notice');
    await expect(footer.getByRole('link', { name: 'Press' })).toHaveAttribute('href', '/en/press');
  },
};
