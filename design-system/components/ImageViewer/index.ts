export * from './ImageViewer.tsx';
export type { ImageViewerLabels, ImageViewerProps } from './image-viewer-types.ts';
