import type { ComponentProps } from 'react'
import { Image } from '../runtime/media'

type CoverImageProps = Omit<ComponentProps<typeof Image>, 'src' | 'alt' | 'className'> & {
  /** Absent: the card keeps its box, a neutral placeholder, and everything else it shows (issue 21). */
  src?: string
  /** The picture's class; the placeholder has it too, with the `--none` modifier. */
  className: string
}

/** A card's decorative picture, or a neutral placeholder of the same box when the backend sent none. */
export function CoverImage({ src, className, ...image }: CoverImageProps) {
  if (!src) return <div className={`${className} ${className}--none`} aria-hidden="true" />
  return <Image className={className} src={src} alt="" {...image} />
}
