import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { footerFixture, headerFixture } from '../../fixtures/chrome.ts';
import { Footer } from '../Footer/Footer.tsx';
import { Header } from '../Header/Header.tsx';
import { Hero } from '../Hero/Hero.tsx';
import { Section } from '../Section/Section.tsx';
import { PageShell } from './PageShell.tsx';

const meta = {
  title: 'Chrome/PageShell',
  component: PageShell,
  parameters: { padded: false },
  args: {
    skipLinkLabel: 'Saltar al contenido',
    header: <Header {...headerFixture} />,
    footer: <Footer {...footerFixture} />,
    children: (
      <>
        <Hero title="Página de ejemplo" />
        <Section>
          <p>Contenido.</p>
        </Section>
      </>
    ),
  },
} satisfies Meta<typeof PageShell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first Tab stop is the skip link; following it puts focus on the main content. */
export const SkipLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Saltar al contenido' });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};
export const WithoutLayout: Story = { name: 'Without layout (/itinerancias)', args: { header: undefined, footer: undefined } };
export const Dark: Story = { tags: ['theme-fixed'], globals: { theme: 'dark' } };
