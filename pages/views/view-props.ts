import type { Bundle } from '../../generated/types/constants.ts';
import type { Page } from '../../generated/types/content.ts';
import type { RenderContext } from '../assembler/types.ts';

export type PageOf<B extends Bundle> = Extract<Page, { bundle: B }>;

export interface ViewProps<P extends Page = Page> {
  page: P;
  ctx: RenderContext;
}
