import { useId } from 'react';
import * as styles from './SearchBox.css.ts';
import { visuallyHidden as visuallyHiddenClass } from '../../tokens/visually-hidden.css.ts';

export interface SearchBoxProps {
  /** Where the form goes (the search page of the current language). */
  action: string;
  label: string;
  placeholder: string;
  buttonLabel: string;
  name?: string;
  defaultValue?: string;
  /** Hide the label visually (it stays the input's accessible name). */
  hideLabel?: boolean;
  /** Searching as the visitor types (the search page); without it the form is a plain GET form. */
  onQueryChange?: (query: string) => void;
  /** Called instead of submitting the form, when given. */
  onSubmit?: (query: string) => void;
}

/** The search form: a real GET form, so it works before the page is interactive. */
export function SearchBox({
  action,
  label,
  placeholder,
  buttonLabel,
  name = 'q',
  defaultValue,
  hideLabel,
  onQueryChange,
  onSubmit,
}: SearchBoxProps) {
  const id = useId();
  return (
    <form
      className={styles.form}
      role="search"
      action={action}
      method="get"
      onSubmit={(e) => {
        if (!onSubmit) return;
        e.preventDefault();
        onSubmit(new FormData(e.currentTarget).get(name)?.toString() ?? '');
      }}
    >
      <label htmlFor={id} className={hideLabel ? visuallyHiddenClass : styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          className={styles.input}
          type="search"
          name={name}
          placeholder={placeholder}
          defaultValue={defaultValue}
          autoComplete="off"
          enterKeyHint="search"
          onChange={onQueryChange && ((e) => onQueryChange(e.currentTarget.value))}
        />
        <button type="submit" className={styles.button}>
          {buttonLabel}
        </button>
      </div>
    </form>
  );
}
