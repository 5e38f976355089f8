import type { Bundle } from '../../generated/types/constants.ts';
import type { SiteRoute } from '../routes/search-route.ts';

/** Multimedia, podcast and radio pages use the dark theme (SPEC §1, §4), as does any page the CMS forces. */
const DARK_BUNDLES: ReadonlySet<Bundle> = new Set<Bundle>([
  'hubpage_multimedia',
  'page_multimedia',
  'multimedia_video',
  'multimedia_audio',
  'podcast',
  'podcast_channel',
  'home_radio',
]);

export const usesDarkTheme = (bundle: Bundle | SiteRoute, forced = false) => forced || DARK_BUNDLES.has(bundle as Bundle);
