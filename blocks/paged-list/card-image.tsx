import { Image, imageSizes, resizedImageUrl, type ImageSizeName } from '../../runtime/media'

type CardImageProps = { src: string; size: ImageSizeName; priority?: boolean }

/**
 * A card's picture. A lazy one gets its URL from the page's script as it nears the view; for a visitor
 * without JavaScript (the lists work without it, docs/architecture.md "The lists") a `<noscript>` copy
 * shows instead, the lazy one hidden by CSS (`scripting: none`, paged-list.css).
 */
export function CardImage({ src, size, priority = false }: CardImageProps) {
  const dimensions = imageSizes[size]
  return (
    <>
      <Image src={src} alt="" size={size} priority={priority} />
      {!priority && (
        <noscript>
          <img
            className="paged-list__noscript-image"
            src={resizedImageUrl(src, dimensions)}
            alt=""
            width={dimensions.width}
            height={dimensions.height}
            loading="lazy"
            decoding="async"
          />
        </noscript>
      )}
    </>
  )
}
