import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { atMobile, atReflow, expectNoHorizontalScroll, expectTargetSize } from '../../fixtures/story-helpers.ts';
import { VisitList, type VisitListGroup, type VisitListProps } from './VisitList.tsx';

const entry = (key: string, kicker: string, title: string, meta: string) => ({
  key,
  href: key,
  title,
  kicker,
  meta,
  removeLabel: `Quitar «${title}» de mi visita`,
  removeText: 'Quitar',
});
const groups: VisitListGroup[] = [
  {
    id: 'hoy',
    title: 'Hoy',
    entries: [
      entry(
        '/actividades/visita',
        'Actividad',
        'Visita comentada: Paisajes de la abstracción',
        'sábado 28 nov 2026 a las 12:00 · Edificio Sabatini, planta 3',
      ),
    ],
  },
  {
    id: 'planta-sabatini-2',
    title: 'Edificio Sabatini · Planta 2',
    entries: [
      entry('/coleccion/obra/estudio-amarillo', 'Obra', 'Estudio amarillo', 'Sala 205.10'),
      entry('/coleccion/obra/noche-meseta', 'Obra', 'Noche en la meseta', 'Sala 205.11'),
    ],
  },
  {
    id: 'otras-obras',
    title: 'Obras que ahora no se pueden ver',
    entries: [entry('/coleccion/obra/ciudad-nocturna', 'Obra', 'Ciudad nocturna', '')],
  },
];

/** A stateful wrapper: removing an entry takes it out, and says so. */
function Stateful(props: VisitListProps) {
  const [shown, setShown] = useState(props.groups);
  const [notice, setNotice] = useState<string | undefined>();
  const remove = (key: string, title: string) => {
    setShown((gs) => gs.map((g) => ({ ...g, entries: g.entries.filter((e) => e.key !== key) })).filter((g) => g.entries.length));
    setNotice(`«${title}» quitada de tu visita.`);
  };
  return (
    <VisitList
      {...props}
      notice={notice}
      groups={shown.map((g) => ({ ...g, entries: g.entries.map((e) => ({ ...e, onRemove: () => remove(e.key, e.title) })) }))}
    />
  );
}

const meta = {
  title: 'Content/VisitList',
  component: VisitList,
  args: {
    groups,
    note: 'Ordenadas como un recorrido: edificio, planta y sala.',
    actions: [
      { label: 'Copiar el enlace para compartir', icon: 'share', onClick: () => {} },
      { label: 'Añadir las actividades al calendario (.ics)', icon: 'calendar', onClick: () => {} },
      { label: 'Vaciar la lista', icon: 'trash', onClick: () => {} },
    ],
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof VisitList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Groups in walking order, each an ordered list; every entry can be removed with a button named after it. */
export const Plan: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Hoy',
      'Edificio Sabatini · Planta 2',
      'Obras que ahora no se pueden ver',
    ]);
    const remove = canvas.getByRole('button', { name: 'Quitar «Noche en la meseta» de mi visita' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('link', { name: 'Noche en la meseta' })).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('«Noche en la meseta» quitada de tu visita.');
    await expectTargetSize(canvasElement);
  },
};
/** A list shared with the visitor: nothing to remove, one action to keep it. */
export const Shared: Story = {
  args: {
    groups: groups.map((g) => ({
      ...g,
      entries: g.entries.map(({ key, href, title, kicker, meta }) => ({ key, href, title, kicker, meta })),
    })),
    actions: [{ label: 'Añadir a mi visita', icon: 'bookmark', onClick: () => {} }],
    note: undefined,
  },
  render: (args) => <VisitList {...args} />,
};
export const Dark: Story = { tags: ['theme-fixed'], globals: { theme: 'dark' } };
export const Mobile: Story = { tags: ['mobile'], ...atMobile };
export const Reflow: Story = { tags: ['reflow'], ...atReflow, play: ({ canvasElement }) => expectNoHorizontalScroll(canvasElement) };
/** The day's other activities, suggested with a button to add each, named after it. */
export const Suggestions: Story = {
  args: {
    actions: undefined,
    note: undefined,
    groups: [
      {
        id: 'tambien-hoy',
        title: 'También hoy en el museo',
        entries: [
          {
            key: '/actividades/conferencia',
            href: '/actividades/conferencia',
            title: 'Conferencia: la abstracción y la tierra',
            kicker: 'Actividad',
            meta: 'sábado 28 nov 2026 a las 18:00',
            addLabel: 'Guardar «Conferencia: la abstracción y la tierra» en mi visita',
            addText: 'Guardar',
            onAdd: () => {},
          },
        ],
      },
    ],
  },
  render: (args) => <VisitList {...args} />,
  play: async ({ canvasElement }) => {
    const add = within(canvasElement).getByRole('button', { name: 'Guardar «Conferencia: la abstracción y la tierra» en mi visita' });
    await expect(add).toBeVisible();
    await expectTargetSize(canvasElement);
  },
};
export const SuggestionsDark: Story = { ...Suggestions, tags: ['theme-fixed'], globals: { theme: 'dark' } };
