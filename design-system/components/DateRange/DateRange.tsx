import * as styles from './DateRange.css.ts';

export interface DateValue {
  /** Machine-readable date for <time datetime>, e.g. 2026-10-07 or 2026-10-07T18:00+02:00. */
  iso: string;
  /** As the visitor reads it, already formatted in the page's language. */
  label: string;
}

export interface DateRangeProps {
  start: DateValue;
  end?: DateValue;
  /** Prefix such as "Hasta el" for an ongoing range shown by its end only. */
  prefix?: string;
}

/** One date, or a range of two: always real <time> elements. */
export function DateRange({ start, end, prefix }: DateRangeProps) {
  return (
    <span className={styles.range}>
      {prefix && <>{prefix} </>}
      <time dateTime={start.iso}>{start.label}</time>
      {end && end.label !== start.label && (
        <>
          {' – '}
          <time dateTime={end.iso}>{end.label}</time>
        </>
      )}
    </span>
  );
}
