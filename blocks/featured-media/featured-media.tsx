import type { FeaturedMediaBlock } from '../../schemas/blocks.gen'
import blockUiCss from '../../ui/block-ui.css?inline'
import { Stylesheets } from '../../runtime/blocks/stylesheets'
import { Image } from '../../runtime/media'
import featuredMediaCss from './featured-media.css?inline'

const stylesheets = [blockUiCss, featuredMediaCss]

/** The page's video, its image as the poster, or the image alone. */
export function FeaturedMedia({ video, image }: FeaturedMediaBlock) {
  if (!video && !image) return null
  return (
    <div className="block-container featured-media">
      <Stylesheets css={stylesheets} />
      {video ? (
        <video src={video} poster={image} controls preload="none" playsInline data-testid="featured-video" />
      ) : (
        image && <Image src={image} alt="" size="list" />
      )}
    </div>
  )
}
