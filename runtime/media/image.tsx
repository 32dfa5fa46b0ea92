import { useRef, type CSSProperties } from 'react'
import { imageSizes, phoneImageSizes, type ImageSize, type ImageSizeName } from './image-sizes'
import { isTransformable, resizedImageUrl } from './image-url'
import { useInView } from './use-in-view'
import { LAZY_ATTRIBUTE_PREFIX } from './lazy-images'
import { Stylesheets } from '../blocks/stylesheets'
import imageCss from './image.css?inline'

type ImageProps = {
  src: string
  alt: string
  /** SPEC §9 size name or explicit display size; decides the service resize (1.5x). */
  size: ImageSizeName | ImageSize
  /** Image below 768 px (SPEC §9 mobile breakpoint). */
  mobileSrc?: string
  /** Above the fold (first banner): load at once, with high priority, instead of lazily. */
  priority?: boolean
  className?: string
  style?: CSSProperties
}

const MOBILE_QUERY = '(max-width: 767.98px)'

/**
 * An image at a SPEC §9 size: lazy (loads 100 px before view) unless `priority`, a webp source when an
 * image service is configured, a mobile variant below 768 px. With an image service, a size that is
 * smaller on phones (`phoneImageSizes`: the banner) has phone sources at that size, of the mobile image
 * or else of the image itself. The server and the first browser render produce the same markup; the lazy
 * `src` is set after hydration.
 */
export function Image({ src, alt, size, mobileSrc, priority = false, className, style }: ImageProps) {
  const ref = useRef<HTMLImageElement>(null)
  const visible = useInView(ref, !priority)
  const dimensions = typeof size === 'string' ? imageSizes[size] : size
  const phoneDimensions = typeof size === 'string' ? phoneImageSizes[size] : undefined
  const show = (url: string | undefined) => (visible && url ? url : undefined)
  const mobile = mobileSrc && mobileSrc !== src ? mobileSrc : phoneDimensions && isTransformable(src) ? src : undefined
  const mobileDimensions = phoneDimensions ?? dimensions
  const webp = (url: string, at: ImageSize = dimensions) =>
    isTransformable(url) ? resizedImageUrl(url, at, 'webp') : undefined
  // A lazy image outside an island has no React in the browser: the page's lazy-image loader
  // (lazy-images.ts) sets these URLs once the image comes near the view.
  const later = (attribute: 'src' | 'srcset', url: string | undefined) =>
    priority || !url ? {} : { [`${LAZY_ATTRIBUTE_PREFIX}${attribute}`]: url }

  return (
    <picture className={className ? `media-image ${className}` : 'media-image'} style={style}>
      <Stylesheets css={[imageCss]} />
      {mobile && webp(mobile, mobileDimensions) && (
        <source
          media={MOBILE_QUERY}
          type="image/webp"
          srcSet={show(webp(mobile, mobileDimensions))}
          {...later('srcset', webp(mobile, mobileDimensions))}
        />
      )}
      {mobile && (
        <source
          media={MOBILE_QUERY}
          srcSet={show(resizedImageUrl(mobile, mobileDimensions))}
          {...later('srcset', resizedImageUrl(mobile, mobileDimensions))}
        />
      )}
      {webp(src) && <source type="image/webp" srcSet={show(webp(src))} {...later('srcset', webp(src))} />}
      <img
        ref={ref}
        src={show(resizedImageUrl(src, dimensions))}
        {...later('src', resizedImageUrl(src, dimensions))}
        alt={alt}
        width={dimensions.width}
        height={dimensions.height}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
        data-lazy={priority ? undefined : visible ? 'loaded' : 'pending'}
      />
    </picture>
  )
}
