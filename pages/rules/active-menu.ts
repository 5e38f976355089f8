import type { Bundle } from '../../generated/types/constants.ts';
import type { SiteRoute } from '../routes/search-route.ts';

/** SPEC §2: which main-menu entry is active for a page. */
export function activeMenuLinkId(bundle: Bundle | SiteRoute, pageActiveMenuLinkId: string | undefined): string | undefined {
  if (bundle === 'activity' || bundle === 'exhibition' || bundle === 'program' || bundle === 'project') return 'actividadesExposiciones';
  if (bundle === 'artwork') return 'coleccion';
  return pageActiveMenuLinkId;
}
