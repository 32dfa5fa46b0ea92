/**
 * SPEC §2 Navigation behaviour: the header theme and a carousel's text theme follow the banner image.
 * `dark` = a dark image (light text reads on it), `light` = a light image (dark text reads on it).
 * Computed in the browser only (canvas), once per URL.
 */
export type ImageTone = 'dark' | 'light'

/** Relative luminance (0–255) at or above which an image counts as light. */
export const LIGHT_THRESHOLD = 150
const SAMPLE_SIZE = 24

const cache = new Map<string, Promise<ImageTone>>()

/** Tone of a pixel buffer (RGBA); transparent pixels are ignored. Exported for tests. */
export function toneOfPixels(data: ArrayLike<number>): ImageTone {
  let sum = 0
  let weight = 0
  for (let i = 0; i + 3 < data.length; i += 4) {
    const alpha = data[i + 3] / 255
    if (alpha === 0) continue
    sum += (0.2126 * data[i] + 0.7152 * data[i + 1] + 0.0722 * data[i + 2]) * alpha
    weight += alpha
  }
  if (weight === 0) return 'light'
  return sum / weight >= LIGHT_THRESHOLD ? 'light' : 'dark'
}

/** The tone of the image at `url`; rejects when it cannot be read (load error, tainted canvas). */
export function imageTone(url: string): Promise<ImageTone> {
  let tone = cache.get(url)
  if (!tone) {
    // A failure is kept too: an image that cannot be read (e.g. a CMS without CORS) stays unreadable.
    tone = measure(url)
    cache.set(url, tone)
  }
  return tone
}

function measure(url: string): Promise<ImageTone> {
  return new Promise((resolve, reject) => {
    const image = new window.Image()
    image.crossOrigin = 'anonymous'
    image.decoding = 'async'
    image.onload = () => {
      try {
        const canvas = document.createElement('canvas')
        canvas.width = SAMPLE_SIZE
        canvas.height = SAMPLE_SIZE
        const context = canvas.getContext('2d', { willReadFrequently: true })
        if (!context) throw new Error('no 2d canvas context')
        context.drawImage(image, 0, 0, SAMPLE_SIZE, SAMPLE_SIZE)
        resolve(toneOfPixels(context.getImageData(0, 0, SAMPLE_SIZE, SAMPLE_SIZE).data))
      } catch (error) {
        reject(error)
      }
    }
    image.onerror = () => reject(new Error(`image could not be loaded: ${url}`))
    image.src = url
  })
}
