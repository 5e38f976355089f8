import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AudioPlayer, VideoPlayer } from './MediaPlayer.tsx';

const transcript = <p>Bienvenidas y bienvenidos a Paisajes de la abstracción. En esta primera sala…</p>;
const meta = {
  title: 'Content/MediaPlayer',
  component: VideoPlayer,
  args: {
    src: '/media/video/montaje.webm',
    title: 'Cómo se monta una exposición',
    poster: '/media/works/room/page_multimedia-9501.svg',
    credit: '© Museo, 2026',
    captions: [{ src: '/media/video/montaje.vtt', srclang: 'es', label: 'Español', default: true }],
    transcript,
    transcriptLabel: 'Transcripción',
  },
} satisfies Meta<typeof VideoPlayer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Video: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelectorAll('track[kind="captions"]')).toHaveLength(1);
    await userEvent.click(canvas.getByText('Transcripción'));
    await expect(canvas.getByText(/primera sala/)).toBeVisible();
  },
};
export const VideoWithoutTranscript: Story = { args: { transcript: undefined } };
export const Audio: Story = {
  render: (args) => (
    <AudioPlayer
      src="/media/audio/episodio-1.wav"
      title="Voces del paisaje · Episodio 1: la línea del horizonte"
      credit={args.credit}
      transcript={transcript}
      transcriptLabel="Transcripción"
    />
  ),
};
/** In the dark theme the browser draws its dark controls, on the player's own panel. */
export const AudioDark: Story = {
  ...Audio,
  tags: ['theme-fixed'],
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const audio = canvasElement.querySelector('audio')!;
    await expect(getComputedStyle(audio).colorScheme).toBe('dark');
  },
};
export const VideoDarkControls: Story = {
  tags: ['theme-fixed'],
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(canvasElement.querySelector('video')!).colorScheme).toBe('dark');
  },
};
