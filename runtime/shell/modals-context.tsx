import { createContext, lazy, Suspense, useContext, useMemo, useRef, useState, type ReactNode } from 'react'
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

const warnOutsideShell = (): void => {
  console.warn('A shell modal was asked for outside <ShellModalsProvider>; nothing opens.')
}
const ModalsContext = createContext<ShellModals>({
  openContact: warnOutsideShell,
  openVideo: warnOutsideShell,
  closeContact: () => {},
  closeVideo: () => {},
})
const VideoMaskContext = createContext(false)

// The modals load on first use, so pages carry no form or video code until a visitor asks for it.
const ContactModal = lazy(() => import('./ContactModal'))
const VideoModal = lazy(() => import('./VideoModal'))

export function ShellModalsProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<ModalsState>({ contact: null, video: null })
  const videoRef = useRef<VideoRequest | null>(null)
  const modals = useMemo<ShellModals>(
    () => ({
      openContact: (formId, options) => setState((current) => ({ ...current, contact: { ...options, formId } })),
      openVideo: (video) => {
        if (!video.url.trim()) {
          console.error(NO_VIDEO_SOURCE_MESSAGE)
          return
        }
        videoRef.current = video
        setState((current) => ({ ...current, video }))
      },
      closeContact: () => setState((current) => ({ ...current, contact: null })),
      closeVideo: () => {
        const closing = videoRef.current
        videoRef.current = null
        setState((current) => ({ ...current, video: null }))
        closing?.onClose?.()
      },
    }),
    [],
  )

  return (
    <ModalsContext.Provider value={modals}>
      <VideoMaskContext.Provider value={state.video !== null}>
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
      </VideoMaskContext.Provider>
    </ModalsContext.Provider>
  )
}

export function useShellModals(): ShellModals {
  return useContext(ModalsContext)
}

/** True while the video modal covers the page: carousels pause their autoplay (SPEC §4). */
export function useVideoMaskOpen(): boolean {
  return useContext(VideoMaskContext)
}
