import { ShowMore } from '../ShowMore/ShowMore.tsx';
import * as styles from './FacetGroup.css.ts';

export interface FacetOption {
  value: string;
  label: string;
  count?: number;
  checked?: boolean;
}

export interface FacetGroupProps {
  legend: string;
  name: string;
  options: FacetOption[];
  /** Options shown before "show more facets". */
  visibleCount?: number;
  moreLabel: (hidden: number) => string;
  lessLabel: string;
  /** With it, the boxes follow `checked` (the page owns the choice); without, they keep their own state. */
  onChange?: (value: string, checked: boolean) => void;
  /** radio: one value at most (a date), checkbox: any number. */
  type?: 'checkbox' | 'radio';
}

/** One search facet: a group of checkboxes, the long tail behind "show more". */
export function FacetGroup({
  legend,
  name,
  options,
  visibleCount = 5,
  moreLabel,
  lessLabel,
  onChange,
  type = 'checkbox',
}: FacetGroupProps) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <ShowMore
        initialCount={visibleCount}
        moreLabel={moreLabel}
        lessLabel={lessLabel}
        items={options.map((o) => (
          <label key={o.value} className={styles.option}>
            <input
              className={styles.checkbox}
              type={type}
              name={name}
              value={o.value}
              {...(onChange
                ? { checked: Boolean(o.checked), onChange: (e) => onChange(o.value, e.currentTarget.checked) }
                : { defaultChecked: o.checked })}
            />
            <span>{o.label}</span>
            {o.count !== undefined && <span className={styles.count}>{o.count}</span>}
          </label>
        ))}
      />
    </fieldset>
  );
}
