import { RichText } from '../../design-system/index.ts';
import type { ParagraphView } from '../assembler/types.ts';

export const RichTextParagraph: ParagraphView<'ParagraphRichText'> = ({ entity }) => <RichText html={entity.text.value} />;
