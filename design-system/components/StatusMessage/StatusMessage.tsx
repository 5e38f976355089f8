import { ButtonLink } from '../ButtonLink/ButtonLink.tsx';
import { visuallyHidden } from '../../tokens/visually-hidden.css.ts';
import * as styles from './StatusMessage.css.ts';

export interface ResultCountProps {
  /** Already worded for zero, one or many ("No hay resultados", "1 resultado", "24 resultados"). */
  text: string;
  /** Its own live region (default); false inside a live region of the page's, so it is announced once. */
  live?: boolean;
}

/** Announced politely whenever it changes. */
export function ResultCount({ text, live = true }: ResultCountProps) {
  return (
    <p className={styles.count} role={live ? 'status' : undefined}>
      {text}
    </p>
  );
}

export interface LiveStatusProps {
  /** What the region says now: a prompt, "Cargando resultados…", "19 resultados para «paisaje»", or nothing. */
  text: string;
  /** Shows the spinner beside the words. */
  loading?: boolean;
  className?: string;
}

/**
 * A page's one polite live region whose words change in place: its line is always there and nothing
 * else in it changes (the spinner sits beside it, outside), so each new text is one change to the page
 * and is announced once (a count replaced by a new element can be announced for the removal and again
 * for the insertion, and a shown or hidden spinner inside counts as a change too).
 */
export function LiveStatus({ text, loading = false, className }: LiveStatusProps) {
  return (
    <div className={className ? `${styles.liveStatus} ${className}` : styles.liveStatus}>
      <span className={styles.spinner} aria-hidden="true" hidden={!loading} />
      <div aria-live="polite" aria-atomic="true">
        <p className={styles.liveLine}>{text}</p>
      </div>
    </div>
  );
}

export interface EmptyStateProps {
  title: string;
  text?: string;
  action?: { label: string; href: string };
}

/** 'No results found' (search) and 'No results' (a filtered listing). */
export function EmptyState({ title, text, action }: EmptyStateProps) {
  return (
    <div className={styles.panel} role="status">
      <p className={styles.title}>{title}</p>
      {text && <p className={styles.text}>{text}</p>}
      {action && <ButtonLink href={action.href} label={action.label} appearance="secondary" />}
    </div>
  );
}

export interface ErrorMessageProps {
  title: string;
  text: string;
  homeHref: string;
  homeLabel: string;
}

/** Something failed: say so, and offer a way home (SPEC §8, search error). */
export function ErrorMessage({ title, text, homeHref, homeLabel }: ErrorMessageProps) {
  return (
    <div className={styles.errorPanel} role="alert">
      <p className={styles.title}>{title}</p>
      <p className={styles.text}>{text}</p>
      <ButtonLink href={homeHref} label={homeLabel} appearance="secondary" />
    </div>
  );
}

export interface LoadingIndicatorProps {
  label: string;
  /** Show the label next to the spinner (otherwise it is for screen readers only). */
  showLabel?: boolean;
  /** Its own live region (default); false inside a live region of the page's. */
  live?: boolean;
}

export function LoadingIndicator({ label, showLabel = true, live = true }: LoadingIndicatorProps) {
  return (
    <span className={styles.loading} role={live ? 'status' : undefined}>
      <span className={styles.spinner} aria-hidden="true" />
      <span className={showLabel ? undefined : visuallyHidden}>{label}</span>
    </span>
  );
}

export interface SlowNavigationNoticeProps {
  /** Shown when a page change has taken more than a second. */
  visible: boolean;
  label: string;
}

/** The live region exists before it has text, so screen readers announce the text when it appears. */
export function SlowNavigationNotice({ visible, label }: SlowNavigationNoticeProps) {
  return (
    <div role="status" aria-live="polite">
      {visible && (
        <div className={styles.toast}>
          <span className={styles.spinner} aria-hidden="true" />
          {label}
        </div>
      )}
    </div>
  );
}
