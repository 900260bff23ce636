export {
  planPhotoResize,
  preparePhoto,
  PhotoPreparationError,
  PREPARE_MESSAGES,
  type PreparePhotoOptions,
  type ResizePlan,
} from './preparePhoto';
export { isRetryableUpload } from './retry';
export { usePhotoQueue, type QueuedPhoto } from './usePhotoQueue';
export { PhotoQueueList } from './PhotoQueueList';
export { checkPhotos, PhotoPicker, type PhotoPickerMessages } from './PhotoPicker';
