import type { ReactNode } from 'react'

export interface ErrorNoticeProps {
  testId: string
  code?: string
  title: string
  children?: ReactNode
}

/** The frame of the not-found, page-error and load-failed screens. */
export function ErrorNotice({ testId, code, title, children }: ErrorNoticeProps) {
  return (
    <section className="error-notice" data-testid={testId}>
      <div className="shell-container error-notice__inner">
        {code && (
          <p className="error-notice__code" aria-hidden="true">
            {code}
          </p>
        )}
        <h1 className="error-notice__title">{title}</h1>
        {children}
      </div>
    </section>
  )
}
