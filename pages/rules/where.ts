/**
 * Where an artwork or a room is in the museum: a room's id ('205.10', as the artwork's
 * status and the showroom name it) found on the buildings' plans of the site configuration.
 */
import type { Language } from '../../generated/types/constants.ts';
import type { Building, BuildingFloor, BuildingRoom, PerLanguageText } from '../../generated/types/content.ts';
import type { FloorPlanProps } from '../../design-system/index.ts';
import type { UiText } from '../i18n/ui-text.ts';

/** An artwork's display status in a few words ('Expuesta en la sala 205.10', 'En préstamo'). */
export const artworkStatusLabel = (status: { status: keyof UiText['artworkStatus']; room?: string }, t: UiText): string =>
  t.artworkStatus[status.status].replace('{room}', status.room ?? '');

interface RoomPlace {
  building: Building;
  floor: BuildingFloor;
  room: BuildingRoom;
}

/** A configured text in `lang`, or in Spanish when it has none in that language. */
export const textIn = (text: PerLanguageText, lang: Language): string => text[lang] ?? text.es ?? '';

/** The building, floor and room of a room id; undefined when no plan has it. */
export function findRoom(buildings: readonly Building[] | undefined, roomId: string | undefined): RoomPlace | undefined {
  if (!roomId) return undefined;
  for (const building of buildings ?? [])
    for (const floor of building.floors) {
      const room = floor.rooms.find((r) => r.id === roomId);
      if (room) return { building, floor, room };
    }
  return undefined;
}

/** The names a visitor reads: building, floor and the room's page in `lang`. */
export function placeIn(place: RoomPlace, lang: Language) {
  return {
    building: textIn(place.building.name, lang),
    buildingHref: place.building.locationPaths?.[lang] ?? place.building.locationPaths?.es,
    floor: textIn(place.floor.name, lang),
    room: place.room.id,
    roomHref: place.room.public === false ? undefined : (place.room.paths?.[lang] ?? place.room.paths?.es),
  };
}

/** The floor's plan with the room to find, as the design system's FloorPlan takes it. */
export function floorPlanProps(place: RoomPlace, lang: Language, t: UiText, currentLabel: string, caption: string): FloorPlanProps {
  const names = placeIn(place, lang);
  return {
    title: t.where.plan(names.floor, names.building),
    width: place.floor.width,
    height: place.floor.height,
    rooms: place.floor.rooms.map((r) => {
      const href = r.public === false ? undefined : (r.paths?.[lang] ?? r.paths?.es);
      return { id: r.id, label: t.where.room(r.id), x: r.x, y: r.y, width: r.width, height: r.height, ...(href ? { href } : {}) };
    }),
    currentId: place.room.id,
    currentLabel,
    caption,
  };
}
