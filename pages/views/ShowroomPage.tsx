import { CardGrid, FloorPlan, artworkStatusTag } from '../../design-system/index.ts';
import { toCard, toImage } from '../paragraphs/images.ts';
import { uniqueById } from '../rules/media.ts';
import { artworkStatusLabel, findRoom, floorPlanProps, placeIn } from '../rules/where.ts';
import { SectionedPage } from '../sections/SectionedPage.tsx';
import { PageBody } from '../sections/PageBody.tsx';
import { pageHeroProps } from './page-hero.ts';
import type { PageOf, ViewProps } from './view-props.ts';

/** Showroom: artworks, artists (SPEC §2); artists unique by id; the other rooms of its floor. */
export function ShowroomPage({ page, ctx, chrome }: ViewProps<PageOf<'showroom'>>) {
  const t = ctx.text;
  const place = findRoom(chrome?.buildings, page.room);
  const names = place && placeIn(place, ctx.lang);
  const artworks = page.artworks?.data ?? [];
  const authors = uniqueById(page.authors);
  const otherRooms = (page.floor?.showrooms ?? []).filter((r) => r.entity.id !== page.id);
  return (
    <SectionedPage
      ctx={ctx}
      hero={{
        ...pageHeroProps(page, ctx.media),
        pretitle: page.hero?.pretitle ?? (page.floor ? `${t.showroom} · ${page.floor.name}` : t.showroom),
        image: page.image ? toImage(page.image, ctx.media) : pageHeroProps(page, ctx.media).image,
      }}
      intro={<PageBody page={page} ctx={ctx} />}
      sections={[
        {
          // Where the room is; out of the anchor menu, which SPEC §2 gives artworks and artists.
          id: 'plano',
          label: t.where.roomTitle,
          inMenu: false,
          content: place && names && (
            <FloorPlan {...floorPlanProps(place, ctx.lang, t, t.where.thisRoom, t.where.roomIs(names.room, names.floor, names.building))} />
          ),
        },
        {
          id: 'obras',
          label: t.artworks,
          // Each work says where it is now: the room's works move while the collection is rehung.
          content: artworks.length > 0 && (
            <CardGrid
              headingLevel={3}
              columns={4}
              items={artworks.map((a) => ({
                ...toCard(a, ctx),
                ...(a.status && {
                  badges: [artworkStatusTag({ status: a.status.status, label: artworkStatusLabel(a.status, t) })],
                  badgesLabel: t.where.title,
                }),
              }))}
            />
          ),
        },
        {
          id: 'artistas',
          label: t.artists,
          content: authors.length > 0 && <CardGrid headingLevel={3} columns={4} items={authors.map((a) => toCard(a.entity, ctx))} />,
        },
        {
          // A band of its own, not a part of 'Artists'; SPEC §2's menu for showrooms is artworks and artists.
          id: 'otras-salas',
          label: t.otherRooms,
          inMenu: false,
          content: otherRooms.length > 0 && <CardGrid headingLevel={3} columns={4} items={otherRooms.map((r) => toCard(r.entity, ctx))} />,
        },
      ]}
    />
  );
}
