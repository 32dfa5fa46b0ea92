/**
 * The stand-in CMS's image service (issue 26, SPEC §9): its file host answers OSS's image processing
 * parameter, as the company's CMS files on OSS do, so a site configured with `STANDIN_IMAGE_URL_TEMPLATE`
 * (IMAGE_URL_TEMPLATE) gets its pictures at 1.5 times their display size, quality 100, as webp — what a
 * production deployment gets from the real service. Only the subset the site's template uses is
 * understood: `image/resize,m_fill,w_<W>,h_<H>/quality,q_<Q>/format,<F>`; anything else is a 400.
 */
import sharp from 'sharp'

/** IMAGE_URL_TEMPLATE for the stand-in (and for a CMS whose files are on OSS). */
export const STANDIN_IMAGE_URL_TEMPLATE =
  '{src}?x-oss-process=image/resize,m_fill,w_{width},h_{height}/quality,q_{quality}/format,{format}'

export type OutputFormat = 'webp' | 'png' | 'jpg'

export interface ImageProcess {
  width: number
  height: number
  quality: number
  format: OutputFormat
}

/** OSS's own bound on a resized side. */
const MAX_SIDE = 4096
const CONTENT_TYPES: Record<OutputFormat, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg' }

/** Parses `x-oss-process`; a string saying what is wrong when it is not the subset understood here. */
export function parseImageProcess(value: string): ImageProcess | string {
  const match = /^image\/resize,m_fill,w_(\d{1,4}),h_(\d{1,4})\/quality,q_(\d{1,3})\/format,(webp|png|jpg|jpeg)$/.exec(
    value,
  )
  if (!match) return `unsupported x-oss-process "${value}": expected image/resize,m_fill,w_,h_/quality,q_/format,`
  const [width, height, quality] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE)
    return `w_ and h_ must be 1–${MAX_SIDE} (got ${width} × ${height})`
  if (quality < 1 || quality > 100) return `q_ must be 1–100 (got ${quality})`
  return { width, height, quality, format: match[4] === 'jpeg' ? 'jpg' : (match[4] as OutputFormat) }
}

/** The picture cut to fill `width` × `height` from its centre (OSS's `m_fill`), in the format asked for. */
export async function processPicture(
  bytes: Uint8Array,
  process: ImageProcess,
): Promise<{ body: Buffer; contentType: string }> {
  const resized = sharp(bytes).resize(process.width, process.height, { fit: 'cover', position: 'centre' })
  const body =
    process.format === 'webp'
      ? await resized.webp({ quality: process.quality }).toBuffer()
      : process.format === 'jpg'
        ? await resized.jpeg({ quality: process.quality }).toBuffer()
        : await resized.png().toBuffer()
  return { body, contentType: CONTENT_TYPES[process.format] }
}

/**
 * `processPicture` with the results kept, as a CDN keeps them: a picture is cut once per size and format.
 * Bounded: past `maxEntries`, the oldest result is dropped.
 */
export function cachedPictureProcessor(maxEntries = 256) {
  const results = new Map<string, Promise<{ body: Buffer; contentType: string }>>()
  return (key: string, bytes: Uint8Array, process: ImageProcess) => {
    const cacheKey = `${key}?${process.width}x${process.height}q${process.quality}.${process.format}`
    let result = results.get(cacheKey)
    if (!result) {
      result = processPicture(bytes, process)
      results.set(cacheKey, result)
      result.catch(() => results.delete(cacheKey))
      if (results.size > maxEntries) results.delete(results.keys().next().value as string)
    }
    return result
  }
}
