import { Cards, iconNames, type IconName, type TonedText } from '../../design-system/index.ts';
import type { ColoredText } from '../../generated/types/content.ts';
import type { ParagraphView } from '../assembler/types.ts';
import { DEFAULT_LANGUAGE } from '../../generated/types/constants.ts';

const toned = (c: ColoredText | undefined): TonedText | undefined => (c?.value ? { text: c.value, tone: c.color } : undefined);
const knownIcon = (id: string | undefined) => ((iconNames as string[]).includes(id ?? '') ? (id as IconName) : undefined);

export const CardsParagraph: ParagraphView<'ParagraphCards'> = ({ entity, ctx }) => (
  <Cards
    pretitle={toned(entity.pretitleColor)}
    heading={toned(entity.headingColor)}
    subtitle={toned(entity.subtitleColor)}
    layout={entity.rowStyle?.behaviour ?? 'grid'}
    columns={(entity.wrapDesktopColumns ?? 3) as 1 | 2 | 3 | 4}
    cards={entity.cards.map((card) => ({
      title: toned(card.titleColor),
      icon: knownIcon(card.icon?.id),
      html: card.content.value,
      tone: card.color,
      action: card.callToAction ? { label: card.callToAction.title, href: card.callToAction.url.path } : undefined,
      // An untranslated card is shown in Spanish and says so to assistive technology.
      lang: card.translated === false && ctx.lang !== DEFAULT_LANGUAGE ? DEFAULT_LANGUAGE : undefined,
    }))}
    action={entity.callToAction ? { label: entity.callToAction.title, href: entity.callToAction.url.path } : undefined}
    actionAppearance={entity.callToActionStyle}
  />
);
