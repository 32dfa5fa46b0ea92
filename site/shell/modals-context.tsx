import { lazy, Suspense, type ReactNode } from 'react'
import { useStoreValue } from '../../runtime/islands/shared-store'
import { ModalLoadBoundary } from './ModalLoadBoundary'
import { modalsStore, shellModals, type ShellModals } from './modal-store'

export type { ContactOptions, ContactRequest, VideoRequest } from './modal-requests'
export { shellModals, type ShellModals } from './modal-store'

// The modals load on first use, so pages carry no form or video code until a visitor asks for it.
const ContactModal = lazy(() => import('./ContactModal'))
const VideoModal = lazy(() => import('./VideoModal'))

/** Shows the open modals; rendered once per page, in the shell's modals island. */
export function ShellModalsProvider({ children }: { children?: ReactNode }) {
  const state = useStoreValue(modalsStore)
  const modals = shellModals()
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

export function useShellModals(): ShellModals {
  return shellModals()
}

/** True while the video modal covers the page: carousels pause their autoplay (SPEC §4). */
export function useVideoMaskOpen(): boolean {
  return useStoreValue(modalsStore).video !== null
}
