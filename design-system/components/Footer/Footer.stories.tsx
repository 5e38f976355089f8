import type { Meta, StoryObj } from '@storybook/react-vite';
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
