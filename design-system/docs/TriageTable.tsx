/** The verdicts on axe's incomplete items (a11y-triage.ts), for the Accessibility report docs page. */
import { A11Y_TRIAGE } from './a11y-triage.ts';
import * as styles from './TokenTables.css.ts';

export const TriageTable = () => (
  <table className={styles.table}>
    <caption className={styles.heading}>Incomplete items, reviewed</caption>
    <thead>
      <tr>
        {['Item', 'axe rule', 'Verdict', 'Why'].map((h) => (
          <th key={h} scope="col" className={styles.cell}>
            {h}
          </th>
        ))}
      </tr>
    </thead>
    <tbody>
      {A11Y_TRIAGE.map((t) => (
        <tr key={t.id}>
          <th scope="row" className={styles.cell}>
            {t.what}
          </th>
          <td className={styles.cell}>
            <code className={styles.code}>{t.rule}</code>
          </td>
          <td className={styles.cell}>{t.verdict}</td>
          <td className={styles.cell}>{t.reason}</td>
        </tr>
      ))}
    </tbody>
  </table>
);
