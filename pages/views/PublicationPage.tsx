import { ButtonLink, CardGrid, DetailsList, RichText, Tag } from '../../design-system/index.ts';
import { toCard, toImage } from '../paragraphs/images.ts';
import { SectionedPage } from '../sections/SectionedPage.tsx';
import { PageBody } from '../sections/PageBody.tsx';
import { pageHeroProps } from './page-hero.ts';
import type { PageOf, ViewProps } from './view-props.ts';
import * as styles from './views.css.ts';
import { uiTextLang } from '../i18n/ui-text.ts';

/** Publication: description, other publications, details (SPEC §2); format and out of stock. */
export function PublicationPage({ page, ctx }: ViewProps<PageOf<'publication'>>) {
  const t = ctx.text;
  const pdf = page.pdf?.entity.type === 'MediaDocument' ? page.pdf.entity : undefined;
  const downloadable = page.format === 'downloadable' || page.format === 'both';
  const printed = page.format === 'printed' || page.format === 'both' || page.format === undefined;
  const details = (
    [
      [t.authors, page.authors?.join(', ')],
      [t.format, page.format ? t.publicationFormat[page.format] : undefined],
      [t.publicationType, page.publicationType],
      [t.editorialLine, page.editorialLine],
      [t.collection, page.collection],
      [t.year, page.year?.toString()],
      [t.edition, page.edition],
      [t.pages, page.pages?.toString()],
      [t.dimensions, page.dimensions],
      [t.binding, page.binding],
      [t.language, page.publicationLanguages?.join(', ')],
      ['ISBN', page.isbn],
      ['ISSN', page.issn],
      ['NIPO', page.nipo],
      [t.price, page.price],
    ] as const
  ).flatMap(([term, description]) => (description ? [{ term, description }] : []));
  const others = page.otherPublicationsInEditorialLine?.data ?? [];
  return (
    <SectionedPage
      ctx={ctx}
      hero={{
        ...pageHeroProps(page, ctx.media),
        pretitle: page.hero?.pretitle ?? t.publication,
        image: page.cover ? toImage(page.cover, ctx.media) : pageHeroProps(page, ctx.media).image,
        meta: page.outOfStock ? <Tag lang={uiTextLang(ctx.lang)} label={t.outOfStock} tone="notice" /> : undefined,
      }}
      intro={<PageBody page={page} ctx={ctx} />}
      sections={[
        {
          id: 'descripcion',
          label: t.description,
          content: (page.description?.value || pdf || page.buyUrl) && (
            <div className={styles.stack}>
              {page.description?.value && <RichText html={page.description.value} />}
              <div className={styles.actions}>
                {downloadable && pdf && <ButtonLink href={pdf.fileUrl} label={`${t.download} (PDF)`} />}
                {printed && page.buyUrl && !page.outOfStock && <ButtonLink href={page.buyUrl} label={t.buy} appearance="secondary" />}
              </div>
              {page.index?.value && <RichText html={page.index.value} />}
            </div>
          ),
        },
        {
          id: 'otras-publicaciones',
          label: t.otherPublications,
          content: others.length > 0 && <CardGrid headingLevel={3} columns={4} items={others.map((o) => toCard(o, ctx))} />,
        },
        { id: 'ficha', label: t.details, content: details.length > 0 && <DetailsList items={details} /> },
      ]}
    />
  );
}
