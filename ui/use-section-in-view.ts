import { useEffect, useState } from 'react'
import { sectionInView } from './section-in-view'

/**
 * The id of the last section whose top has scrolled past the upper third of the viewport (under the
 * sticky bars), or undefined until the page runs in the browser. Shared by every section navigation.
 */
export function useSectionInView(ids: readonly string[]): string | undefined {
  const [current, setCurrent] = useState<string | undefined>(undefined)
  const key = ids.join('\u0000')
  useEffect(() => {
    const update = () => setCurrent(sectionInView(ids, document))
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
    // `key` stands for the ids: a new array with the same ids is the same list of sections.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  return current
}
