import { lazy, Suspense, type ReactNode } from 'react'
import { createSharedStore } from '../islands/shared-store'
import { ModalLoadBoundary } from './ModalLoadBoundary'
import type { ContactOptions, ContactRequest, VideoRequest } from './modal-requests'
import { NO_VIDEO_SOURCE_MESSAGE } from './video-source'

export type { ContactOptions, ContactRequest, VideoRequest } from './modal-requests'

export interface ShellModals {
  /** Opens the contact modal with the form of this id (`GET /api/internal/form/{id}`). */
  openContact: (formId: number, options?: ContactOptions) => void
  openVideo: (video: VideoRequest) => void
  closeContact: () => void
  closeVideo: () => void
}

interface ModalsState {
  contact: ContactRequest | null
  video: VideoRequest | null
}

// One store for the page: the modals are opened from any island (a carousel's video, a block's form) and
// from the shell's delegated click handler, and shown by the one <ShellModalsProvider> of the page.
const modalsStore = createSharedStore<ModalsState>({ contact: null, video: null })

const modals: ShellModals = {
  openContact: (formId, options) => modalsStore.set((current) => ({ ...current, contact: { ...options, formId } })),
  openVideo: (video) => {
    if (!video.url.trim()) {
      console.error(NO_VIDEO_SOURCE_MESSAGE)
      return
    }
    modalsStore.set((current) => ({ ...current, video }))
  },
  closeContact: () => modalsStore.set((current) => ({ ...current, contact: null })),
  closeVideo: () => {
    const closing = modalsStore.get().video
    modalsStore.set((current) => ({ ...current, video: null }))
    closing?.onClose?.()
  },
}

// The modals load on first use, so pages carry no form or video code until a visitor asks for it.
const ContactModal = lazy(() => import('./ContactModal'))
const VideoModal = lazy(() => import('./VideoModal'))

/** Shows the open modals; rendered once per page, in the shell's modals island. */
export function ShellModalsProvider({ children }: { children?: ReactNode }) {
  const state = modalsStore.useValue()
  return (
    <>
      {children}
      {state.contact !== null && (
        <ModalLoadBoundary key={`contact-${state.contact.formId}`} onError={modals.closeContact}>
          <Suspense fallback={null}>
            <ContactModal request={state.contact} onClose={modals.closeContact} />
          </Suspense>
        </ModalLoadBoundary>
      )}
      {state.video && (
        <ModalLoadBoundary key={`video-${state.video.url}`} onError={modals.closeVideo}>
          <Suspense fallback={null}>
            <VideoModal video={state.video} onClose={modals.closeVideo} />
          </Suspense>
        </ModalLoadBoundary>
      )}
    </>
  )
}

/** The page's modals, from any island or from plain DOM code. */
export function shellModals(): ShellModals {
  return modals
}

export function useShellModals(): ShellModals {
  return modals
}

/** True while the video modal covers the page: carousels pause their autoplay (SPEC §4). */
export function useVideoMaskOpen(): boolean {
  return modalsStore.useValue().video !== null
}
