import type { Meta, StoryObj } from '@storybook/react-vite';
import { ButtonLink } from './ButtonLink.tsx';

const meta = {
  title: 'Content/ButtonLink',
  component: ButtonLink,
  args: { href: '/visita', label: 'Planifica tu visita', appearance: 'primary' },
  argTypes: { appearance: { control: 'inline-radio', options: ['primary', 'secondary', 'link'] } },
} satisfies Meta<typeof ButtonLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { appearance: 'secondary' } };
export const Link: Story = { args: { appearance: 'link' } };
export const PrimaryDark: Story = { tags: ['theme-fixed'], globals: { theme: 'dark' } };
export const SecondaryDark: Story = { args: { appearance: 'secondary' }, tags: ['theme-fixed'], globals: { theme: 'dark' } };
