/**
 * Interface text for whether the museum is open now (pages/rules/opening-hours.ts) and what is on today (pages/rules/today.ts), in Spanish (also
 * shown on ca, eu and gl pages). A chunk of its own, loaded with the views that show it (`VIEW_TEXT`,
 * pages/views/view-props.ts); its shape is the one the English file fills.
 */
import type { Widen } from '../catalogue-es.ts';

export const text = {
  hours: {
    title: 'Hoy en el museo',
    today: 'Hoy',
    openToday: (slots: string) => `Abierto hoy ${slots}`,
    slot: (opens: string, closes: string) => `de ${opens} a ${closes}`,
    and: 'y',
    closingSoon: (closes: string) => `Cierra pronto: abierto hasta las ${closes}`,
    closedToday: (weekday: string) => `Cerrado hoy (${weekday})`,
    closedNow: 'Cerrado ahora',
    opensToday: (time: string) => `Abre hoy a las ${time}`,
    opensTomorrow: (time: string) => `Abre mañana a las ${time}`,
    opensOn: (weekday: string, time: string) => `Abre el ${weekday} a las ${time}`,
    special: 'horario especial',
    hoursLink: 'Horarios y cómo llegar',
  },
  today: {
    title: 'Programa de hoy y mañana',
    today: 'Hoy',
    tomorrow: 'Mañana',
    noActivities: 'No hay actividades programadas.',
    exhibitions: 'Exposiciones abiertas',
    noExhibitions: 'No hay exposiciones abiertas.',
    until: (date: string) => `Hasta el ${date}`,
    agenda: 'Toda la agenda',
    outOfRange: 'Consulta la agenda para ver lo que hay hoy.',
  },
} as const;

export type Text = { [K in keyof typeof text]: Widen<(typeof text)[K]> };
