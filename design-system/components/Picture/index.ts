export { Picture, type PictureImage, type PictureSources, type PictureProps } from './Picture.tsx';
