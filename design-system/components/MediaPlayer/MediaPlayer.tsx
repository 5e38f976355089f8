import type { ReactNode } from 'react';
import * as styles from './MediaPlayer.css.ts';

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
}

export interface VideoPlayerProps extends PlayerBase {
  poster?: string;
  captions?: CaptionTrack[];
}

function Transcript({ transcript, label }: { transcript?: ReactNode; label?: string }) {
  if (!transcript) return null;
  return (
    <details className={styles.transcript}>
      <summary className={styles.summary}>{label}</summary>
      {transcript}
    </details>
  );
}

/** The browser's own controls (keyboard operable everywhere), captions as text tracks, and a transcript. */
export function VideoPlayer({ src, title, poster, captions = [], credit, transcript, transcriptLabel }: VideoPlayerProps) {
  return (
    // The transcript follows the figure rather than sitting in it: a figure's caption must be its first or last child.
    <div className={styles.player}>
      <figure className={styles.figure}>
        {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the caption tracks are the mapped children below */}
        <video className={styles.video} controls preload="metadata" poster={poster} src={src} aria-label={title}>
          {captions.map((c) => (
            <track key={c.src} kind="captions" src={c.src} srcLang={c.srclang} label={c.label} default={c.default} />
          ))}
        </video>
        <figcaption className={styles.caption}>
          <span className={styles.title}>{title}</span>
          {credit && <span className={styles.credit}>{credit}</span>}
        </figcaption>
      </figure>
      <Transcript transcript={transcript} label={transcriptLabel} />
    </div>
  );
}

export type AudioPlayerProps = PlayerBase;

export function AudioPlayer({ src, title, credit, transcript, transcriptLabel }: AudioPlayerProps) {
  return (
    <figure className={`${styles.figure} ${styles.audioFigure}`}>
      <figcaption className={styles.caption}>
        <span className={styles.title}>{title}</span>
        {credit && <span className={styles.credit}>{credit}</span>}
      </figcaption>
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- audio only: its text alternative is the transcript (WCAG 1.2.1) */}
      <audio className={styles.audio} controls preload="metadata" src={src} aria-label={title} />
      <Transcript transcript={transcript} label={transcriptLabel} />
    </figure>
  );
}
