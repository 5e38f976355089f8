import type { ReactNode } from 'react';
import type { Language, ParagraphType } from '../../generated/types/constants.ts';
import type { ParagraphEntity } from '../../generated/types/content.ts';
import type { UiText } from '../i18n/ui-text.ts';
import type { MediaServers } from '../rules/iiif.ts';

export interface RenderContext {
  lang: Language;
  text: UiText;
  /** preview: editors see placeholders for what cannot be shown; production: it is left out. */
  mode: 'production' | 'preview';
  /** Unix seconds: what 'past', 'current' and 'coming soon' are measured against. */
  now: number;
  /** Public origin, for absolute links (calendar). */
  siteUrl: string;
  /** The media host and its IIIF image server, where pictures not under /media/ come in sizes from. */
  media?: MediaServers;
}

export type EntityOf<T extends ParagraphType> = Extract<ParagraphEntity, { type: T }>;

export type ParagraphView<T extends ParagraphType> = (props: { entity: EntityOf<T>; ctx: RenderContext }) => ReactNode;
