/** Interface text for whether the museum is open now, in English (see hours-es.ts). */
import type { Text } from './hours-es.ts';

export const text: Text = {
  hours: {
    title: 'Today at the museum',
    today: 'Today',
    openToday: (slots: string) => `Open today ${slots}`,
    slot: (opens: string, closes: string) => `from ${opens} to ${closes}`,
    and: 'and',
    closingSoon: (closes: string) => `Closing soon: open until ${closes}`,
    closedToday: (weekday: string) => `Closed today (${weekday})`,
    closedNow: 'Closed now',
    opensToday: (time: string) => `Opens today at ${time}`,
    opensTomorrow: (time: string) => `Opens tomorrow at ${time}`,
    opensOn: (weekday: string, time: string) => `Opens on ${weekday} at ${time}`,
    special: 'special hours',
    hoursLink: 'Opening hours and how to get here',
  },
  today: {
    title: "What's on today and tomorrow",
    today: 'Today',
    tomorrow: 'Tomorrow',
    noActivities: 'No activities scheduled.',
    exhibitions: 'Exhibitions open now',
    noExhibitions: 'No exhibitions open.',
    until: (date: string) => `Until ${date}`,
    agenda: 'Full programme',
    outOfRange: "See the programme for what's on today.",
  },
};
