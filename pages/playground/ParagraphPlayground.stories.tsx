import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SAMPLE_NOW, samplePages } from '../fixtures/sample-content.ts';
import { ParagraphPlayground } from './ParagraphPlayground.tsx';

/**
 * Editors paste or edit any list of paragraphs (the JSON the CMS sends) and see it assembled as the
 * site shows it, with every validation error listed live. The `paragraphs` control edits the start value.
 */
const meta = {
  title: 'Editors/Paragraph playground',
  component: ParagraphPlayground,
  parameters: { padded: false },
  args: { paragraphs: samplePages.exhibitionEs.paragraphs, lang: 'es', now: SAMPLE_NOW },
} satisfies Meta<typeof ParagraphPlayground>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllValid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/all valid/)).toBeInTheDocument();
    await expect(
      within(canvas.getByRole('region', { name: 'Preview' })).getByRole('heading', { name: 'Presentación' }),
    ).toBeInTheDocument();
  },
};

export const WithErrors: Story = {
  args: {
    paragraphs: [
      { entity: { type: 'ParagraphQuote', quote: 'La forma sigue al paisaje.', author: 'Elena Asins' } },
      { entity: { type: 'ParagraphRichText', text: 'not an object' } },
      { entity: { type: 'ParagraphCallToAction', title: 'Sin enlace' } },
      { entity: { type: 'ParagraphFromTheFuture', title: 'Unknown' } },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByTestId('playground-errors');
    // Each error names where it is (JSON pointer) and what was expected.
    await expect(list).toHaveTextContent('/1/entity/text');
    await expect(list).toHaveTextContent('/2/entity/link');
    await expect(list).toHaveTextContent('ParagraphFromTheFuture');
    // The valid quote is still assembled; the unknown type shows the preview placeholder.
    const preview = within(canvas.getByRole('region', { name: 'Preview' }));
    await expect(preview.getByText(/La forma sigue al paisaje/)).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-unknown-paragraph="ParagraphFromTheFuture"]')).not.toBeNull();
  },
};

export const LiveEditing: Story = {
  args: { paragraphs: [{ entity: { type: 'ParagraphQuote', quote: 'Primera versión' } }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = canvas.getByLabelText('Paragraphs (JSON)');
    await userEvent.clear(editor);
    await userEvent.type(editor, '[[{{"entity": {{"type": "ParagraphQuote"');
    await expect(await canvas.findByText(/valid JSON/)).toBeInTheDocument();
    await userEvent.type(editor, ', "quote": "Segunda versión"}}]');
    await expect(await within(canvas.getByRole('region', { name: 'Preview' })).findByText(/Segunda versión/)).toBeInTheDocument();
    await expect(canvas.getByText(/all valid/)).toBeInTheDocument();
  },
};
