/** The verdicts on axe's incomplete items (a11y-triage.ts), for the Accessibility report docs page. */
import { A11Y_TRIAGE } from './a11y-triage.ts';
import { Table } from './TokenTables.tsx';
import * as styles from './TokenTables.css.ts';

export const TriageTable = () => (
  <Table
    caption="Incomplete items, reviewed"
    head={['Item', 'axe rule', 'Verdict', 'Why']}
    rows={A11Y_TRIAGE.map((t) => [
      t.what,
      <code key="r" className={styles.code}>
        {t.rule}
      </code>,
      t.verdict,
      t.reason,
    ])}
  />
);
