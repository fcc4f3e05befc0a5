// The media library (docs/product.md#media-library). `./urls` and `./limits` are free of sharp
// and of the database, for the HTML pipeline, the article cards and the front.
export {
  createMediaLibrary,
  displayFileName,
  altSchema,
  type MediaLibrary,
  type Upload,
} from './library';
export { type MediaError, type MediaErrorCode, type MediaResult, mediaError } from './errors';
export {
  type MediaItem,
  type MediaPage,
  type MediaUse,
  MEDIA_PER_PAGE,
  type StoredVariant,
  mediaRepository,
  type MediaRepository,
} from './repository';
export { processUpload, type ProcessedImage } from './process';
export { sniffImageType } from './sniff';
export { publicFilePath, PUBLIC_FOLDER, ORIGINALS_FOLDER } from './store';
export { handleMediaUpload, readBoundedBody } from './upload-request';
export * from './limits';
export * from './urls';
