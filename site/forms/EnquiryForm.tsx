import Form from '@rjsf/core'
import type { IChangeEvent } from '@rjsf/core'
import type { RJSFSchema } from '@rjsf/utils'
import { useLayoutEffect, useMemo, useRef, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import type { Form as FormDefinition } from '../../schemas/api.gen'
import { useLang, useT } from '../i18n'
import { browserApi } from '../shell/browser-api'
import { useToast } from '../shell/toast'
import { readEnteredValues, sameValues } from './entered-values'
import { formFailureKey } from './failure-message'
import { fieldModels, type FormValues } from './form-model'
import { toRenderedForm } from './form-schema'
import { ruleValidator } from './rule-validator'
import { buildSubmission } from './submission'
import { browserTrafficAccess } from './traffic'

export interface EnquiryFormProps {
  form: FormDefinition
  /** Runs once the backend has accepted the enquiry. */
  onSent: () => void
  /** The server's HTML of this form, not yet interactive: what the visitor entered there is where this starts. */
  arrival?: HTMLFormElement
}

type SendState = { state: 'idle' } | { state: 'submitting' } | { state: 'failed'; message: string }

/**
 * A backend form rendered with rjsf (SPEC §3 Form, §4 Form submission, §5): invalid → the field messages
 * and a toast, nothing sent; valid → one request (further submits are ignored while it runs); a refused
 * or failed request keeps everything typed and says what went wrong.
 */
export function EnquiryForm({ form, onSent, arrival }: EnquiryFormProps) {
  const t = useT()
  const lang = useLang()
  const toast = useToast()
  const pageContext = usePageContext()
  const fields = useMemo(() => fieldModels(form), [form])
  const validator = useMemo(() => ruleValidator(fields, t), [fields, t])
  const idPrefix = `form${form.id}`
  const [values, setValues] = useState<FormValues>(() =>
    arrival ? readEnteredValues(arrival, idPrefix, fields, lang) : {},
  )
  useLayoutEffect(() => {
    if (!arrival) return
    // Typed while this rendered: read again as it replaces the server's form.
    const latest = readEnteredValues(arrival, idPrefix, fields, lang)
    setValues((current) => (sameValues(current, latest) ? current : latest))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as it takes the server's form over
  }, [])
  const { schema, uiSchema } = useMemo(() => toRenderedForm(fields, lang, t, values), [fields, lang, t, values])
  const [send, setSend] = useState<SendState>({ state: 'idle' })
  const sending = useRef(false)

  async function submit(data: FormValues): Promise<void> {
    if (sending.current) return
    sending.current = true
    setSend({ state: 'submitting' })
    try {
      const body = buildSubmission({
        siteId: pageContext.site.id,
        formId: form.id,
        fields,
        values: data,
        lang,
        pathname: pageContext.urlPathname ?? window.location.pathname,
        traffic: browserTrafficAccess(),
      })
      await browserApi().submitForm(body)
      setSend({ state: 'idle' })
      toast(t('forms.success'), { tone: 'success' })
      onSent()
    } catch (error: unknown) {
      console.warn(`Form ${form.id} was not accepted:`, error)
      const message = t(formFailureKey(error))
      setSend({ state: 'failed', message })
      toast(message, { tone: 'error' })
    } finally {
      sending.current = false
    }
  }

  const submitting = send.state === 'submitting'
  return (
    <Form<FormValues, RJSFSchema>
      className="enquiry-form"
      schema={schema}
      uiSchema={uiSchema}
      formData={values}
      validator={validator}
      idPrefix={idPrefix}
      noHtml5Validate
      showErrorList={false}
      focusOnFirstError
      onChange={(event: IChangeEvent<FormValues>) => setValues(event.formData ?? {})}
      onError={() => toast(t('forms.invalid'), { tone: 'error' })}
      onSubmit={(event: IChangeEvent<FormValues>) => void submit(event.formData ?? {})}
    >
      {send.state === 'failed' && (
        <p className="enquiry-form__failure" role="alert" data-testid="form-failure">
          {send.message}
        </p>
      )}
      <button
        type="submit"
        className="enquiry-form__submit"
        data-testid="form-submit"
        disabled={submitting}
        aria-busy={submitting}
      >
        {submitting ? t('forms.submitting') : t('forms.submit')}
      </button>
    </Form>
  )
}
