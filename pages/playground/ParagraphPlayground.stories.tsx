import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atMobile, toolbarLanguage } from '../../design-system/fixtures/story-helpers.ts';
import { SAMPLE_NOW, samplePages } from '../fixtures/sample-content.ts';
import { decodeCombination, encodeCombination } from './combination.ts';
import { ParagraphPlayground, type ParagraphPlaygroundProps } from './ParagraphPlayground.tsx';

/**
 * Editors compose paragraphs from the 'Add paragraph' menu or paste the CMS's JSON (a list, a whole
 * page, one paragraph) and see it assembled as the site shows it, each error beside its paragraph in
 * the interface language. The combination is the story's `combination` arg, kept in Storybook's
 * address: a reload or a shared link ('Copy link') reopens it.
 */
const meta = {
  title: 'Editors/Paragraph playground',
  component: ParagraphPlayground,
  parameters: { padded: false, toolbarLanguage: 'own' },
  args: { paragraphs: [], lang: 'es', now: SAMPLE_NOW },
  argTypes: {
    combination: { control: false, description: 'The combination from a link (set by the playground itself).' },
    onCombinationChange: { control: false },
    shareLink: { control: false },
  },
  // The toolbar's Language, when chosen, is the playground's interface language.
  render: function Render(args: ParagraphPlaygroundProps, { globals }) {
    const [, updateArgs] = useArgs<ParagraphPlaygroundProps>();
    return (
      <ParagraphPlayground
        {...args}
        lang={toolbarLanguage(globals) ?? args.lang}
        onCombinationChange={(combination) => updateArgs({ combination: combination || undefined })}
      />
    );
  },
} satisfies Meta<typeof ParagraphPlayground>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The menu's list, once open. */
const menuOf = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('list', { name: 'Tipos de párrafo' }));
const preview = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region', { name: 'Vista previa' }));

/**
 * Where editors start: an empty playground with its instructions. (Its check only reads the page: a
 * link that opens this story with a combination must not be changed by it.)
 */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Combinador de párrafos' })).toBeVisible();
    await expect(canvas.getByText(/Compón una combinación de párrafos/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Añadir párrafo' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * The editor's whole path, played step by step (see the Interactions panel): from an empty
 * playground, three paragraphs from the menu, one broken and its error read beside it in Spanish,
 * fixed, and the link that reopens the combination.
 */
export const EditorsPath: Story = {
  name: "Editor's path (played)",
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(preview(canvasElement).getByText(/Aún no hay párrafos/)).toBeVisible();
    const add = canvas.getByRole('button', { name: 'Añadir párrafo' });

    await step('add three paragraphs from the menu', async () => {
      for (const name of ['Texto', 'Cita', 'Llamada a la acción']) {
        await userEvent.click(add);
        await expect(add).toHaveAttribute('aria-expanded', 'true');
        await userEvent.click(menuOf(canvasElement).getByRole('button', { name: new RegExp(`^${name}`) }));
        await expect(add).toHaveAttribute('aria-expanded', 'false');
        await expect(add).toHaveFocus();
      }
      await expect(canvas.getAllByRole('status')[0]).toHaveTextContent('Añadido el párrafo 3 (Llamada a la acción).');
      await expect(canvas.getByText('3 párrafos, todos válidos.')).toBeVisible();
      await expect(preview(canvasElement).getByRole('link', { name: 'Suscribirme' })).toBeVisible();
    });

    const editor = canvas.getByLabelText('Párrafos (JSON)') as HTMLTextAreaElement;
    const withoutLink = JSON.parse(editor.value) as { entity: Record<string, unknown> }[];
    const link = withoutLink[2]!.entity.link;
    delete withoutLink[2]!.entity.link;

    await step('break the call to action: its error stands beside it, in Spanish, counted from 1', async () => {
      await userEvent.clear(editor);
      await userEvent.click(editor);
      await userEvent.paste(JSON.stringify(withoutLink, null, 2));
      const flagged = preview(canvasElement).getByRole('group', { name: 'Párrafo 3 (Llamada a la acción)' });
      await expect(flagged).toHaveTextContent('falta el campo obligatorio «link»');
      await expect(flagged).toHaveAttribute('data-paragraph', '3');
      // The two valid paragraphs are still shown, and the list below the editor links to the flagged one.
      await expect(preview(canvasElement).getByText(/No pinto el paisaje/)).toBeVisible();
      const errors = within(canvas.getByTestId('playground-errors'));
      await expect(errors.getByRole('link', { name: 'Párrafo 3 (Llamada a la acción)' })).toHaveAttribute('href', `#${flagged.id}`);
      await expect(canvas.getByText(/1 error en 1 párrafo/)).toBeVisible();
    });

    await step('fix it', async () => {
      withoutLink[2]!.entity.link = link;
      await userEvent.clear(editor);
      await userEvent.click(editor);
      await userEvent.paste(JSON.stringify(withoutLink, null, 2));
      await expect(canvas.getByText('3 párrafos, todos válidos.')).toBeVisible();
      await expect(preview(canvasElement).queryByRole('group')).toBeNull();
    });

    await step('copy the link: it holds this very combination, as a story arg', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Copiar enlace' }));
      const field = (await canvas.findByLabelText('Enlace a esta combinación')) as HTMLInputElement;
      const arg = /[?&]args=combination:([A-Za-z0-9_-]+)(?:&|$)/.exec(field.value)?.[1];
      await expect(arg).toBeDefined();
      await expect(JSON.parse(decodeCombination(arg)!)).toEqual(JSON.parse(editor.value));
    });
  },
};

/** What a shared link opens: the combination from the address, not the story's start. */
export const OpenedFromLink: Story = {
  args: {
    combination: encodeCombination(
      JSON.stringify([
        { entity: { type: 'ParagraphAnchorReference', anchorId: 'presentacion', title: 'Presentación' } },
        { entity: { type: 'ParagraphQuote', quote: 'El cálculo también es una forma de poesía.', author: 'Elena Asins' } },
      ]),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent('Combinación abierta desde un enlace.');
    await expect(preview(canvasElement).getByRole('heading', { name: 'Presentación' })).toBeVisible();
    await expect(preview(canvasElement).getByText(/El cálculo también/)).toBeVisible();
    // 'Reset' goes back to the story's start (empty here).
    await userEvent.click(canvas.getByRole('button', { name: 'Restablecer' }));
    await expect(preview(canvasElement).getByText(/Aún no hay párrafos/)).toBeVisible();
  },
};

/** A link that is not a combination (edited by hand, cut short) opens the start, and says so. */
export const BrokenLink: Story = {
  args: { combination: 'not-base64-json', paragraphs: samplePages.exhibitionEs.paragraphs },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')[0]).toHaveTextContent(/no contiene una combinación legible/);
    await expect(preview(canvasElement).getByRole('heading', { name: 'Presentación' })).toBeVisible();
  },
};

/** A whole CMS page pasted: its paragraphs are taken. */
export const WholePagePasted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = canvas.getByLabelText('Párrafos (JSON)') as HTMLTextAreaElement;
    await userEvent.click(editor);
    await userEvent.paste(JSON.stringify(samplePages.exhibitionEs));
    const n = samplePages.exhibitionEs.paragraphs!.length;
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent(
      `Se han tomado los ${n} párrafos de la página «Paisajes de la abstracción».`,
    );
    await expect(JSON.parse(editor.value)).toHaveLength(n);
    await expect(preview(canvasElement).getByRole('heading', { name: 'Presentación' })).toBeVisible();
  },
};

/** Every paragraph type's starter is valid as it comes from the menu. */
export const EveryStarter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: 'Añadir párrafo' });
    await userEvent.click(add);
    const count = menuOf(canvasElement).getAllByRole('button').length;
    await expect(count).toBe(10);
    await userEvent.keyboard('{Escape}');
    for (let i = 0; i < count; i++) {
      await userEvent.click(add);
      await userEvent.click(menuOf(canvasElement).getAllByRole('button')[i]!);
    }
    await expect(canvas.getByText(`${count} párrafos, todos válidos.`)).toBeVisible();
  },
};

/** Errors in a list the site cannot show, the others still shown; an unknown type shows the preview placeholder. */
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
    const shown = preview(canvasElement);
    await expect(shown.getByRole('group', { name: 'Párrafo 2 (Texto)' })).toHaveTextContent('/entity/text: se esperaba un objeto');
    await expect(shown.getByRole('group', { name: 'Párrafo 3 (Llamada a la acción)' })).toHaveTextContent(
      'falta el campo obligatorio «link»',
    );
    await expect(shown.getByRole('group', { name: 'Párrafo 4 (ParagraphFromTheFuture)' })).toHaveTextContent('ParagraphFromTheFuture');
    await expect(shown.getByText(/La forma sigue al paisaje/)).toBeVisible();
    await expect(canvasElement.querySelector('[data-unknown-paragraph="ParagraphFromTheFuture"]')).not.toBeNull();
  },
};

/** Invalid JSON: the syntax error in Spanish; adding waits until it is fixed. */
export const LiveEditing: Story = {
  args: { paragraphs: [{ entity: { type: 'ParagraphQuote', quote: 'Primera versión' } }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = canvas.getByLabelText('Párrafos (JSON)');
    await userEvent.clear(editor);
    await userEvent.type(editor, '[[{{"entity": {{"type": "ParagraphQuote"');
    await expect(await canvas.findByText(/se esperaba un JSON válido/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Añadir párrafo' }));
    await userEvent.click(menuOf(canvasElement).getByRole('button', { name: /^Cita/ }));
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent(/Corrige el JSON antes de añadir párrafos/);
    await userEvent.type(editor, ', "quote": "Segunda versión"}}]');
    await expect(await preview(canvasElement).findByText(/Segunda versión/)).toBeVisible();
    await expect(canvas.getByText('1 párrafo, válido.')).toBeVisible();
  },
};

/** The same in English: the interface language drives the playground's words and its errors. */
export const InEnglish: Story = {
  args: { lang: 'en', paragraphs: [{ entity: { type: 'ParagraphCallToAction', title: 'No link' } }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Paragraph playground' })).toBeVisible();
    const flagged = within(canvas.getByRole('region', { name: 'Preview' })).getByRole('group', { name: 'Paragraph 1 (Call to action)' });
    await expect(flagged).toHaveTextContent('the required field "link" is missing');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy JSON' }));
    await waitFor(() => expect(canvas.getByLabelText('JSON of this combination')).toBeInTheDocument());
  },
};

/** The toolbar's Language drives the playground too. */
export const ToolbarEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add paragraph' })).toBeVisible();
  },
};

export const Mobile: Story = { ...WithErrors, tags: ['mobile'], ...atMobile };
export const Dark: Story = { ...WithErrors, tags: ['theme-fixed'], globals: { theme: 'dark' } };
export const EmptyMobile: Story = {
  tags: ['mobile'],
  ...atMobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Añadir párrafo' }));
    const first = menuOf(canvasElement).getAllByRole('button')[0]!;
    // The menu fits the phone's width.
    await expect(first.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Añadir párrafo' })).toHaveFocus();
  },
};
