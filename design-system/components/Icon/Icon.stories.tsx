import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon, iconNames } from './Icon.tsx';

const meta = { title: 'Foundations/Icon', component: Icon, args: { name: 'ticket', label: 'Comprar entradas' } } satisfies Meta<
  typeof Icon
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Labelled: Story = {};
export const Decorative: Story = { args: { label: undefined } };
export const All: Story = {
  render: () => (
    <ul>
      {iconNames.map((name) => (
        <li key={name}>
          <Icon name={name} /> {name}
        </li>
      ))}
    </ul>
  ),
};
