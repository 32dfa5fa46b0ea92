import { Stylesheets } from '../blocks/stylesheets'
import { LAZY_ATTRIBUTE_PREFIX } from './lazy-images'
import lazyImgCss from './lazy-img.css?inline'

type LazyImgProps = {
  src: string
  alt: string
  width?: number
  height?: number
  title?: string
  className?: string
}

/**
 * A small picture in an HTML-only block (a logo, an icon, an avatar) that loads as it nears the view,
 * 100 px before it (SPEC §9), through the page's lazy-image loader (runtime/media/lazy-images.ts). The
 * browser's own `loading="lazy"` starts from over a thousand pixels away, in a carousel's later slides
 * too, and each SVG among them is a document of its own the browser lays out on arrival (issue 26: nine
 * customer logos on /solution, fourteen portraits on /ai). Without JavaScript a `<noscript>` copy shows.
 * Not for React islands that wake by themselves: the page's loader leaves their images to React.
 */
export function LazyImg({ src, alt, width, height, title, className }: LazyImgProps) {
  const classes = className ? `lazy-img ${className}` : 'lazy-img'
  return (
    <>
      <Stylesheets css={[lazyImgCss]} />
      <img
        className={classes}
        {...{ [`${LAZY_ATTRIBUTE_PREFIX}src`]: src }}
        data-lazy="pending"
        alt={alt}
        title={title}
        width={width}
        height={height}
        decoding="async"
      />
      <noscript>
        <img className={className} src={src} alt={alt} title={title} width={width} height={height} loading="lazy" />
      </noscript>
    </>
  )
}
