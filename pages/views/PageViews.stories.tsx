import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { STORY_LANGUAGE_NAMES, atMobile, toolbarLanguage } from '../../design-system/fixtures/story-helpers.ts';
import { storyNote } from '../../design-system/fixtures/story.css.ts';
import { usesDarkTheme } from '../rules/theme.ts';
import { expect, userEvent, within } from 'storybook/test';
import { PageDocument } from '../PageDocument.tsx';
import {
  SAMPLE_NOW,
  SAMPLE_TOUR_DAY,
  minimalPage,
  provideSampleProgramme,
  sampleChrome,
  samplePage,
  samplePageAt,
  samplePageIn,
  samplePages,
} from '../fixtures/sample-content.ts';
import { isSiteRoute, previewRoute, searchRoutes } from '../routes/search-route.ts';
import { themeClass } from '../../design-system/index.ts';
import type { Page } from '../../generated/types/content.ts';
import { PreviewViewContext, type PreviewViewLoader } from '../routes/preview-source.tsx';
import { loadView, viewKeyOf } from './view-modules.ts';

// The home and visit pages show today's programme from the language's programme file, as the build gives it.
provideSampleProgramme();

const previewView: PreviewViewLoader = (page) => loadView(viewKeyOf(page));

/**
 * Whole pages assembled from the embedded sample content, exactly as the build renders them.
 *
 * The toolbar's **Language** shows the same page in another language, through its translations (a
 * note says so when the sample has no such translation). The toolbar's **Theme** previews a page
 * with the CMS's 'force dark theme' flag when Dark is chosen; multimedia, podcast and radio pages
 * are dark whatever the toolbar says (SPEC §4), so Light leaves them dark.
 */
const meta = {
  title: 'Pages/Views',
  component: PageDocument,
  parameters: { padded: false, toolbarLanguage: 'own' },
  // A page takes its theme from its bundle (SPEC §4): one test run covers it.
  tags: ['theme-fixed'],
  // The site runs inside a router (the search page reads and writes its query).
  // /preview shows a pasted page with its view, loaded from the view table as the runtime does.
  decorators: [
    (Story) => (
      <MemoryRouter>
        <PreviewViewContext.Provider value={previewView}>
          <Story />
        </PreviewViewContext.Provider>
      </MemoryRouter>
    ),
  ],
  args: { page: samplePages.homeEs, chrome: sampleChrome('es'), now: SAMPLE_NOW },
  render: (args, { globals }) => {
    const lang = toolbarLanguage(globals);
    const cms = isSiteRoute(args.page) ? undefined : args.page;
    const translated = lang && cms ? samplePageIn(cms, lang) : undefined;
    let page = translated ?? args.page;
    if (globals.theme === 'dark' && !isSiteRoute(page) && !usesDarkTheme(page.bundle, page.forceDarkTheme))
      page = { ...page, forceDarkTheme: true };
    return (
      <>
        {lang && !translated && (
          <p role="note" className={storyNote}>
            The sample content has no {STORY_LANGUAGE_NAMES[lang]} version of this page: shown in its own language.
          </p>
        )}
        <PageDocument {...args} page={page} chrome={translated ? sampleChrome(lang!) : args.chrome} />
      </>
    );
  },
} satisfies Meta<typeof PageDocument>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HomepageEs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Museo Nacional de Arte Moderno y Contemporáneo');
    await expect(canvas.getByRole('heading', { name: 'Destacados' })).toHaveAttribute('id', 'destacados');
  },
};
/** The day of the sample's guided tour: today's programme lists it at 12:00, with the exhibition open. */
export const HomepageTodaysProgramme: Story = {
  args: { now: SAMPLE_TOUR_DAY },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Programa de hoy y mañana' });
    await expect(within(region).getAllByRole('listitem')[0]).toHaveTextContent('12:00Visita comentada: Paisajes de la abstracción');
    await expect(within(region).getByRole('link', { name: 'Paisajes de la abstracción' })).toBeInTheDocument();
  },
};
/** The visit page: whether the buildings are open, then today's programme, then its paragraphs. */
export const VisitPage: Story = {
  args: { page: samplePageAt('/visita'), now: SAMPLE_TOUR_DAY },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Hoy en el museo' })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Programa de hoy y mañana' })).toHaveTextContent('12:00Visita comentada');
  },
};
export const VisitPageMobile: Story = { tags: ['mobile'], ...atMobile, args: { page: samplePageAt('/visita'), now: SAMPLE_TOUR_DAY } };
export const HomepageEn: Story = { parameters: { lang: 'en' }, args: { page: samplePages.homeEn, chrome: sampleChrome('en') } };
export const HomepageMobile: Story = { tags: ['mobile'], ...atMobile };
export const ExhibitionEs: Story = {
  args: { page: samplePages.exhibitionEs },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('07 oct 2026 – 02 mar 2027', { selector: 'p' })).toBeInTheDocument();
    // Related content keeps exhibitions only.
    await expect(canvas.getByRole('link', { name: 'La ciudad moderna' })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Visita comentada' })).toBeNull();
    await expect(canvas.getAllByRole('link', { name: 'Exposiciones y actividades', hidden: true })[0]).toHaveAttribute(
      'data-active',
      'true',
    );
  },
};
export const ExhibitionEn: Story = { parameters: { lang: 'en' }, args: { page: samplePages.exhibitionEn, chrome: sampleChrome('en') } };
export const ExhibitionMobile: Story = { args: { page: samplePages.exhibitionEs }, tags: ['mobile'], ...atMobile };
export const ExhibitionForcedDark: Story = {
  args: { page: { ...samplePages.exhibitionEs, forceDarkTheme: true } },
  globals: { theme: 'dark' },
};

export const ActivityUpcoming: Story = {
  args: { page: samplePages.activityEs },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Próximamente')).toBeInTheDocument();
    await expect(canvas.getByText('60 minutos')).toBeInTheDocument();
    await expect(canvas.getByText('25 personas')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Añadir al calendario' })).toBeInTheDocument();
    // The section menu lists the three sections of an activity, all with content here.
    const menu = canvas.getByRole('navigation', { name: 'En esta página' });
    await expect(
      within(menu)
        .getAllByRole('link', { hidden: true })
        .map((a) => a.getAttribute('href')),
    ).toEqual(expect.arrayContaining(['#detalles', '#participantes', '#programa']));
  },
};
export const ActivityPast: Story = {
  args: { page: samplePages.activityEs, now: SAMPLE_NOW + 30 * 86400 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Finalizada')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Añadir al calendario' })).toBeNull();
  },
};
export const ActivityEn: Story = { parameters: { lang: 'en' }, args: { page: samplePages.activityEn, chrome: sampleChrome('en') } };
export const ActivityMobile: Story = { tags: ['mobile'], ...atMobile, args: { page: samplePages.activityEs } };
export const Artwork: Story = {
  args: { page: samplePages.artworkEs },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Expuesta en la sala 205.10')).toBeInTheDocument();
    await expect(canvas.getByText('Óleo sobre lienzo')).toBeInTheDocument();
    await expect(canvas.getAllByRole('link', { name: 'Colecciones', hidden: true })[0]).toHaveAttribute('data-active', 'true');
  },
};
export const ArtworkEn: Story = { parameters: { lang: 'en' }, args: { page: samplePages.artworkEn, chrome: sampleChrome('en') } };
export const PublicationOutOfStock: Story = {
  args: { page: samplePages.publicationEs },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Agotado')).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /^Comprar$/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: /Descargar \(PDF\)/ })).toBeInTheDocument();
    await expect(canvas.getByText('978-84-8026-700-1')).toBeInTheDocument();
  },
};
export const PublicationEn: Story = { parameters: { lang: 'en' }, args: { page: samplePages.publicationEn, chrome: sampleChrome('en') } };

/** The anchors of the section menu, in order. */
const menuAnchors = (canvasElement: HTMLElement) => {
  const nav = canvasElement.querySelector('nav[aria-label="En esta página"], nav[aria-label="On this page"]');
  return nav ? [...nav.querySelectorAll('ul')[0]!.querySelectorAll('a')].map((a) => a.getAttribute('href')) : [];
};

export const Hubpage: Story = {
  args: { page: samplePage('hubpage') },
  play: async ({ canvasElement }) => {
    // The menu comes from the anchors the editor placed in the paragraphs.
    await expect(menuAnchors(canvasElement)).toEqual(['#destacado', '#agenda', '#boletin']);
  },
};
export const HubpageCatalan: Story = { args: { page: samplePage('hubpage', 'ca'), chrome: sampleChrome('ca') } };
export const BasicPage: Story = { args: { page: samplePage('page') } };
export const Itinerancias: Story = {
  args: { page: samplePageAt('/itinerancias') },
  play: async ({ canvasElement }) => {
    // SPEC §1: no header, menu or footer on /itinerancias.
    await expect(canvasElement.querySelector('header')).toBeNull();
    await expect(canvasElement.querySelector('footer')).toBeNull();
  },
};
export const Location: Story = { args: { page: samplePage('location') } };
export const Program: Story = {
  args: { page: samplePage('program') },
  play: async ({ canvasElement }) => {
    await expect(menuAnchors(canvasElement)).toEqual(['#actividades', '#detalles']);
    await expect(within(canvasElement).getAllByRole('link', { name: 'Exposiciones y actividades', hidden: true })[0]).toHaveAttribute(
      'data-active',
      'true',
    );
  },
};
export const Project: Story = { args: { page: samplePage('project') } };
export const Showroom: Story = {
  args: { page: samplePage('showroom') },
  play: async ({ canvasElement }) => {
    await expect(menuAnchors(canvasElement)).toEqual(['#obras', '#artistas']);
    // Authors are unique by id: Elena Asins is listed twice in the content, once here.
    await expect(within(canvasElement).getAllByRole('link', { name: 'Elena Asins' })).toHaveLength(1);
  },
};
export const RestorationProject: Story = {
  args: { page: samplePage('restoration_project') },
  play: async ({ canvasElement }) => {
    await expect(menuAnchors(canvasElement)).toEqual(['#detalles', '#multimedia']);
    // The CMS HTML carried a <script>: it is gone.
    await expect(canvasElement.querySelector('main script')).toBeNull();
  },
};
export const PressNote: Story = {
  args: { page: samplePage('press_note') },
  play: async ({ canvasElement }) => {
    await expect(menuAnchors(canvasElement)).toEqual(['#audios', '#documentos', '#imagenes', '#videos']);
    await expect(within(canvasElement).getByText('18 nov 2026')).toBeInTheDocument();
  },
};
export const Podcast: Story = {
  args: { page: samplePage('podcast') },
  play: async ({ canvasElement }) => {
    await expect(menuAnchors(canvasElement)).toEqual(['#detalles', '#recursos', '#serie']);
    // Podcast pages use the dark theme (SPEC §1), whatever the global theme.
    await expect(canvasElement.querySelector(`.${themeClass('dark').split(' ')[0]}`)).not.toBeNull();
  },
};
export const PodcastEn: Story = { parameters: { lang: 'en' }, args: { page: samplePage('podcast', 'en'), chrome: sampleChrome('en') } };
export const PodcastChannel: Story = {
  args: { page: samplePage('podcast_channel') },
  play: async ({ canvasElement }) => {
    await expect(menuAnchors(canvasElement)).toEqual(['#categorias', '#podcast']);
  },
};
export const HomeRadio: Story = {
  args: { page: samplePage('home_radio') },
  play: async ({ canvasElement }) => {
    await expect(menuAnchors(canvasElement)).toEqual(['#categorias', '#destacados']);
  },
};
export const HomeRadioMobile: Story = { tags: ['mobile'], ...atMobile, args: { page: samplePage('home_radio') } };
export const CollectionArchive: Story = {
  args: { page: samplePage('collection_archive') },
  play: async ({ canvasElement }) => {
    await expect(menuAnchors(canvasElement)).toEqual(['#galeria', '#ficha-tecnica']);
  },
};
export const HubpageMultimedia: Story = { args: { page: samplePage('hubpage_multimedia') } };
export const PageMultimedia: Story = { args: { page: samplePage('page_multimedia') } };
export const MultimediaVideo: Story = {
  args: { page: samplePage('multimedia_video') },
  play: async ({ canvasElement }) => {
    const video = canvasElement.querySelector('video');
    await expect(video?.querySelector('track[kind="captions"]')).not.toBeNull();
    await expect(within(canvasElement).getByText('Transcripción')).toBeInTheDocument();
  },
};
export const MultimediaVideoEn: Story = {
  parameters: { lang: 'en' },
  args: { page: samplePage('multimedia_video', 'en'), chrome: sampleChrome('en') },
};
export const MultimediaAudio: Story = { args: { page: samplePage('multimedia_audio') } };
export const Person: Story = { args: { page: samplePageAt('/personas/elena-asins') } };
export const PersonEn: Story = {
  parameters: { lang: 'en' },
  args: { page: samplePageAt('/en/people/elena-asins'), chrome: sampleChrome('en') },
};
export const Organization: Story = { args: { page: samplePage('organization') } };
export const MinimalExhibition: Story = {
  name: 'Minimal exhibition (required fields only)',
  args: { page: minimalPage('exhibition') },
  play: async ({ canvasElement }) => {
    // Only the details section has content, so only its anchor shows.
    await expect(menuAnchors(canvasElement)).toEqual(['#detalles']);
  },
};
export const MinimalPodcast: Story = {
  name: 'Minimal podcast (required fields only)',
  args: { page: minimalPage('podcast') },
  play: async ({ canvasElement }) => {
    await expect(menuAnchors(canvasElement)).toEqual([]);
  },
};

const searchEs = searchRoutes().find((r) => r.language.id === 'es')!;
const searchEn = searchRoutes().find((r) => r.language.id === 'en')!;
export const SearchShell: Story = {
  args: { page: searchEs },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = within(canvasElement.querySelector('main')!);
    await expect(main.getByRole('searchbox', { name: 'Buscar en el museo' })).toHaveAttribute(
      'placeholder',
      'Exposiciones, actividades, obras, personas…',
    );
    // Before a query: the prompt, no facets yet; the header links to this page.
    await expect(main.getByText('Escribe qué buscas y pulsa «Buscar».')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Buscar en el museo' })).toHaveAttribute('href', '/busqueda');
  },
};
export const SearchShellEn: Story = { parameters: { lang: 'en' }, args: { page: searchEn, chrome: sampleChrome('en') } };

/** /preview before an editor gives it a page: how to use it, and the paste box. */
export const Preview: Story = {
  args: { page: previewRoute() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('JSON de la página'), '{{"id": 1}');
    await userEvent.click(canvas.getByRole('button', { name: 'Comprobar y mostrar' }));
    // With no bundle the document cannot be checked further: the editor is told what is missing.
    await expect(await canvas.findByTestId('preview-errors')).toHaveTextContent('/bundle: se esperaba el campo obligatorio «bundle»');
  },
};

/** /preview with a podcast page pasted: checked, then shown as production shows it, in the dark theme. */
export const PreviewDarkBundle: Story = {
  args: { page: previewRoute() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const podcast = samplePage('podcast');
    await userEvent.click(canvas.getByLabelText('JSON de la página'));
    await userEvent.paste(JSON.stringify(podcast));
    await userEvent.click(canvas.getByRole('button', { name: 'Comprobar y mostrar' }));
    // The view's chunk loads first (as on the site): waited for however long a busy machine takes.
    const heading = await canvas.findByRole('heading', { level: 1, name: podcast.title.value }, { timeout: 30_000 });
    await expect(heading.closest(`[lang="${podcast.language.id}"]`)).toHaveClass(themeClass('dark'));
    // Back to the top, as a visitor sees the page first (the clicks scrolled it; axe then runs on it
    // and would find a link half under the sticky bars, which no visitor meets at rest).
    canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
  },
};

/**
 * The toolbar's Language, as an editor uses it: the same story in each language the sample content
 * has (the homepage, an exhibition and a hub in all five), the document's language following.
 */
const inLanguage = (locale: string, h1: string, lang = locale): Story => ({
  globals: { locale },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(h1);
    await expect(canvasElement.ownerDocument.documentElement.lang).toBe(lang);
    await expect(canvasElement.querySelector('[role="note"]')).toBeNull();
  },
});
export const HomepageCatalan: Story = inLanguage('ca', "Museu Nacional d'Art Modern i Contemporani");
export const HomepageBasque: Story = inLanguage('eu', 'Arte Moderno eta Garaikidearen Museo Nazionala');
export const HomepageGalician: Story = inLanguage('gl', 'Museo Nacional de Arte Moderna e Contemporánea');
export const ExhibitionCatalan: Story = { ...inLanguage('ca', "Paisatges de l'abstracció"), args: { page: samplePages.exhibitionEs } };
export const ExhibitionBasque: Story = { ...inLanguage('eu', 'Abstrakzioaren paisaiak'), args: { page: samplePages.exhibitionEs } };
export const ExhibitionGalician: Story = { ...inLanguage('gl', 'Paisaxes da abstracción'), args: { page: samplePages.exhibitionEs } };
export const HubpageBasque: Story = { ...inLanguage('eu', 'Bildumak'), args: { page: samplePageAt('/colecciones') } };
export const HubpageGalician: Story = { ...inLanguage('gl', 'Coleccións'), args: { page: samplePageAt('/colecciones') } };

/** A language the sample has no translation for: the page in its own language, and a note from Storybook saying so. */
export const LanguageWithoutTranslation: Story = {
  globals: { locale: 'eu' },
  args: { page: samplePages.artworkEs },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent('no Euskara version of this page');
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Noche en la meseta');
  },
};

/** The toolbar's Dark on a light page: the page as the CMS's 'force dark theme' flag shows it. */
export const ToolbarDarkOnALightPage: Story = {
  globals: { theme: 'dark' },
  args: { page: samplePages.activityEs },
  play: async ({ canvasElement }) => {
    // The page's shell carries the dark theme's class, as a page with the flag does on the site.
    await expect(canvasElement.querySelector(`.${themeClass('dark').split(' ')[0]}`)).not.toBeNull();
    await expect(canvasElement.querySelector(`.${themeClass('light').split(' ')[0]}`)).toBeNull();
  },
};

/** Every other view in English, through the toolbar's Language (the sample has each of these pages in es and en). */
const inEnglish = (page: Page): Story => {
  const en = samplePageIn(page, 'en');
  if (!en) throw new Error(`no English sample of ${page.url.path}`);
  return { ...inLanguage('en', en.title.value), args: { page } };
};
export const HubpageEnglish: Story = inEnglish(samplePage('hubpage'));
export const BasicPageEnglish: Story = inEnglish(samplePage('page'));
export const LocationEnglish: Story = inEnglish(samplePage('location'));
export const ProgramEnglish: Story = inEnglish(samplePage('program'));
export const ProjectEnglish: Story = inEnglish(samplePage('project'));
export const ShowroomEnglish: Story = inEnglish(samplePage('showroom'));
export const RestorationProjectEnglish: Story = inEnglish(samplePage('restoration_project'));
export const PressNoteEnglish: Story = inEnglish(samplePage('press_note'));
export const PodcastChannelEnglish: Story = inEnglish(samplePage('podcast_channel'));
export const HomeRadioEnglish: Story = inEnglish(samplePage('home_radio'));
export const CollectionArchiveEnglish: Story = inEnglish(samplePage('collection_archive'));
export const HubpageMultimediaEnglish: Story = inEnglish(samplePage('hubpage_multimedia'));
export const PageMultimediaEnglish: Story = inEnglish(samplePage('page_multimedia'));
export const MultimediaAudioEnglish: Story = inEnglish(samplePage('multimedia_audio'));
export const OrganizationEnglish: Story = inEnglish(samplePage('organization'));
