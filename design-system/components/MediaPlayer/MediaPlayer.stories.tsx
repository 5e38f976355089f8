import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atMobile, atMobileWidth } from '../../fixtures/story-helpers.ts';
import { darkColors } from '../../tokens/theme.css.ts';
import { PathIcon } from '../Icon/Icon.tsx';
import { MEDIA_ICONS } from './MediaControls.tsx';
import { AudioPlayer, VideoPlayer, formatMediaTime, type MediaPlayerLabels } from './MediaPlayer.tsx';

const transcript = <p>Bienvenidas y bienvenidos a Paisajes de la abstracción. En esta primera sala…</p>;
/** The Spanish interface text (pages/i18n/catalogue-es.ts gives the same words to the site). */
const labels: MediaPlayerLabels = {
  controls: (title) => `Controles de «${title}»`,
  play: 'Reproducir',
  pause: 'Pausa',
  position: 'Posición',
  time: (current, total) => `${current} de ${total}`,
  mute: 'Silenciar',
  volume: 'Volumen',
  captions: 'Subtítulos',
  fullscreen: 'Pantalla completa',
  exitFullscreen: 'Salir de pantalla completa',
};
/** Media events come from the decoder: wait for them by what they change, never by time. */
const eventually = { timeout: 15_000 };

const meta = {
  title: 'Content/MediaPlayer',
  component: VideoPlayer,
  args: {
    src: '/media/video/montaje.webm',
    title: 'Cómo se monta una exposición',
    poster: '/media/works/room/page_multimedia-9501-paragraphs-1-entity-video-entity-thumbnail.jpg',
    credit: '© Museo, 2026',
    captions: [{ src: '/media/video/montaje.vtt', srclang: 'es', label: 'Español', default: true }],
    transcript,
    transcriptLabel: 'Transcripción',
    labels,
  },
} satisfies Meta<typeof VideoPlayer>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The player's own controls: play, position (with the time in words), mute, volume, captions and
 * full screen, all native buttons and sliders; the transcript is a disclosure below.
 */
export const Video: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const video = canvasElement.querySelector('video')!;
    // The controls' code comes once the page runs; until then the browser's controls play the video.
    const controls = await canvas.findByRole('group', { name: 'Controles de «Cómo se monta una exposición»' }, eventually);
    await expect(video.controls).toBe(false);
    await expect(controls).toBeVisible();
    await expect(canvasElement.querySelectorAll('track[kind="captions"]')).toHaveLength(1);
    // The position slider comes alive with the duration and says it in words.
    const position = await canvas.findByRole('slider', { name: 'Posición' }, eventually);
    await waitFor(() => expect(position).toBeEnabled(), eventually);
    await expect(position.getAttribute('aria-valuetext')).toBe(`0:00 de ${formatMediaTime(video.duration)}`);
    // Captions show by default; the toggle hides and shows them again.
    const captions = await canvas.findByRole('button', { name: 'Subtítulos' }, eventually);
    await waitFor(() => expect(captions).toHaveAttribute('aria-pressed', 'true'), eventually);
    await userEvent.click(captions);
    await expect(captions).toHaveAttribute('aria-pressed', 'false');
    await expect(video.textTracks[0]!.mode).toBe('hidden');
    await userEvent.click(captions);
    await expect(video.textTracks[0]!.mode).toBe('showing');
    // The transcript opens from its own toggle.
    await userEvent.click(canvas.getByText('Transcripción'));
    await expect(canvas.getByText(/primera sala/)).toBeVisible();
  },
};

/** By keyboard alone: Tab reaches play, Enter plays and the label turns to pause; arrows move 5 s. */
export const VideoByKeyboard: Story = {
  tags: ['theme-fixed'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const video = canvasElement.querySelector('video')!;
    video.muted = true;
    const position = await canvas.findByRole('slider', { name: 'Posición' }, eventually);
    await waitFor(() => expect(position).toBeEnabled(), eventually);
    const play = await canvas.findByRole('button', { name: 'Reproducir' }, eventually);
    // Each control is named on the button itself; its icon is decoration.
    await expect(play).toHaveAttribute('aria-label', 'Reproducir');
    await expect(play.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    play.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Pausa' })).toHaveFocus(), eventually);
    await expect(video.paused).toBe(false);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(video.paused).toBe(true), eventually);
    video.currentTime = 0;
    await userEvent.tab();
    await expect(position).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(video.currentTime).toBe(Math.min(5, video.duration)), eventually);
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(video.currentTime).toBe(video.duration), eventually);
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(video.currentTime).toBe(0), eventually);
    await userEvent.tab();
    const mute = canvas.getByRole('button', { name: 'Silenciar' });
    await expect(mute).toHaveFocus();
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    await expect(mute).toHaveAttribute('aria-pressed', 'false');
    await expect(video.muted).toBe(false);
  },
};

/** Transcript open: the whole text of what is said. */
export const VideoTranscriptOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByText('Transcripción'));
    await expect(canvasElement.querySelector('details')).toHaveProperty('open', true);
  },
};
export const VideoWithoutTranscript: Story = {
  args: { transcript: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('details')).toBeNull();
  },
};
/** Without captions there is no captions toggle. */
export const VideoWithoutCaptions: Story = {
  tags: ['theme-fixed'],
  args: { captions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Subtítulos' })).toBeNull();
  },
};
/** Without labels (and in the server's HTML, before the page runs) the browser's own controls. */
export const VideoBrowserControls: Story = {
  render: (args) => <VideoPlayer {...args} labels={undefined} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('video')!.controls).toBe(true);
    await expect(within(canvasElement).queryByRole('group', { name: /^Controles de/ })).toBeNull();
  },
};
export const VideoMobile: Story = {
  ...atMobile,
  tags: ['mobile'],
  play: async ({ canvasElement }) => {
    // Phones set the volume with their own buttons: the slider goes, mute stays.
    await within(canvasElement).findByRole('button', { name: 'Silenciar' }, eventually);
    const slider = canvasElement.querySelector('input[aria-label="Volumen"]');
    // Opened wider than a phone, the slider is there, as on a desktop.
    await (atMobileWidth(canvasElement) ? expect(slider).not.toBeVisible() : expect(slider).toBeVisible());
    await expect(within(canvasElement).getByRole('button', { name: 'Silenciar' })).toBeVisible();
  },
};
export const VideoDark: Story = {
  tags: ['theme-fixed'],
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(canvasElement.querySelector('video')!).colorScheme).toBe('dark');
    await expect(await within(canvasElement).findByRole('group', { name: /^Controles de/ }, eventually)).toBeVisible();
  },
};

const audio = (args: Story['args']) => (
  <AudioPlayer
    src="/media/audio/episodio-1.wav"
    title="Voces del paisaje · Episodio 1: la línea del horizonte"
    credit={args?.credit}
    transcript={transcript}
    transcriptLabel="Transcripción"
    labels={args?.labels}
  />
);
/** Audio on its panel: play, position, mute and volume (no captions or full screen). */
export const Audio: Story = {
  render: audio,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('group', { name: /^Controles de «Voces del paisaje/ }, eventually)).toBeVisible();
    await expect(canvasElement.querySelector('audio')!.controls).toBe(false);
    await expect(canvas.queryByRole('button', { name: 'Subtítulos' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Pantalla completa' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Silenciar' })).toBeVisible();
    // The volume slider on a desktop; phones set the volume with their own buttons.
    if (atMobileWidth(canvasElement)) await expect(canvasElement.querySelector('input[aria-label="Volumen"]')).not.toBeVisible();
    else await expect(canvas.getByRole('slider', { name: 'Volumen' })).toHaveAttribute('aria-valuetext', '100 %');
  },
};
export const AudioMobile: Story = { ...Audio, ...atMobile, tags: ['mobile'] };
/** In the dark theme the controls take the dark theme's colours, on the player's own panel. */
export const AudioDark: Story = {
  render: audio,
  tags: ['theme-fixed'],
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const audioElement = canvasElement.querySelector('audio')!;
    await expect(getComputedStyle(audioElement).colorScheme).toBe('dark');
    const bar = await within(canvasElement).findByRole('group', { name: /^Controles de/ }, eventually);
    // The bar's own colours, not the browser's: the dark theme's text on its surface.
    const rgb = (hex: string) => `rgb(${[1, 3, 5].map((k) => parseInt(hex.slice(k, k + 2), 16)).join(', ')})`;
    await expect(getComputedStyle(bar).color).toBe(rgb(darkColors.text));
    await expect(getComputedStyle(bar).backgroundColor).toBe(rgb(darkColors.surface));
  },
};
export const AudioBrowserControls: Story = {
  render: (args) => audio({ ...args, labels: undefined }),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('audio')!.controls).toBe(true);
  },
};

/** The controls' own icons (drawn like the icon set, loaded with the controls only). */
export const ControlIcons: Story = {
  render: () => (
    <ul>
      {Object.entries(MEDIA_ICONS).map(([name, d]) => (
        <li key={name}>
          <PathIcon d={d} /> {name}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg[aria-hidden="true"] path')).toHaveLength(Object.keys(MEDIA_ICONS).length);
  },
};
