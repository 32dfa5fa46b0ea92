import { useEffect } from 'react'

/**
 * Locks page scrolling while any modal or the mobile menu is open (SPEC §4 "Modals"). Counted, so two
 * overlays open at once (a video over the menu) unlock only when the last one closes. The scrollbar's
 * width is kept as padding so the page does not shift sideways.
 */
let lockCount = 0
let savedOverflow = ''
let savedPaddingRight = ''

function lock(): void {
  if (lockCount++ > 0) return
  const { body, documentElement } = document
  const scrollbarWidth = window.innerWidth - documentElement.clientWidth
  savedOverflow = body.style.overflow
  savedPaddingRight = body.style.paddingRight
  body.style.overflow = 'hidden'
  if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`
  body.dataset.scrollLocked = 'true'
}

function unlock(): void {
  if (lockCount === 0 || --lockCount > 0) return
  const { body } = document
  body.style.overflow = savedOverflow
  body.style.paddingRight = savedPaddingRight
  delete body.dataset.scrollLocked
}

export function useBodyScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return
    lock()
    return unlock
  }, [active])
}
