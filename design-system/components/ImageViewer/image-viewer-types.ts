/** What the image viewer's button and its dialog take (a module of its own: both import it). */
export interface ImageViewerLabels {
  /** The button that opens the viewer ("Ampliar la imagen"). */
  open: string;
  /** The dialog's name, given the work's title ("Noche en la meseta, ampliada"). */
  dialog: (title: string) => string;
  close: string;
  zoomIn: string;
  zoomOut: string;
  reset: string;
  /** How to use it by keyboard, said under the picture. */
  keys: string;
  /** Said while the viewer's code loads. */
  loading: string;
}

export interface ImageViewerProps {
  image: { src: string; alt: string; width?: number; height?: number };
  /** The work's title (the dialog's name). */
  title: string;
  /** The credit and the licence, shown in the viewer too. */
  credit?: string;
  license?: string;
  /** A IIIF Image API `info.json`: the viewer asks it for tiles and sizes; without it, the picture itself is zoomed. */
  iiifInfo?: string;
  labels: ImageViewerLabels;
  /** Which picture, where several have a button (a gallery): added to the button's name ("Ampliar la imagen: Sala 1"). */
  which?: string;
}

export interface ZoomDialogProps extends ImageViewerProps {
  onClose: () => void;
}
