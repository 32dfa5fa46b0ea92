import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'

/**
 * One short message at a time over everything, even the modals (SPEC §8: "fill in correctly",
 * "submitted successfully", the iPhone/iPad large-file notice). Rendered only after a visitor's action,
 * so it never takes part in hydration.
 */
export type ToastTone = 'info' | 'success' | 'error'

export interface ToastOptions {
  tone?: ToastTone
  /** How long the message shows, in ms (default 2000). */
  duration?: number
}

export type ShowToast = (message: string, options?: ToastOptions) => void

interface ToastState {
  id: number
  message: string
  tone: ToastTone
  duration: number
}

const ToastContext = createContext<ShowToast>((message) => {
  console.warn(`A toast was asked for outside <ToastProvider>: ${message}`)
})

export const DEFAULT_TOAST_MS = 2000

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ToastState | null>(null)
  const nextId = useRef(0)
  const show = useCallback<ShowToast>((message, options) => {
    nextId.current += 1
    setToast({
      id: nextId.current,
      message,
      tone: options?.tone ?? 'info',
      duration: options?.duration ?? DEFAULT_TOAST_MS,
    })
  }, [])

  useEffect(() => {
    if (!toast) return
    const timer = window.setTimeout(
      () => setToast((current) => (current?.id === toast.id ? null : current)),
      toast.duration,
    )
    return () => window.clearTimeout(timer)
  }, [toast])

  const value = useMemo(() => show, [show])
  return (
    <ToastContext.Provider value={value}>
      {children}
      {toast &&
        createPortal(
          <div
            className={`toast toast--${toast.tone}`}
            role={toast.tone === 'error' ? 'alert' : 'status'}
            data-testid="toast"
            data-tone={toast.tone}
            key={toast.id}
          >
            {toast.message}
          </div>,
          document.body,
        )}
    </ToastContext.Provider>
  )
}

export function useToast(): ShowToast {
  return useContext(ToastContext)
}
