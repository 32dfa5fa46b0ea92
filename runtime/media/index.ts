export { Image } from './image'
export { LazyImg } from './lazy-img'
export { imageSizes, type ImageSize, type ImageSizeName } from './image-sizes'
export {
  configureImageService,
  imageServiceOrigin,
  isTransformable,
  parseImageUrlTemplate,
  resizedImageUrl,
  IMAGE_QUALITY,
  NO_IMAGE_SERVICE,
  RESIZE_FACTOR,
  type ImageService,
} from './image-url'
export { imageTone, toneOfPixels, useImageTone, type ImageTone } from './image-theme'
export { DESKTOP_QUERY, useMediaQuery, usePrefersReducedMotion } from './use-media-query'
export { LAZY_MARGIN_PX, useInView } from './use-in-view'
export { LAZY_ATTRIBUTE_PREFIX, loadLazyImages } from './lazy-images'
