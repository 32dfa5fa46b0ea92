import type { ImageSize } from './image-sizes'

/**
 * SPEC §9: images are requested at 1.5 times their display size, quality 100, as webp when the browser
 * supports it. That needs an image service in front of the CMS's files; its URL shape is configured as a
 * template, e.g. `{src}?x-oss-process=image/resize,m_fill,w_{width},h_{height}/quality,q_{quality}/format,{format}`
 * (build-time env `PUBLIC_ENV__IMAGE_URL_TEMPLATE`, or `configureImageService()`). Without a template, and
 * always for local assets, SVGs and data URLs, the URL is left as it is.
 */
export const RESIZE_FACTOR = 1.5
export const IMAGE_QUALITY = 100

export type ImageFormat = 'webp' | 'original'
export type ImageService = { template: string | null }

let service: ImageService = { template: readTemplateFromEnv() }

export function configureImageService(next: ImageService): void {
  service = next
}

/** True when `src` goes through the image service (so a webp variant exists). */
export function isTransformable(src: string, template: string | null = service.template): boolean {
  if (!template) return false
  if (!/^(https?:)?\/\//i.test(src)) return false // local asset, data: or blob: URL
  return !/\.svg(\?|#|$)/i.test(src)
}

/** The service URL of `src` at 1.5x `size`, or `src` itself when it is not transformable. */
export function resizedImageUrl(
  src: string,
  size: ImageSize,
  format: ImageFormat = 'original',
  template: string | null = service.template,
): string {
  if (!template || !isTransformable(src, template)) return src
  const values: Record<string, string> = {
    src,
    width: String(Math.round(size.width * RESIZE_FACTOR)),
    height: String(Math.round(size.height * RESIZE_FACTOR)),
    quality: String(IMAGE_QUALITY),
    format: format === 'webp' ? 'webp' : extensionOf(src),
  }
  return template.replace(/\{(src|width|height|quality|format)\}/g, (_, key: string) => values[key])
}

function extensionOf(src: string): string {
  const match = /\.([a-z0-9]+)(\?|#|$)/i.exec(src)
  return match ? match[1].toLowerCase().replace('jpeg', 'jpg') : 'jpg'
}

function readTemplateFromEnv(): string | null {
  const value = import.meta.env.PUBLIC_ENV__IMAGE_URL_TEMPLATE as string | undefined
  return value?.trim() ? value.trim() : null
}
