import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { atDesktop, atMobile, atMobileWidth, onDesktop } from '../../fixtures/story-helpers.ts';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { headerFixture } from '../../fixtures/chrome.ts';
import { Header } from './Header.tsx';

const meta = {
  title: 'Chrome/Header',
  component: Header,
  args: headerFixture,
  parameters: { padded: false },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { ...atDesktop };
export const Mobile: Story = { tags: ['mobile'], ...atMobile };
/**
 * The narrowest desktop (1024 px): the main links tighten to stay on one line, and the menu button
 * shows its icon only, its name kept for assistive technology.
 */
export const NarrowestDesktop: Story = {
  globals: { viewport: { value: 'breakpointDesktop', isRotated: false } },
  play: onDesktop(async ({ canvasElement }) => {
    const nav = within(canvasElement).getAllByRole('navigation', { name: headerFixture.navigationLabel })[0]!;
    const links = within(nav).getAllByRole('link');
    const tops = new Set(links.map((l) => Math.round(l.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    const menu = within(canvasElement).getByRole('button', { name: headerFixture.menuLabel });
    await expect(menu.getBoundingClientRect().width).toBeLessThan(60);
  }),
};
export const Dark: Story = { tags: ['theme-fixed'], globals: { theme: 'dark' } };
export const OnlyOneLanguage: Story = {
  name: 'Page with no translations',
  args: { languages: [{ code: 'es', name: 'Español', href: '/', current: true }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /Idioma/ })).toBeNull();
  },
};

/** The language list toggles, closes on Escape (focus back on the button) and on a click outside. */
export const LanguageList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Idioma: Español/ });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const english = canvas.getByRole('link', { name: 'English' });
    await expect(english).toHaveAttribute('lang', 'en');
    await expect(english).toHaveAttribute('hreflang', 'en');
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
    await userEvent.click(button);
    // A click outside the list (on the header's own background: there at every width).
    await userEvent.click(canvas.getByRole('banner'));
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The main menu opens as a modal dialog, closes on Escape and gives focus back to its button. */
export const MainMenu: Story = {
  tags: ['mobile'],
  ...atMobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Menú' });
    await userEvent.click(button);
    const dialog = await canvas.findByRole('dialog', { name: 'Menú' });
    await waitFor(() => expect(dialog).toHaveAttribute('open'));
    await expect(within(dialog).getByRole('link', { name: 'Exposiciones y actividades' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    await expect(button).toHaveFocus();
  },
};

export const MainMenuOpen: Story = {
  tags: ['mobile'],
  ...atMobile,
  args: { defaultMenuOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'Menú' });
    await expect(within(dialog).getByRole('link', { name: 'Biblioteca' })).toBeVisible();
  },
};
export const MainMenuOpenDark: Story = {
  ...MainMenuOpen,
  tags: ['mobile', 'theme-fixed'],
  globals: { ...atMobile.globals, theme: 'dark' },
};

/**
 * On a phone the menu is the whole header: search, the main links, tickets, the museum's other
 * links and every language of the page (each link in its own language), all reachable by Tab.
 */
export const MainMenuHasEverything: Story = {
  tags: ['mobile'],
  ...atMobile,
  args: { defaultMenuOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement).findByRole('dialog', { name: 'Menú' }));
    await expect(dialog.getByRole('searchbox', { name: 'Buscar en el museo' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Comprar entradas' })).toHaveAttribute('href', 'https://entradas.museo.example');
    const more = within(dialog.getByRole('navigation', { name: 'El museo' }));
    await expect(more.getByRole('link', { name: 'Prensa' })).toHaveAttribute('href', '/prensa');
    const languages = within(dialog.getByRole('navigation', { name: 'Idioma' }));
    const english = languages.getByRole('link', { name: 'English' });
    await expect(english).toHaveAttribute('lang', 'en');
    await expect(english).toHaveAttribute('hreflang', 'en');
    await expect(languages.getByRole('link', { name: 'Español' })).toHaveAttribute('aria-current', 'true');
    // Tab reaches the last language without leaving the dialog.
    english.focus();
    await userEvent.tab();
    await expect(languages.getByRole('link', { name: 'Català' })).toHaveFocus();
  },
};
/**
 * English chosen in the toolbar's Language: the sample site's English menu and the English interface
 * text, on a phone with the menu open.
 */
export const MainMenuInEnglish: Story = {
  ...MainMenuOpen,
  globals: { ...atMobile.globals, locale: 'en' },
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement).findByRole('dialog', { name: 'Menu' }));
    await expect(dialog.getByRole('link', { name: 'Library' })).toBeVisible();
    await expect(dialog.getByRole('searchbox', { name: 'Search the museum' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    // The logo shows "MUSEO": its link's name begins with that word in English too (Label in Name).
    const home = within(canvasElement).getAllByRole('link', { name: /home$/ })[0]!;
    await expect(home.getAttribute('aria-label')).toMatch(/^Museo, National Museum/);
    await expect(home.querySelector('text')).toHaveTextContent('MUSEO');
  },
};
/**
 * Basque chosen in the toolbar: the Basque chrome (its home is /eu) and, as on the site's Basque
 * pages, the Spanish interface text (SPEC §1), each piece marked lang="es" so a Basque voice does not
 * read it, while the Basque menu inside the Spanish-named navigation is marked Basque again.
 */
export const InBasque: Story = {
  globals: { locale: 'eu' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const home = canvas.getAllByRole('link', { name: /inicio$/ })[0]!;
    await expect(home).toHaveAttribute('href', '/eu');
    await expect(home).toHaveAttribute('lang', 'es');
    await expect(canvas.getByRole('button', { name: 'Menú' }).querySelector('[lang="es"]')).toHaveTextContent('Menú');
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('lang', 'eu');
    // The bar's main navigation is a desktop's; on a phone it is in the menu, closed here.
    if (atMobileWidth(canvasElement)) return;
    const nav = canvas.getAllByRole('navigation', { name: 'Navegación principal' })[0]!;
    await expect(nav).toHaveAttribute('lang', 'es');
    await expect(nav.querySelector('ul')).toHaveAttribute('lang', 'eu');
  },
};
/** A page change closes an open menu. */
export const ClosesOnPageChange: Story = {
  ...MainMenuOpen,
  render: function Render(args) {
    const [key, setKey] = useState('/a');
    return (
      <>
        <Header {...args} locationKey={key} />
        <button id="simulate-page-change" type="button" onClick={() => setKey('/b')}>
          Simular cambio de página
        </button>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: 'Menú' });
    // The page behind a modal is inert, as it should be; the router's page change is simulated directly.
    canvasElement.querySelector<HTMLButtonElement>('#simulate-page-change')!.click();
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
  },
};
