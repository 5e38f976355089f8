import { useRef, useState, type ComponentType } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import type { ImageViewerProps, ZoomDialogProps } from './image-viewer-types.ts';
import * as styles from './ImageViewer.css.ts';

type Dialog = ComponentType<ZoomDialogProps>;
let dialogModule: Promise<Dialog> | undefined;
/** The dialog and OpenSeadragon, fetched the first time a visitor opens a viewer (never in a page's first load). */
const loadDialog = () => (dialogModule ??= import('./ZoomDialog.tsx').then((m) => m.ZoomDialog));

/**
 * "Ampliar la imagen": a button under a picture that opens it full-screen, to zoom and pan by mouse
 * wheel, pinch, buttons and keyboard. The viewer (OpenSeadragon) is loaded on the first press; focus
 * goes to the viewer and comes back to the button when it closes.
 */
export function ImageViewer(props: ImageViewerProps) {
  const [Dialog, setDialog] = useState<Dialog | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const show = () => {
    setLoading(true);
    loadDialog().then(
      (d) => {
        setDialog(() => d);
        setOpen(true);
        setLoading(false);
      },
      (err: unknown) => {
        dialogModule = undefined;
        setLoading(false);
        console.error('[image viewer] could not be loaded', err);
      },
    );
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.openButton}
        aria-haspopup="dialog"
        onClick={show}
        aria-busy={loading || undefined}
        aria-label={props.which ? `${loading ? props.labels.loading : props.labels.open}: ${props.which}` : undefined}
      >
        <Icon name="search" size={18} />
        {loading ? props.labels.loading : props.labels.open}
      </button>
      {Dialog && open && (
        <Dialog
          {...props}
          onClose={() => {
            setOpen(false);
            button.current?.focus();
          }}
        />
      )}
    </>
  );
}
