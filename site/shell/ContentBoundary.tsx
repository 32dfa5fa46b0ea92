import { Component, useEffect, useState, type ErrorInfo, type ReactNode } from 'react'
import { isChunkLoadError } from './chunk-error'
import { LoadFailed } from './LoadFailed'
import { PageError } from './PageError'

interface BoundaryProps {
  /** Changes with the page, so a failed page does not stay failed after navigating away. */
  resetKey: string
  children: ReactNode
}

interface BoundaryState {
  error: unknown
  resetKey: string
}

/**
 * Catches what a page throws while rendering in the browser (SPEC §8): a failed code download (lazy block or
 * page after a redeploy) shows the load-failed notice, anything else the page-error notice. Header and
 * footer stay usable around it.
 */
class PageErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, resetKey: this.props.resetKey }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Unknown rendering error') }
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Page rendering failed:', error, info.componentStack)
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children
    return isChunkLoadError(this.state.error) ? <LoadFailed /> : <PageError />
  }
}

/** Vite reports a failed preload of a lazily imported module with this window event. */
function usePreloadFailed(resetKey: string): boolean {
  const [failedOn, setFailedOn] = useState<string | null>(null)
  useEffect(() => {
    const onPreloadError = (): void => setFailedOn(resetKey)
    window.addEventListener('vite:preloadError', onPreloadError)
    return () => window.removeEventListener('vite:preloadError', onPreloadError)
  }, [resetKey])
  return failedOn === resetKey
}

export function ContentBoundary({ resetKey, children }: BoundaryProps) {
  const preloadFailed = usePreloadFailed(resetKey)
  if (preloadFailed) return <LoadFailed />
  return <PageErrorBoundary resetKey={resetKey}>{children}</PageErrorBoundary>
}
