import { useEffect, useRef, type KeyboardEvent } from 'react';
import OpenSeadragon from 'openseadragon';
import { Icon } from '../Icon/Icon.tsx';
import type { ZoomDialogProps } from './image-viewer-types.ts';
import * as styles from './ImageViewer.css.ts';
import { crossesOrigin } from '../../html/cross-origin.ts';

/** How far one press zooms, and how far an arrow key moves the picture (a share of the view). */
const ZOOM_STEP = 1.4;
const PAN_STEP = 0.1;

/**
 * The full-screen viewer: a modal dialog with OpenSeadragon drawing the picture (tiles from a IIIF
 * server where there is one), buttons to zoom in, out and back, and the keys + − 0 and the arrows.
 * Escape closes it (the dialog's own behaviour). With reduced motion, zooming jumps instead of gliding.
 */
/**
 * OpenSeadragon adds a `<style>` of its own the first time it runs (it hides the canvas's focus ring on
 * touch screens), unless the page has one marked `data-openseadragon-mobile-css`. An inline style breaks
 * a Content Security Policy without 'unsafe-inline', and a hidden focus ring fails a keyboard user with
 * a tablet: the mark is put in place, empty, before the viewer runs. The site's policy allows exactly
 * an empty inline style, by its hash (app/serving/http-headers.ts), which can hold no rule.
 */
function claimViewerStyle() {
  if (document.querySelector('style[data-openseadragon-mobile-css]')) return;
  const mark = document.createElement('style');
  mark.setAttribute('data-openseadragon-mobile-css', 'true');
  document.head.appendChild(mark);
}

export function ZoomDialog({ image, title, credit, license, iiifInfo, labels, onClose }: ZoomDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const area = useRef<HTMLDivElement>(null);
  const viewer = useRef<OpenSeadragon.Viewer | null>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const d = dialog.current!;
    d.showModal();
    // Focus on Close: the way out first, then the tools (the dialog would pick the first button).
    closeButton.current?.focus();
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    let v: OpenSeadragon.Viewer | null = null;
    let gone = false;
    void tileSource(iiifInfo, image.src).then((source) => {
      if (gone) return;
      v = openViewer(area.current!, source, crossesOrigin(iiifInfo ?? image.src), still);
      viewer.current = v;
    });
    return () => {
      gone = true;
      v?.destroy();
      viewer.current = null;
    };
  }, [iiifInfo, image.src]);

  const zoom = (by: number) => {
    const v = viewer.current;
    if (!v) return;
    v.viewport.zoomBy(by);
    v.viewport.applyConstraints();
  };
  const pan = (x: number, y: number) => {
    const v = viewer.current;
    if (!v) return;
    const bounds = v.viewport.getBounds();
    v.viewport.panBy(new OpenSeadragon.Point(x * bounds.width * PAN_STEP, y * bounds.height * PAN_STEP));
    v.viewport.applyConstraints();
  };
  const reset = () => viewer.current?.viewport.goHome();

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label={labels.dialog(title)}
      onClose={onClose}
      onKeyDown={(e) => viewerKey(e, { close: () => dialog.current?.close(), zoom, pan, reset })}
    >
      <div className={styles.bar}>
        <div className={styles.tools}>
          <button type="button" className={styles.tool} onClick={() => zoom(ZOOM_STEP)} aria-keyshortcuts="+">
            <span aria-hidden="true">+</span>
            <span className={styles.toolLabel}>{labels.zoomIn}</span>
          </button>
          <button type="button" className={styles.tool} onClick={() => zoom(1 / ZOOM_STEP)} aria-keyshortcuts="-">
            <span aria-hidden="true">−</span>
            <span className={styles.toolLabel}>{labels.zoomOut}</span>
          </button>
          <button type="button" className={styles.tool} onClick={reset} aria-keyshortcuts="0">
            <span aria-hidden="true">0</span>
            <span className={styles.toolLabel}>{labels.reset}</span>
          </button>
        </div>
        <button ref={closeButton} type="button" className={styles.tool} onClick={() => dialog.current?.close()}>
          <Icon name="close" size={20} />
          <span className={styles.toolLabel}>{labels.close}</span>
        </button>
      </div>
      <div ref={area} className={styles.area} role="img" aria-label={image.alt} data-viewer-area="" />
      <div className={styles.caption}>
        <p className={styles.captionTitle}>{title}</p>
        {(credit || license) && <p>{[credit, license].filter(Boolean).join(' · ')}</p>}
        <p className={styles.keys}>{labels.keys}</p>
      </div>
    </dialog>
  );
}

/**
 * What the viewer draws: the picture's IIIF Image service, named by the address its `info.json` was read
 * from (the service's own `id` is absolute for viewers on other sites, and names the public site even
 * where this copy is served from elsewhere: a preview, a test); else the picture itself, as it is when
 * the service cannot be read.
 */
async function tileSource(iiifInfo: string | undefined, src: string): Promise<OpenSeadragon.Options['tileSources']> {
  const plain = { type: 'image', url: src };
  if (!iiifInfo) return plain;
  try {
    const response = await fetch(iiifInfo);
    if (!response.ok) return plain;
    const info = (await response.json()) as Record<string, unknown>;
    const here = new URL(iiifInfo, document.baseURI).href.replace(/\/info\.json$/, '');
    // An info.json as it is, which OpenSeadragon reads as a IIIF tile source (it checks what it needs).
    return { ...info, ...('@id' in info ? { '@id': here } : { id: here }) } as OpenSeadragon.Options['tileSources'];
  } catch {
    return plain;
  }
}

/** OpenSeadragon on `el`, its zoom and readiness written on the element (for tests and styles). */
function openViewer(el: HTMLDivElement, source: OpenSeadragon.Options['tileSources'], crossOrigin: boolean, still: boolean) {
  claimViewerStyle();
  const v = OpenSeadragon({
    element: el,
    tileSources: source,
    // Tiles from another origin (an IIIF image server, the media host) are read as CORS requests: the
    // viewer draws them with WebGL, which takes no image another origin has not allowed.
    crossOriginPolicy: crossOrigin ? 'Anonymous' : false,
    showNavigationControl: false,
    // The dialog handles the keys itself, the same wherever focus is inside it.
    keyboardNavEnabled: false,
    animationTime: still ? 0 : 0.6,
    springStiffness: still ? 100 : 8,
    visibilityRatio: 0.5,
    minZoomImageRatio: 0.8,
    maxZoomPixelRatio: 4,
    gestureSettingsMouse: { clickToZoom: false, dblClickToZoom: true },
    gestureSettingsTouch: { pinchToZoom: true },
  });
  // The zoom it is going to, and whether the picture is shown: on the area, for tests and styles.
  const rounded = (z: number) => String(Math.round(z * 100) / 100);
  v.addHandler('open', () => {
    el.dataset.home = rounded(v.viewport.getHomeZoom());
    el.dataset.ready = 'true';
  });
  v.addHandler('zoom', (e) => (el.dataset.zoom = rounded(e.zoom ?? v.viewport.getZoom())));
  return v;
}

/** The dialog's keys, the same wherever focus is inside it: Escape, + and −, 0, and the arrows. */
function viewerKey(
  e: KeyboardEvent,
  act: { close: () => void; zoom: (by: number) => void; pan: (x: number, y: number) => void; reset: () => void },
) {
  if (e.altKey || e.ctrlKey || e.metaKey) return;
  // Native Escape already closes a modal dialog; this also covers scripted key events.
  if (e.key === 'Escape') {
    e.preventDefault();
    act.close();
    return;
  }
  // Keys on a button keep their own meaning (Enter and Space press it).
  const keys: Record<string, () => void> = {
    '+': () => act.zoom(ZOOM_STEP),
    '=': () => act.zoom(ZOOM_STEP),
    '-': () => act.zoom(1 / ZOOM_STEP),
    '0': act.reset,
    ArrowLeft: () => act.pan(-1, 0),
    ArrowRight: () => act.pan(1, 0),
    ArrowUp: () => act.pan(0, -1),
    ArrowDown: () => act.pan(0, 1),
  };
  const run = keys[e.key];
  if (!run) return;
  e.preventDefault();
  run();
}
