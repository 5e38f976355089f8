/** Interface text for 'Mi visita': the plan, sharing and calendar, in English (see visit-page-es.ts). */
import type { Text } from './visit-page-es.ts';

export const text: Text = {
  visitPage: {
    intro:
      'Save artworks, exhibitions and activities here to plan your visit. The list stays in this browser only: no account, no cookies, nothing sent; it works offline too.',
    saved: 'Saved to my visit',
    remove: (title: string) => `Remove ‘${title}’ from my visit`,
    removeShort: 'Remove',
    empty: 'Nothing saved yet. Save artworks, exhibitions and activities with the ‘Save to my visit’ button on their page.',
    browseCollection: 'Explore the collection',
    browseAgenda: 'See the programme',
    count: { zero: 'No entries', one: '{n} entry', other: '{n} entries' },
    share: 'Copy the link to share',
    shareCopied: 'Link copied: whoever opens it sees this list.',
    shareManual: 'Copy this link:',
    calendar: 'Add the activities to a calendar (.ics)',
    clear: 'Empty the list',
    shared: (n: number) => `Someone shared a list with ${n === 1 ? '1 entry' : `${n} entries`} with you.`,
    addShared: 'Add to my visit',
    addedShared: 'Added to your visit.',
    today: 'Today',
    exhibitions: 'Exhibitions',
    activities: 'Activities',
    notOnDisplay: 'Artworks that cannot be seen now',
    onDisplayElsewhere: 'Artworks on display (room not given)',
    floorGroup: (floor: string, building: string) => `${building} · ${floor}`,
    walkNote: 'In the order of a walk: building, floor and room.',
    alsoToday: 'Also today at the museum',
    add: (title: string) => `Save ‘${title}’ to my visit`,
    addShort: 'Save',
  },
};
