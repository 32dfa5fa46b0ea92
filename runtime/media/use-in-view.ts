import { useEffect, useState, type RefObject } from 'react'
import { LAZY_MARGIN_PX } from './breakpoints'

export { LAZY_MARGIN_PX } from './breakpoints'

/** Becomes true (and stays true) once the element is within `marginPx` of the viewport. */
export function useInView(ref: RefObject<Element | null>, enabled: boolean, marginPx = LAZY_MARGIN_PX): boolean {
  const [inView, setInView] = useState(!enabled)
  useEffect(() => {
    if (!enabled || inView) return
    const element = ref.current
    if (!element) return
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true)
          observer.disconnect()
        }
      },
      { rootMargin: `${marginPx}px` },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, enabled, inView, marginPx])
  return inView
}
