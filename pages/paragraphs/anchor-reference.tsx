import type { ParagraphView } from '../assembler/types.ts';
import * as styles from './paragraphs.css.ts';

/** The target of an anchor-menu entry: a section heading with the anchor's id. */
export const AnchorReferenceParagraph: ParagraphView<'ParagraphAnchorReference'> = ({ entity }) => (
  <h2 id={entity.anchorId} className={styles.anchorHeading}>
    {entity.title}
  </h2>
);
