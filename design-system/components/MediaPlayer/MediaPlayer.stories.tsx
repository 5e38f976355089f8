import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AudioPlayer, VideoPlayer } from './MediaPlayer.tsx';

const transcript = <p>Bienvenidas y bienvenidos a Paisajes de la abstracción. En esta primera sala…</p>;
const meta = {
  title: 'Content/MediaPlayer',
  component: VideoPlayer,
  args: {
    src: '/media/video/paisajes.mp4',
    title: 'Paisajes de la abstracción: recorrido con la comisaria',
    poster: '/media/artworks/paisaje-rojo.svg',
    credit: '© Museo, 2026',
    captions: [
      { src: '/media/video/paisajes.es.vtt', srclang: 'es', label: 'Español', default: true },
      { src: '/media/video/paisajes.en.vtt', srclang: 'en', label: 'English' },
    ],
    transcript,
    transcriptLabel: 'Transcripción',
  },
} satisfies Meta<typeof VideoPlayer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Video: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelectorAll('track[kind="captions"]')).toHaveLength(2);
    await userEvent.click(canvas.getByText('Transcripción'));
    await expect(canvas.getByText(/primera sala/)).toBeVisible();
  },
};
export const VideoWithoutTranscript: Story = { args: { transcript: undefined } };
export const VideoDark: Story = { tags: ['theme-fixed'], globals: { theme: 'dark' } };
export const Audio: Story = {
  render: (args) => (
    <AudioPlayer
      src="/media/audio/episodio-12.mp3"
      title="Escuchar la abstracción · Episodio 12"
      credit={args.credit}
      transcript={transcript}
      transcriptLabel="Transcripción"
    />
  ),
};
export const AudioDark: Story = { ...Audio, tags: ['theme-fixed'], globals: { theme: 'dark' } };
