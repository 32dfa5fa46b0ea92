import { shellIslandName } from '../../runtime/islands/island-data'
import { requestIsland } from '../../runtime/islands/schedule'
import { createStore } from '../../runtime/islands/store'
import type { ContactOptions, ContactRequest, VideoRequest } from './modal-requests'
import { NO_VIDEO_SOURCE_MESSAGE } from './video-source'

export interface ShellModals {
  /** Opens the contact modal with the form of this id (`GET /api/internal/form/{id}`). */
  openContact: (formId: number, options?: ContactOptions) => void
  openVideo: (video: VideoRequest) => void
  closeContact: () => void
  closeVideo: () => void
}

export interface ModalsState {
  contact: ContactRequest | null
  video: VideoRequest | null
}

// One store for the page: the modals are opened from any island (a carousel's video, a block's form) and
// from the page's plain client code (the delegated jump buttons, the floating consult button), and shown
// by the one modals island of the page (site/shell/modals-context.tsx), which wakes when asked.
export const modalsStore = createStore<ModalsState>({ contact: null, video: null })

const wakeModalsIsland = (): void => requestIsland(shellIslandName('shell-modals'))

const modals: ShellModals = {
  openContact: (formId, options) => {
    modalsStore.set((current) => ({ ...current, contact: { ...options, formId } }))
    wakeModalsIsland()
  },
  openVideo: (video) => {
    if (!video.url.trim()) {
      console.error(NO_VIDEO_SOURCE_MESSAGE)
      return
    }
    modalsStore.set((current) => ({ ...current, video }))
    wakeModalsIsland()
  },
  closeContact: () => modalsStore.set((current) => ({ ...current, contact: null })),
  closeVideo: () => {
    const closing = modalsStore.get().video
    modalsStore.set((current) => ({ ...current, video: null }))
    closing?.onClose?.()
  },
}

/** The page's modals, from any island or from plain DOM code. */
export function shellModals(): ShellModals {
  return modals
}
