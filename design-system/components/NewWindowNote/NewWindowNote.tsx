import { useLinkNotes } from '../../i18n/link-notes.ts';
import { newWindowMark } from '../../tokens/link-note.css.ts';
import { visuallyHidden } from '../../tokens/visually-hidden.css.ts';

/**
 * Inside a link that opens a new window: an icon, and for assistive technology the words "abre una
 * ventana nueva" (the page's interface text, design-system/i18n/link-notes.ts), so the link's name
 * says that Back will not return here.
 */
export function NewWindowNote() {
  const notes = useLinkNotes();
  return (
    <>
      <span className={newWindowMark} aria-hidden="true" />
      {notes && (
        <span className={visuallyHidden} lang={notes.lang}>
          {` (${notes.newWindow})`}
        </span>
      )}
    </>
  );
}
