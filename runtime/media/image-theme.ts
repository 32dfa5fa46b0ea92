import { useEffect, useState } from 'react'
import { imageTone, type ImageTone } from './image-tone'

export { imageTone, LIGHT_THRESHOLD, toneOfPixels, type ImageTone } from './image-tone'

/** The tone of `url` once measured (null before, on the server, when disabled or unreadable). */
export function useImageTone(url: string | undefined, enabled = true): ImageTone | null {
  const [tone, setTone] = useState<{ url: string; tone: ImageTone } | null>(null)
  useEffect(() => {
    if (!url || !enabled) return
    let current = true
    imageTone(url).then(
      (measured) => current && setTone({ url, tone: measured }),
      (error: unknown) => warnOnce(url, error),
    )
    return () => {
      current = false
    }
  }, [url, enabled])
  return tone && tone.url === url && enabled ? tone.tone : null
}

const warned = new Set<string>()
function warnOnce(url: string, error: unknown): void {
  if (warned.has(url)) return
  warned.add(url)
  console.warn(`Image tone unavailable for ${url}; the default theme applies.`, error)
}
