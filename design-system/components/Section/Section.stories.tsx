import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Section } from './Section.tsx';

const meta = { title: 'Layout/Section', component: Section, args: { children: null } } satisfies Meta<typeof Section>;
export default meta;
type Story = StoryObj<typeof meta>;

const text = 'Entre 1945 y 1975 la pintura abstracta no abandonó el paisaje: lo desmontó.';

/** Bands of the page at the content width, one step (xl) of space above and below each. */
export const Bands: Story = {
  render: () => (
    <>
      <Section>
        <p>{text}</p>
      </Section>
      <Section label="Segunda banda">
        <p>{text}</p>
      </Section>
    </>
  ),
  play: async ({ canvasElement }) => {
    const bands = canvasElement.querySelectorAll('section');
    await expect(bands).toHaveLength(2);
    await expect(within(canvasElement).getByRole('region', { name: 'Segunda banda' })).toBeVisible();
  },
};

/** A heading band (an anchor reference) leads into the text after it: the heading sits close to what it names. */
export const HeadingLeadsIntoText: Story = {
  render: () => (
    <>
      <Section leadsInto>
        <h2>Presentación</h2>
      </Section>
      <Section>
        <p>{text}</p>
      </Section>
      <Section>
        <h2>Recorrido</h2>
      </Section>
      <Section>
        <p>{text}</p>
      </Section>
    </>
  ),
  play: async ({ canvasElement }) => {
    const gapAfter = (name: string) => {
      const heading = within(canvasElement).getByRole('heading', { name });
      const text = heading.parentElement!.nextElementSibling!.querySelector('p')!;
      return text.getBoundingClientRect().top - heading.getBoundingClientRect().bottom;
    };
    // Two ordinary bands leave xl below and xl above (64 px); a heading band leaves one md step (16 px): 48 px less.
    await expect(gapAfter('Recorrido') - gapAfter('Presentación')).toBeCloseTo(48, 0);
    await expect(gapAfter('Presentación')).toBeGreaterThan(0);
  },
};
