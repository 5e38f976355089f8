import { DocumentsList, Gallery, Tag } from '../../design-system/index.ts';
import { formatDate } from '../dates/format.ts';
import { documentItems } from '../paragraphs/documents.ts';
import { galleryItems } from '../paragraphs/gallery.tsx';
import { MediaList } from '../paragraphs/media-list.tsx';
import { SectionedPage } from '../sections/SectionedPage.tsx';
import { PageBody } from '../sections/PageBody.tsx';
import { pageHeroProps } from './page-hero.ts';
import type { PageOf, ViewProps } from './view-props.ts';
import { uiTextLang } from '../i18n/ui-text.ts';

/** Press note: audios, documents, images, videos (SPEC §2), each a section only when it has media. */
export function PressNotePage({ page, ctx }: ViewProps<PageOf<'press_note'>>) {
  const t = ctx.text;
  const documents = documentItems(page.documents ?? []);
  const images = galleryItems(
    (page.images ?? []).filter((m) => m.entity.type === 'MediaImage'),
    ctx.text,
    ctx.media,
  );
  const audios = (page.audios ?? []).filter((m) => m.entity.type === 'MediaAudio');
  const videos = (page.videos ?? []).filter((m) => m.entity.type === 'MediaVideo');
  return (
    <SectionedPage
      ctx={ctx}
      hero={{
        ...pageHeroProps(page, ctx.media),
        pretitle: page.hero?.pretitle ?? t.pressNote,
        meta: (page.date || page.category) && (
          <>
            {page.date && <time dateTime={new Date(page.date * 1000).toISOString()}>{formatDate(page.date, ctx.lang)}</time>}{' '}
            {page.category && <Tag lang={uiTextLang(ctx.lang)} label={t.pressCategory[page.category]} />}
          </>
        ),
      }}
      intro={<PageBody page={page} ctx={ctx} />}
      sections={[
        { id: 'audios', label: t.audios, content: audios.length > 0 && <MediaList media={audios} ctx={ctx} /> },
        { id: 'documentos', label: t.documents, content: documents.length > 0 && <DocumentsList items={documents} /> },
        {
          id: 'imagenes',
          label: t.images,
          content: images.length > 0 && <Gallery items={images} zoom={{ labels: t.viewer, title: page.title.value }} />,
        },
        { id: 'videos', label: t.videos, content: videos.length > 0 && <MediaList media={videos} ctx={ctx} /> },
      ]}
    />
  );
}
