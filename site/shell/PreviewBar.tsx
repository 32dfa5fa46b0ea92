import { useEffect, useRef, useState } from 'react'
import { useT } from '../i18n'
import type { DraftProblem } from '../preview/draft-api'
import type { PreviewBarState } from '../preview/preview-bar-state'
import type { LiveStatus } from '../preview/live-preview'

/** The class a preview shown in the bar's phone frame carries, so its own bar stays hidden there. */
const IN_PHONE_FRAME = 'preview-in-phone-frame'
const PHONE_WIDTH_PX = 390

/**
 * The bar on every preview a request may see (issue 23): that this is a draft, until when the link works,
 * the other language's draft, desktop or phone width, the share link, the way out, and, inside a CMS's
 * frame, the live view's state with every field of the draft the site did not show as sent. It sits over
 * the page's foot; the page's own layout is unchanged beneath it.
 */
export function PreviewBar(state: PreviewBarState) {
  const t = useT()
  const [width, setWidth] = useState<'desktop' | 'phone'>('desktop')
  const [copy, setCopy] = useState<'idle' | 'copied' | 'by-hand'>('idle')
  const [live, setLive] = useState<LiveStatus | null>(null)
  const shareInput = useRef<HTMLInputElement>(null)
  const { liveOrigins } = state

  useEffect(() => {
    if (liveOrigins.length === 0 || window.parent === window) return
    let stop: (() => void) | undefined
    let stopped = false
    void import('../preview/live-preview').then(({ startLivePreview }) => {
      if (!stopped) stop = startLivePreview(liveOrigins, setLive)
    })
    return () => {
      stopped = true
      stop?.()
    }
  }, [liveOrigins])

  useEffect(() => {
    if (copy === 'by-hand') shareInput.current?.select()
  }, [copy])

  async function copyShareLink(): Promise<void> {
    try {
      await navigator.clipboard.writeText(state.shareUrl)
      setCopy('copied')
    } catch {
      // Inside another site's frame the clipboard may be refused: the link is shown to copy by hand.
      setCopy('by-hand')
    }
  }

  const problems = live?.kind === 'updated' || live?.kind === 'failed' ? live.problems : []
  return (
    <>
      {width === 'phone' && <PhoneFrame title={t('preview.phoneFrame')} />}
      <aside className="preview-bar" aria-label={t('preview.bar')} data-testid="preview-bar">
        <div className="preview-bar__row">
          <strong className="preview-bar__badge">{t('preview.draft')}</strong>
          {state.expires && (
            <time className="preview-bar__expires" dateTime={state.expires.iso}>
              {t('preview.expires', { date: state.expires.text })}
            </time>
          )}
          {live && (
            <span className="preview-bar__live" role="status" data-live={live.kind}>
              {liveText(live, t)}
            </span>
          )}
          <span className="preview-bar__actions">
            {state.otherLanguage && (
              <a className="preview-bar__button" href={state.otherLanguage.url} hrefLang={state.otherLanguage.lang}>
                {t('preview.otherLanguage')}
              </a>
            )}
            <span className="preview-bar__switch" role="group" aria-label={t('preview.width')}>
              {(['desktop', 'phone'] as const).map((option) => (
                <button
                  key={option}
                  type="button"
                  className="preview-bar__button"
                  aria-pressed={width === option}
                  onClick={() => setWidth(option)}
                >
                  {t(`preview.${option}`)}
                </button>
              ))}
            </span>
            <button type="button" className="preview-bar__button" onClick={() => void copyShareLink()}>
              {copy === 'copied' ? t('preview.copied') : t('preview.copy')}
            </button>
            <a className="preview-bar__button preview-bar__exit" href={state.exitUrl}>
              {t('preview.exit')}
            </a>
          </span>
        </div>
        {copy === 'by-hand' && (
          <label className="preview-bar__row preview-bar__share">
            {t('preview.copyByHand')}
            <input ref={shareInput} readOnly value={state.shareUrl} />
          </label>
        )}
        {problems.length > 0 && (
          <details className="preview-bar__problems" open>
            <summary>{t('preview.problems', { count: problems.length })}</summary>
            <ul>
              {problems.map((problem, index) => (
                <li key={index} data-pointer={problem.pointer}>
                  <code>{problem.pointer || '/'}</code> {problem.problem}: {outcomeText(problem, t)}
                </li>
              ))}
            </ul>
          </details>
        )}
      </aside>
    </>
  )
}

/** The same preview at a phone's width, in a frame over the page (the page's media queries see 390 px). */
function PhoneFrame({ title }: { title: string }) {
  return (
    <div className="preview-phone">
      <iframe
        className="preview-phone__frame"
        title={title}
        src={window.location.href}
        width={PHONE_WIDTH_PX}
        onLoad={(event) => event.currentTarget.contentDocument?.documentElement.classList.add(IN_PHONE_FRAME)}
      />
    </div>
  )
}

function liveText(live: LiveStatus, t: ReturnType<typeof useT>): string {
  switch (live.kind) {
    case 'listening':
      return t('preview.live')
    case 'updating':
      return t('preview.updating')
    case 'updated':
      return t('preview.updated')
    case 'failed':
      return t('preview.failed', { reason: live.reason })
  }
}

function outcomeText(problem: DraftProblem, t: ReturnType<typeof useT>): string {
  switch (problem.outcome) {
    case 'rejected':
      return t('preview.rejected')
    case 'dropped item':
      return t('preview.droppedItem')
    case 'read as number':
      return t('preview.readAsNumber')
    case 'shortened list':
      return t('preview.shortenedList')
    case 'removed field':
      return t('preview.removedField')
  }
}
