/**
 * SPEC §2 Navigation behaviour: the header theme and a carousel's text theme follow the banner image.
 * `dark` = a dark image (light text reads on it), `light` = a light image (dark text reads on it).
 * Computed in the browser only (a canvas), once per URL.
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

/**
 * Reads the image's bytes and decodes them off the main thread (`createImageBitmap` on a Blob), scaled down
 * to the sample as it decodes: a 1600×900 PNG drawn from an `<img>` into a canvas decodes on the main thread,
 * a long task of its own on a throttled phone (issue 26). An SVG, which `createImageBitmap` cannot take from
 * a Blob, is drawn from its Blob's URL, at the sample's size, as is any image in a browser without
 * `createImageBitmap`. The fetch needs what the `<img>` with `crossorigin` needed before: CORS on the image
 * host, and the host allowed in `connect-src` (runtime/server/security-headers.ts).
 */
async function measure(url: string): Promise<ImageTone> {
  const blob = await imageBytes(url)
  const bitmap = await decodedOffThread(blob)
  if (bitmap) {
    try {
      return toneOfPixels(sample(bitmap))
    } finally {
      bitmap.close()
    }
  }
  const blobUrl = URL.createObjectURL(blob)
  try {
    return toneOfPixels(sample(await loadedImage(blobUrl)))
  } finally {
    URL.revokeObjectURL(blobUrl)
  }
}

/** The image decoded and scaled to the sample off the main thread, or `undefined` where it cannot be. */
async function decodedOffThread(blob: Blob): Promise<ImageBitmap | undefined> {
  if (blob.type.startsWith('image/svg+xml') || typeof createImageBitmap !== 'function') return undefined
  const options: ImageBitmapOptions = { resizeWidth: SAMPLE_SIZE, resizeHeight: SAMPLE_SIZE, resizeQuality: 'low' }
  return createImageBitmap(blob, options).catch(() => undefined)
}

async function imageBytes(url: string): Promise<Blob> {
  const answer = await fetch(url, { mode: 'cors', credentials: 'omit' })
  if (!answer.ok) throw new Error(`image could not be loaded: ${url} (${answer.status})`)
  return answer.blob()
}

/** The RGBA pixels of `source` drawn at the sample's size. */
function sample(source: CanvasImageSource): Uint8ClampedArray {
  const canvas = document.createElement('canvas')
  canvas.width = SAMPLE_SIZE
  canvas.height = SAMPLE_SIZE
  const context = canvas.getContext('2d', { willReadFrequently: true })
  if (!context) throw new Error('no 2d canvas context')
  context.drawImage(source, 0, 0, SAMPLE_SIZE, SAMPLE_SIZE)
  return context.getImageData(0, 0, SAMPLE_SIZE, SAMPLE_SIZE).data
}

function loadedImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new window.Image()
    image.decoding = 'async'
    image.onload = () => resolve(image)
    image.onerror = () => reject(new Error(`image could not be loaded: ${url}`))
    image.src = url
  })
}
