import { Component, type ReactNode } from 'react'

/**
 * Around the lazily loaded modals: if a modal's code cannot be fetched (offline, a redeploy), the failure is
 * logged and the modal closes, instead of taking the whole page down.
 */
export class ModalLoadBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: unknown): void {
    console.error('A dialog could not be opened:', error)
    this.props.onError()
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children
  }
}
