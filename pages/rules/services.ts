/**
 * Accessibility services: what activities and exhibitions offer, as the visitor reads
 * them, and how the programme listing and search filter by them.
 */
import type { IconListItem, IconName } from '../../design-system/index.ts';
import type { AccessibilityService } from '../../generated/types/content.ts';
import type { UiText } from '../i18n/ui-text.ts';

/** Every service, in the order they are listed and offered as filters. */
export const SERVICES = [
  'sign-language',
  'audio-description',
  'hearing-loop',
  'easy-read',
  'relaxed-session',
  'step-free',
] as const satisfies readonly AccessibilityService[];
const everyServiceListed: Exclude<AccessibilityService, (typeof SERVICES)[number]> extends never ? true : never = true;
void everyServiceListed;

const ICONS: Record<AccessibilityService, IconName> = {
  'sign-language': 'hand',
  'audio-description': 'eye',
  'hearing-loop': 'ear',
  'easy-read': 'book',
  'relaxed-session': 'moon',
  'step-free': 'access',
};

/** A page's services as labelled icons, in the fixed order. */
export const serviceItems = (services: readonly AccessibilityService[] | undefined, t: UiText): IconListItem[] =>
  SERVICES.filter((s) => services?.includes(s)).map((s) => ({ icon: ICONS[s], label: t.services.names[s] }));

/** The address's value for a service filter, if it is one (anything else filters nothing). */
export const serviceFromParam = (value: string | null): AccessibilityService | undefined => SERVICES.find((s) => s === value);

export const offersService = (
  item: { accessibilityServices?: readonly AccessibilityService[] },
  service: AccessibilityService | undefined,
) => !service || Boolean(item.accessibilityServices?.includes(service));
