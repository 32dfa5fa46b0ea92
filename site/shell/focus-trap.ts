import { useEffect, type RefObject } from 'react'

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'video[controls]',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[inert]') && element.getClientRects().length > 0,
  )
}

/**
 * Keeps keyboard focus inside `container` while `active` (moving it to the first focusable element unless it
 * is already inside), and gives focus back to the element that had it
 * before (the button that opened the dialog) when it ends.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const root = container.current
    if (!active || !root) return
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null
    // A modal taking over one the visitor was already in (site/shell/arrival-handover.ts) keeps their focus.
    if (!root.contains(document.activeElement)) (focusableIn(root)[0] ?? root).focus({ preventScroll: true })

    function onKeyDown(event: KeyboardEvent): void {
      if (event.key !== 'Tab' || !root) return
      const focusable = focusableIn(root)
      if (focusable.length === 0) {
        event.preventDefault()
        root.focus()
        return
      }
      const first = focusable[0]!
      const last = focusable[focusable.length - 1]!
      const current = document.activeElement
      if (event.shiftKey && (current === first || !root.contains(current))) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (current === last || !root.contains(current))) {
        event.preventDefault()
        first.focus()
      }
    }

    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      if (previouslyFocused?.isConnected) previouslyFocused.focus({ preventScroll: true })
    }
  }, [container, active])
}
