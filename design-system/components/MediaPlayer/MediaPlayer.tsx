import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import type { Controls as ControlsComponent, MediaPlayerLabels } from './MediaControls.tsx';
import * as styles from './MediaPlayer.css.ts';
import { crossesOrigin } from '../../html/cross-origin.ts';

export type { MediaPlayerLabels } from './MediaControls.tsx';
export { formatMediaTime } from './media-time.ts';

export interface CaptionTrack {
  src: string;
  /** BCP 47 language of the track. */
  srclang: string;
  label: string;
  default?: boolean;
}

interface PlayerBase {
  src: string;
  title: string;
  credit?: string;
  /** The full text of what is said, behind a disclosure (WCAG 1.2.1 / 1.2.3). */
  transcript?: ReactNode;
  transcriptLabel?: string;
  /**
   * With labels, the player draws its own controls in the theme's colours once the page runs
   * (before that, and without JavaScript, the browser's own); without, the browser's.
   */
  labels?: MediaPlayerLabels;
}

export interface VideoPlayerProps extends PlayerBase {
  poster?: string;
  captions?: CaptionTrack[];
}

export type AudioPlayerProps = PlayerBase;

type ControlsProps = Parameters<typeof ControlsComponent>[0];

/** The controls' code once it has come: players mounted later (another page, a remount) show them at once. */
let loadedControls: ComponentType<ControlsProps> | null = null;

/**
 * The controls' code, fetched once the page runs; null until it has come (or if it cannot: the
 * browser's controls stay). Never during hydration: the server's HTML has the browser's controls.
 */
function useOwnControls(wanted: boolean): ComponentType<ControlsProps> | null {
  const [controls, setControls] = useState<ComponentType<ControlsProps> | null>(() => (wanted ? loadedControls : null));
  useEffect(() => {
    if (!wanted || controls) return;
    let live = true;
    import('./MediaControls.tsx').then(
      (m) => {
        loadedControls = m.Controls;
        if (live) setControls(() => m.Controls);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, controls]);
  return controls;
}

/** The bar's place, kept in the server's HTML so that nothing moves when the controls arrive. */
function Bar(props: ControlsProps & { Controls: ComponentType<ControlsProps> | null }) {
  const { Controls, ...rest } = props;
  return Controls ? <Controls {...rest} /> : <div className={styles.bar} data-ready="false" />;
}

function Transcript({ transcript, label }: { transcript?: ReactNode; label?: string }) {
  if (!transcript) return null;
  return (
    <details className={styles.transcript}>
      <summary className={styles.summary}>
        <Icon name="transcript" size={20} />
        {label}
      </summary>
      {transcript}
    </details>
  );
}

/** Captions as text tracks, a transcript, and the theme's own controls (the browser's without JavaScript). */
export function VideoPlayer({ src, title, poster, captions = [], credit, transcript, transcriptLabel, labels }: VideoPlayerProps) {
  const media = useRef<HTMLVideoElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const Controls = useOwnControls(!!labels);
  const own = !!Controls;
  const toggle = () => void (media.current?.paused ? media.current.play().catch(() => undefined) : media.current?.pause());
  return (
    // The transcript follows the figure rather than sitting in it: a figure's caption must be its first or last child.
    <div className={styles.player}>
      <figure className={styles.figure}>
        <div ref={stage} className={styles.stage}>
          {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the caption tracks are the mapped children below */}
          <video
            ref={media}
            className={styles.video}
            controls={!own}
            preload="metadata"
            poster={poster}
            src={src}
            // Captions from another origin (the media host) load only as a CORS request: without this the
            // browser refuses the track, and a deaf visitor gets no captions. The host sends the CORS headers
            // (docs/serving.md), for the video itself too, which this makes a CORS request as well.
            crossOrigin={captions.some((c) => crossesOrigin(c.src)) ? 'anonymous' : undefined}
            aria-label={title}
            // A click on the picture plays or pauses, as on every player; the keyboard has the play button.
            onClick={own ? toggle : undefined}
          >
            {captions.map((c) => (
              <track key={c.src} kind="captions" src={c.src} srcLang={c.srclang} label={c.label} default={c.default} />
            ))}
          </video>
          {labels && <Bar Controls={Controls} media={media} stage={stage} title={title} labels={labels} video />}
        </div>
        <figcaption className={styles.caption}>
          <span className={styles.title}>{title}</span>
          {credit && <span className={styles.credit}>{credit}</span>}
        </figcaption>
      </figure>
      <Transcript transcript={transcript} label={transcriptLabel} />
    </div>
  );
}

export function AudioPlayer({ src, title, credit, transcript, transcriptLabel, labels }: AudioPlayerProps) {
  const media = useRef<HTMLAudioElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const Controls = useOwnControls(!!labels);
  const own = !!Controls;
  return (
    <figure className={`${styles.figure} ${styles.audioFigure}`}>
      <figcaption className={styles.caption}>
        <span className={styles.title}>{title}</span>
        {credit && <span className={styles.credit}>{credit}</span>}
      </figcaption>
      {/* The browser's controls and ours take the same height: swapping them moves nothing. */}
      <div ref={stage} className={styles.audioSlot} data-own={own}>
        {/* eslint-disable-next-line jsx-a11y/media-has-caption -- audio only: its text alternative is the transcript (WCAG 1.2.1) */}
        <audio ref={media} className={styles.audio} controls={!own} preload="metadata" src={src} aria-label={title} />
        {labels && <Bar Controls={Controls} media={media} stage={stage} title={title} labels={labels} video={false} />}
      </div>
      <Transcript transcript={transcript} label={transcriptLabel} />
    </figure>
  );
}
