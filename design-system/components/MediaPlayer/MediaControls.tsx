/**
 * The media player's own controls, loaded when a page with a player runs (not in every view's
 * first load): until then, and without JavaScript, the browser's controls play the media.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { PathIcon } from '../Icon/Icon.tsx';
import { formatMediaTime } from './media-time.ts';
import * as styles from './MediaPlayer.css.ts';

/** The words of the player's own controls, in the page's language. */
export interface MediaPlayerLabels {
  /** The name of the control group, from the media's title. */
  controls: (title: string) => string;
  play: string;
  pause: string;
  /** The position slider. */
  position: string;
  /** What the position slider says: '0:12 of 1:30'. */
  time: (current: string, total: string) => string;
  /** A toggle (pressed while silent). */
  mute: string;
  volume: string;
  /** A toggle (pressed while captions show). */
  captions: string;
  fullscreen: string;
  exitFullscreen: string;
}

/** The controls' icons, on the icon set's 24×24 grid; here, so that only pages with a player load them. */
export const MEDIA_ICONS = {
  play: 'M7 4.5l12 7.5-12 7.5z',
  pause: 'M8 5v14M16 5v14',
  volume: 'M4 9h4l5-4v14l-5-4H4zM16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12',
  muted: 'M4 9h4l5-4v14l-5-4H4zM16.5 9.5l5 5M21.5 9.5l-5 5',
  captions: 'M3 5h18v14H3zM10.5 10a2.5 2.5 0 1 0 0 4M17.5 10a2.5 2.5 0 1 0 0 4',
  fullscreen: 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5',
} as const;

interface MediaState {
  paused: boolean;
  current: number;
  duration: number;
  muted: boolean;
  volume: number;
  captions: boolean;
  fullscreen: boolean;
}

const MEDIA_EVENTS = ['play', 'pause', 'ended', 'timeupdate', 'durationchange', 'loadedmetadata', 'volumechange', 'seeked', 'emptied'];
const isCaptionTrack = (t: TextTrack) => t.kind === 'captions' || t.kind === 'subtitles';
/** Arrow keys move 5 s, Page Up/Down 30 s, Home and End to either end. */
const SEEK_KEYS: Record<string, number> = {
  ArrowRight: 5,
  ArrowUp: 5,
  ArrowLeft: -5,
  ArrowDown: -5,
  PageUp: 30,
  PageDown: -30,
  Home: -Infinity,
  End: Infinity,
};

/** The media element's state as React state, from its events; `ready` once the page runs. */
function useMedia(media: RefObject<HTMLMediaElement | null>, stage: RefObject<HTMLElement | null>) {
  const [state, setState] = useState<MediaState>({
    paused: true,
    current: 0,
    duration: 0,
    muted: false,
    volume: 1,
    captions: false,
    fullscreen: false,
  });
  const [ready, setReady] = useState(false);
  const refresh = useRef(() => {});
  useEffect(() => {
    const m = media.current;
    if (!m) return;
    const read = () =>
      setState({
        paused: m.paused,
        current: m.currentTime,
        duration: Number.isFinite(m.duration) ? m.duration : 0,
        muted: m.muted,
        volume: m.volume,
        captions: Array.from(m.textTracks).some((t) => isCaptionTrack(t) && t.mode === 'showing'),
        fullscreen: !!stage.current && document.fullscreenElement === stage.current,
      });
    for (const e of MEDIA_EVENTS) m.addEventListener(e, read);
    m.textTracks.addEventListener('change', read);
    m.textTracks.addEventListener('addtrack', read);
    document.addEventListener('fullscreenchange', read);
    refresh.current = read;
    read();
    setReady(true);
    return () => {
      for (const e of MEDIA_EVENTS) m.removeEventListener(e, read);
      m.textTracks.removeEventListener('change', read);
      m.textTracks.removeEventListener('addtrack', read);
      document.removeEventListener('fullscreenchange', read);
    };
  }, [media, stage]);
  // Some changes announce themselves a task later (a text track's mode): a toggle shows its new state at once.
  return { state, ready, refresh: () => refresh.current() };
}

function ControlButton({
  label,
  icon,
  pressed,
  onClick,
}: {
  label: string;
  icon: keyof typeof MEDIA_ICONS;
  pressed?: boolean;
  onClick: () => void;
}) {
  return (
    <button type="button" className={styles.control} aria-pressed={pressed} onClick={onClick} aria-label={label}>
      <PathIcon d={MEDIA_ICONS[icon]} size={22} />
    </button>
  );
}

/**
 * The player's own controls, in the theme: play, position, time, sound, and for video captions
 * and full screen. Every control is a native button or slider (Tab, Enter, Space, arrows); the
 * sliders say their value in words. Until the page runs the bar is laid out but invisible, so
 * the page does not move when it replaces the browser's controls.
 */
export function Controls({
  media,
  stage,
  title,
  labels,
  video,
}: {
  media: RefObject<HTMLMediaElement | null>;
  stage: RefObject<HTMLElement | null>;
  title: string;
  labels: MediaPlayerLabels;
  video: boolean;
}) {
  const { state, ready, refresh } = useMedia(media, stage);
  const m = () => media.current!;
  const hasCaptions = ready && Array.from(media.current?.textTracks ?? []).some(isCaptionTrack);
  const canFullscreen = video && ready && document.fullscreenEnabled;
  const current = formatMediaTime(state.current);
  const total = formatMediaTime(state.duration);

  const seekBy = (e: KeyboardEvent<HTMLInputElement>) => {
    const step = SEEK_KEYS[e.key];
    if (step === undefined || !state.duration) return;
    e.preventDefault();
    m().currentTime = Math.min(state.duration, Math.max(0, m().currentTime + step));
  };
  return (
    <div
      className={styles.bar}
      role="group"
      aria-label={labels.controls(title)}
      // Until the page runs there is nothing these controls could do: laid out, but not shown or focusable
      // (a class, not a style attribute: the site's CSP allows no inline styles).
      data-ready={ready}
    >
      <ControlButton
        label={state.paused ? labels.play : labels.pause}
        icon={state.paused ? 'play' : 'pause'}
        onClick={() => playOrPause(m())}
      />
      <span className={styles.time} aria-hidden="true">
        {current} / {total}
      </span>
      <input
        className={styles.position}
        type="range"
        aria-label={labels.position}
        aria-valuetext={labels.time(current, total)}
        min={0}
        max={state.duration || 0}
        step="any"
        value={Math.min(state.current, state.duration || 0)}
        disabled={!state.duration}
        onChange={(e) => {
          m().currentTime = Number(e.currentTarget.value);
        }}
        onKeyDown={seekBy}
      />
      <ControlButton
        label={labels.mute}
        icon={state.muted ? 'muted' : 'volume'}
        pressed={state.muted}
        onClick={() => (m().muted = !m().muted)}
      />
      <input
        className={styles.volume}
        type="range"
        aria-label={labels.volume}
        aria-valuetext={`${Math.round((state.muted ? 0 : state.volume) * 100)} %`}
        min={0}
        max={1}
        step={0.05}
        value={state.muted ? 0 : state.volume}
        onChange={(e) => {
          m().volume = Number(e.currentTarget.value);
          m().muted = m().volume === 0;
        }}
      />
      {hasCaptions && (
        <ControlButton label={labels.captions} icon="captions" pressed={state.captions} onClick={() => toggleCaptions(m(), refresh)} />
      )}
      {canFullscreen && (
        <ControlButton
          label={state.fullscreen ? labels.exitFullscreen : labels.fullscreen}
          icon="fullscreen"
          onClick={() => toggleFullscreen(stage.current)}
        />
      )}
    </div>
  );
}

/** Plays a paused player (a refused play, without a gesture, changes nothing), pauses a playing one. */
const playOrPause = (media: HTMLMediaElement) => void (media.paused ? media.play().catch(() => undefined) : media.pause());

/** Shows the first captions track, or hides them all when one is showing. */
function toggleCaptions(media: HTMLMediaElement, refresh: () => void) {
  const tracks = Array.from(media.textTracks).filter(isCaptionTrack);
  const show = !tracks.some((t) => t.mode === 'showing');
  tracks.forEach((t, i) => {
    t.mode = show && i === 0 ? 'showing' : 'hidden';
  });
  refresh();
}

/** The player (its stage: the video with its controls) full screen, or back. */
function toggleFullscreen(stage: HTMLElement | null) {
  if (document.fullscreenElement) void document.exitFullscreen();
  else void stage?.requestFullscreen();
}
