import { Quote } from '../../design-system/index.ts';
import type { ParagraphView } from '../assembler/types.ts';

export const QuoteParagraph: ParagraphView<'ParagraphQuote'> = ({ entity }) => (
  <Quote quote={entity.quote} author={entity.author} source={entity.source} />
);
