import type { ImageSize } from './image-sizes'

/**
 * SPEC §9: images are requested at 1.5 times their display size, quality 100, as webp when the browser
 * supports it. That needs an image service in front of the CMS's files; its URL shape is configured as a
 * template, e.g. `{src}?x-oss-process=image/resize,m_fill,w_{width},h_{height}/quality,q_{quality}/format,{format}`.
 * The server reads it at start (IMAGE_URL_TEMPLATE, docs/configuration.md) and configures this module with
 * it; the page context carries it to the browser (`imageService`), where the islands configure it before
 * they hydrate, so both render the same URLs. Without a template, and always for local assets, SVGs and
 * data URLs, the URL is left as it is.
 */
export const RESIZE_FACTOR = 1.5
export const IMAGE_QUALITY = 100

export type ImageFormat = 'webp' | 'original'
export type ImageService = { template: string | null }

export const NO_IMAGE_SERVICE: ImageService = { template: null }

let service: ImageService = NO_IMAGE_SERVICE

export function configureImageService(next: ImageService): void {
  service = next
}

const PLACEHOLDERS = ['src', 'width', 'height', 'quality', 'format'] as const

/**
 * IMAGE_URL_TEMPLATE, checked: it names `{src}`, no placeholder beyond the five, and it either starts with
 * `{src}` (a service on the files' own host, as OSS's `x-oss-process`) or with an http(s) origin (a service
 * of its own, whose origin the content security policy then allows: `imageServiceOrigin`).
 */
export function parseImageUrlTemplate(value: string, setting = 'IMAGE_URL_TEMPLATE'): string {
  const template = value.trim()
  if (!template.includes('{src}')) throw new Error(`${setting}: "${template}" does not name {src}`)
  const unknown = [...template.matchAll(/\{([^{}]*)\}/g)]
    .map((match) => match[1])
    .filter((name) => !(PLACEHOLDERS as readonly string[]).includes(name))
  if (unknown.length > 0)
    throw new Error(`${setting}: unknown placeholder {${unknown[0]}}; it may use {${PLACEHOLDERS.join('}, {')}}`)
  if (!template.startsWith('{src}') && imageServiceOrigin(template) === null)
    throw new Error(`${setting}: "${template}" starts neither with {src} nor with an http(s) URL`)
  return template
}

/** The origin of a template that names its own host (`https://img.example.com/...{src}`); null for `{src}...`. */
export function imageServiceOrigin(template: string): string | null {
  const head = template.slice(0, template.indexOf('{'))
  try {
    const url = new URL(head)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
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

/**
 * A banner's tone (runtime/media/image-tone.ts: light or dark, read from a 24 × 24 sample) is read from a
 * thumbnail of the banner's shape, not the picture itself: with an image service, a few kilobytes instead
 * of the whole file, at the time the banner's own picture is loading. On phones a banner is 768 × 300 at
 * most (SPEC §9), on larger screens 1920 × 450.
 */
const TONE_SAMPLE_SIZES = { desktop: { width: 64, height: 15 }, phone: { width: 64, height: 25 } } as const

/** The URL a banner's tone is read from: `src` itself without an image service. */
export function toneSampleUrl(src: string, screen: keyof typeof TONE_SAMPLE_SIZES = 'desktop'): string {
  return resizedImageUrl(src, TONE_SAMPLE_SIZES[screen])
}

function extensionOf(src: string): string {
  const match = /\.([a-z0-9]+)(\?|#|$)/i.exec(src)
  return match ? match[1].toLowerCase().replace('jpeg', 'jpg') : 'jpg'
}
