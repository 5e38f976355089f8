import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RichText } from './RichText.tsx';
import { sanitizeHtml } from './sanitizeHtml.ts';

const meta = {
  title: 'Paragraphs/RichText',
  component: RichText,
  args: {
    html: '<h2>Recorrido</h2><p>La muestra se organiza en <strong>cinco salas</strong>. Consulte el <a href="/visita">horario</a>.</p><ul><li>Tierra</li><li>Horizonte</li></ul><blockquote><p>Una cita destacada.</p></blockquote>',
  },
} satisfies Meta<typeof RichText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Dark: Story = { tags: ['theme-fixed'], globals: { theme: 'dark' } };
export const Table: Story = {
  args: {
    html: '<table><caption>Horario</caption><thead><tr><th scope="col">Día</th><th scope="col">Horas</th></tr></thead><tbody><tr><td>Lunes</td><td>10:00–21:00</td></tr></tbody></table>',
  },
};

/**
 * Scripts, event handlers and javascript: URLs never reach the page: HTML from outside goes through
 * `sanitizeHtml` (the build does it for every CMS field), and an unclosed tag stays in its own block.
 */
export const Sanitised: Story = {
  args: {
    html: sanitizeHtml(
      '<p onclick="alert(1)">Texto <a href="javascript:alert(1)">enlace</a></p><script>window.__xss = 1</script><img src="x" onerror="window.__xss=2" alt="imagen rota"><a href="https://example.org" target="_blank">externo</a><p>Sin cerrar: <a href="https://example.org/otro">enlace',
    ),
  },
  play: async ({ canvasElement }) => {
    const html = canvasElement.innerHTML;
    await expect(html).not.toMatch(/onclick|onerror|javascript:|<script/i);
    await expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
    await expect(canvasElement.querySelector('a[target="_blank"]')).toHaveAttribute('rel', 'noopener noreferrer');
    // The unclosed link ends with the text (and the words saying it opens a new window): nothing after the rich text is inside it.
    await expect(canvasElement.querySelector('a[href="https://example.org/otro"]')?.textContent).toBe('enlace (abre una ventana nueva)');
  },
};
