import { useCallback, useEffect, useRef, useState } from 'react'

/** SPEC §9 "Popover delay: 100 ms open, 200 ms close". */
export const POPOVER_OPEN_DELAY_MS = 100
export const POPOVER_CLOSE_DELAY_MS = 200

export interface HoverIntent {
  open: boolean
  /** Pointer entered the trigger or the panel. */
  enter: () => void
  /** Pointer left the trigger or the panel. */
  leave: () => void
  /** Immediate open/close for keyboard and touch. */
  set: (open: boolean) => void
}

/**
 * Opens a popover after the pointer rests on it for 100 ms and closes it 200 ms after the pointer leaves,
 * so a diagonal move from the menu item into its panel does not flicker it shut.
 */
export function useHoverIntent(): HoverIntent {
  const [open, setOpen] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const schedule = useCallback((next: boolean, delay: number) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setOpen(next), delay)
  }, [])
  const enter = useCallback(() => schedule(true, POPOVER_OPEN_DELAY_MS), [schedule])
  const leave = useCallback(() => schedule(false, POPOVER_CLOSE_DELAY_MS), [schedule])
  const set = useCallback((next: boolean) => {
    clearTimeout(timer.current)
    setOpen(next)
  }, [])

  useEffect(() => () => clearTimeout(timer.current), [])
  return { open, enter, leave, set }
}
