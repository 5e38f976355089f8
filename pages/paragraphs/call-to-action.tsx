import { ButtonLink } from '../../design-system/index.ts';
import type { ParagraphView } from '../assembler/types.ts';
import * as styles from './call-to-action.css.ts';

export const CallToActionParagraph: ParagraphView<'ParagraphCallToAction'> = ({ entity }) => (
  <div className={styles.root}>
    {entity.title && <h2 className={styles.title}>{entity.title}</h2>}
    {entity.text && <p className={styles.text}>{entity.text}</p>}
    <ButtonLink
      href={entity.link.url.path}
      label={entity.link.title}
      appearance={entity.style}
      newWindow={entity.link.target === '_blank'}
    />
  </div>
);
