/**
 * Whether the museum's buildings are open now, in the page's words: on the home page every building
 * with hours ('Hoy en el museo'), on a building's location page its own state. Rendered with the
 * page's moment: the build's render time in the HTML, the visitor's once the view has hydrated.
 */
import { OpeningStatus, Section, type OpeningStatusItem } from '../../design-system/index.ts';
import type { Building, OpeningHours } from '../../generated/types/content.ts';
import type { RenderContext } from '../assembler/types.ts';
import { openingState, openingText, openingTone } from '../rules/opening-hours.ts';

const buildingName = (b: Building, ctx: RenderContext) => b.name[ctx.lang] ?? b.name.es;

export function openingItem(hours: OpeningHours, ctx: RenderContext): OpeningStatusItem {
  const state = openingState(hours, ctx.now);
  return { tone: openingTone(state), text: openingText(state, ctx.text.hours, ctx.lang) };
}

/** The home page's band: every building that states its hours, linked to its page in this language. */
export function MuseumToday({ buildings, ctx }: { buildings: readonly Building[] | undefined; ctx: RenderContext }) {
  const items = (buildings ?? []).flatMap((b) =>
    b.openingHours ? [{ ...openingItem(b.openingHours, ctx), name: buildingName(b, ctx), href: b.locationPaths?.[ctx.lang] }] : [],
  );
  if (!items.length) return null;
  return (
    <Section>
      <OpeningStatus title={ctx.text.hours.title} items={items} />
    </Section>
  );
}

/** The building whose location page this is (by its address in the page's language). */
export const buildingAt = (buildings: readonly Building[] | undefined, path: string, ctx: RenderContext) =>
  buildings?.find((b) => b.locationPaths?.[ctx.lang] === path);
