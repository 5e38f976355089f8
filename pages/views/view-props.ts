import type { Bundle } from '../../generated/types/constants.ts';
import type { Page } from '../../generated/types/content.ts';
import type { RenderContext } from '../assembler/types.ts';
import type { SiteChromeData } from '../chrome/site-chrome.ts';

export type PageOf<B extends Bundle> = Extract<Page, { bundle: B }>;

export interface ViewProps<P extends Page = Page> {
  page: P;
  ctx: RenderContext;
  /** The language's shared data (the buildings' plans, for where a work is); every page view is given it. */
  chrome?: Pick<SiteChromeData, 'buildings'>;
}
