/**
 * Interface text for 'Mi visita': the plan, sharing and calendar, in Spanish (also shown on ca, eu and gl pages). A chunk of its
 * own, loaded with the views that use it (`VIEW_TEXT`, pages/views/view-modules.ts), so no other page
 * downloads it; its shape is the one the English file fills.
 */
import type { Widen } from '../catalogue-es.ts';

export const text = {
  visitPage: {
    intro:
      'Guarda aquí obras, exposiciones y actividades para planificar tu visita. La lista se queda solo en este navegador: sin cuenta, sin cookies y sin enviar nada; funciona también sin conexión.',
    saved: 'Guardada en mi visita',
    remove: (title: string) => `Quitar «${title}» de mi visita`,
    removeShort: 'Quitar',
    empty: 'Aún no has guardado nada. Guarda obras, exposiciones y actividades con el botón «Guardar en mi visita» de su página.',
    browseCollection: 'Explorar la colección',
    browseAgenda: 'Ver la programación',
    count: { zero: 'Ninguna entrada', one: '{n} entrada', other: '{n} entradas' },
    share: 'Copiar el enlace para compartir',
    shareCopied: 'Enlace copiado: quien lo abra verá esta lista.',
    shareManual: 'Copia este enlace:',
    calendar: 'Añadir las actividades al calendario (.ics)',
    clear: 'Vaciar la lista',
    shared: (n: number) => `Te han compartido una lista con ${n === 1 ? '1 entrada' : `${n} entradas`}.`,
    addShared: 'Añadir a mi visita',
    addedShared: 'Añadidas a tu visita.',
    today: 'Hoy',
    exhibitions: 'Exposiciones',
    activities: 'Actividades',
    notOnDisplay: 'Obras que ahora no se pueden ver',
    onDisplayElsewhere: 'Obras expuestas (sala sin indicar)',
    floorGroup: (floor: string, building: string) => `${building} · ${floor}`,
    walkNote: 'Ordenadas como un recorrido: edificio, planta y sala.',
    alsoToday: 'También hoy en el museo',
    add: (title: string) => `Guardar «${title}» en mi visita`,
    addShort: 'Guardar',
  },
} as const;

export type Text = { [K in keyof typeof text]: Widen<(typeof text)[K]> };
