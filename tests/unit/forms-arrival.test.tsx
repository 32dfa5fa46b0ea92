// @vitest-environment jsdom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import type { PageContext, PageContextServer } from 'vike/types'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { formPageData } from '../../pages/shared/form-data'
import type { Form } from '../../schemas/api.gen'
import { readEnteredValues } from '../../site/forms/entered-values'
import { fieldModels } from '../../site/forms/form-model'
import { ApiError, type Api } from '../../site/api'
import { buildI18nPayload } from '../../site/i18n/server'
import { ContactArrival } from '../../site/shell/ContactArrival'
import { mountContactArrival } from '../../site/shell/contact-arrival'
import { ShellModalsProvider, shellModals } from '../../site/shell/modals-context'
import { ToastProvider } from '../../site/shell/toast'

// SPEC §2 /form/{id}, §3 Form, issue 26: the form page's modal arrives as server HTML (the contact modal's
// own markup, rjsf's form inside) and is taken over by the interactive modal at the visitor's first touch,
// keeping what they entered; until then plain code closes it.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const form: Form = {
  id: 7,
  name: 'Talk to us',
  description: 'We answer within a day.',
  formFields: [
    { id: 71, name: 'Name', type: 'INPUT', required: 'TRUE' },
    { id: 72, name: 'Size', type: 'RADIO', required: 'TRUE', fieldOptions: ['Small', 'Large'] },
    {
      id: 73,
      name: 'Industry',
      type: 'SELECT',
      required: 'TRUE',
      fieldOptions: ['Retail', 'Energy'],
      openOther: 'TURNON',
    },
    { id: 74, name: 'Products', type: 'CHECKBOX', required: 'NO', fieldOptions: ['ERP', 'AI'], openOther: 'TURNON' },
    { id: 75, name: 'Notes', type: 'TEXTAREA', required: false },
  ],
}
const pageContext = {
  i18n: buildI18nPayload('en', []),
  urlPathname: '/form/7',
  site: { id: 2, mark: 'en', title: 'English' },
} as unknown as PageContext

let host: HTMLDivElement
let modalsRoot: Root

/** The server's HTML of the form page's modal, in the document, its plain code started. */
function arrive(arrivedForm: Form | null = form): HTMLElement {
  host.innerHTML = renderToString(
    <VikeReactProviderPageContext pageContext={pageContext}>
      <ContactArrival formId={7} form={arrivedForm} />
    </VikeReactProviderPageContext>,
  )
  const root = host.querySelector<HTMLElement>('[data-contact-arrival]')!
  mountContactArrival(root, { formId: 7, form: arrivedForm })
  return root
}

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T
const modals = () => document.querySelectorAll('[data-testid="contact-modal"]')

beforeEach(async () => {
  host = document.createElement('div')
  document.body.append(host)
  const container = document.createElement('div')
  document.body.append(container)
  modalsRoot = createRoot(container)
  await act(async () =>
    modalsRoot.render(
      <VikeReactProviderPageContext pageContext={pageContext}>
        <ToastProvider>
          <ShellModalsProvider />
        </ToastProvider>
      </VikeReactProviderPageContext>,
    ),
  )
})

afterEach(async () => {
  await act(async () => shellModals().closeContact())
  await act(async () => modalsRoot.unmount())
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

describe('the server HTML of the form page', () => {
  it('is the open contact modal with the form, focus on its close button, and no interactive modal yet', () => {
    const root = arrive()
    expect(root.querySelector('[role="dialog"] h2')!.textContent).toBe('Talk to us')
    expect(root.querySelector('.contact-modal')!.getAttribute('data-state')).toBe('ready')
    expect(root.textContent).toContain('We answer within a day.')
    for (const field of form.formFields!) expect(root.textContent).toContain(field.name)
    expect(root.querySelector('#form7_field71')).not.toBeNull()
    expect(document.activeElement).toBe(root.querySelector('[data-testid="modal-close"]'))
    expect(modals()).toHaveLength(1)
  })

  it('says the form could not be loaded when the server had none', () => {
    const root = arrive(null)
    expect(root.querySelector('[role="alert"]')!.textContent).toBe(
      'The form could not be loaded. Please try again later.',
    )
    expect(root.querySelector('form')).toBeNull()
  })
})

describe('readEnteredValues', () => {
  it("reads rjsf's markup back as the form's values: texts, a radio, a select, checkboxes and an other text", () => {
    const root = arrive()
    const fields = fieldModels(form)
    expect(readEnteredValues(root, 'form7', fields, 'en')).toEqual({})
    byId<HTMLInputElement>('form7_field71').value = 'Ann Lee'
    byId<HTMLInputElement>('form7_field72-1').checked = true
    byId<HTMLSelectElement>('form7_field73').selectedIndex = 3 // the placeholder, Retail, Energy, Other
    byId<HTMLInputElement>('form7_field73Other').value = 'Logistics'
    byId<HTMLInputElement>('form7_field74-0').checked = true
    byId<HTMLInputElement>('form7_field74-2').checked = true
    byId<HTMLTextAreaElement>('form7_field75').value = 'Call after 5'
    expect(readEnteredValues(root, 'form7', fields, 'en')).toEqual({
      field71: 'Ann Lee',
      field72: 'Large',
      field73: 'Other',
      field73Other: 'Logistics',
      field74: ['ERP', 'Other'],
      field75: 'Call after 5',
    })
  })
})

/** Lets the modals island render what was asked, its lazily loaded modal included. */
async function settle(): Promise<void> {
  await act(async () => {
    await import('../../site/shell/ContactModal')
    for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setTimeout(resolve, 20))
  })
}

describe('the first touch of the form', () => {
  it('opens the interactive modal in its place, with what was typed and chosen, the focus and the caret', async () => {
    const root = arrive()
    const name = byId<HTMLInputElement>('form7_field71')
    name.focus()
    name.value = 'Ann'
    name.setSelectionRange(1, 1)
    byId<HTMLInputElement>('form7_field74-1').checked = true
    await settle()
    expect(root.isConnected).toBe(false)
    expect(modals()).toHaveLength(1)
    const taken = byId<HTMLInputElement>('form7_field71')
    expect(taken).not.toBe(name)
    expect(taken.value).toBe('Ann')
    expect(document.activeElement).toBe(taken)
    expect(taken.selectionStart).toBe(1)
    expect(byId<HTMLInputElement>('form7_field74-1').checked).toBe(true)
    expect(document.querySelector('.modal-overlay')!.className).toContain('modal-overlay--still')
  })

  it('sends (here: validates) once it has taken over when the visitor asked before', async () => {
    const root = arrive()
    const submit = new Event('submit', { bubbles: true, cancelable: true })
    root.querySelector('form')!.dispatchEvent(submit)
    expect(submit.defaultPrevented).toBe(true)
    await settle()
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)))
    expect(document.querySelector('[data-testid="toast"]')?.textContent).toBe('Please fill in the form correctly')
    expect(document.querySelector('[data-testid="contact-modal"]')!.textContent).toContain('Name cannot be empty')
  })
})

describe('closing before the form is touched', () => {
  it.each([
    [
      'the close button',
      (root: HTMLElement) => root.querySelector<HTMLElement>('[data-testid="modal-close"]')!.click(),
    ],
    ['Escape', () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))],
    [
      'a press on the backdrop',
      (root: HTMLElement) =>
        root.querySelector('.modal-overlay')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })),
    ],
  ])('%s removes it and opens nothing', async (_, close) => {
    const root = arrive()
    const open = vi.spyOn(shellModals(), 'openContact')
    close(root)
    await settle()
    expect(root.isConnected).toBe(false)
    expect(open).not.toHaveBeenCalled()
    expect(modals()).toHaveLength(0)
  })

  it('also stops an interactive modal on its way', async () => {
    const root = arrive()
    root.querySelector('input')!.dispatchEvent(new Event('focusin', { bubbles: true }))
    root.querySelector<HTMLElement>('[data-testid="modal-close"]')!.click()
    await settle()
    expect(modals()).toHaveLength(0)
  })
})

describe('formPageData', () => {
  const api = (formCall: () => Promise<Form>) => ({ homepage: async () => [], form: formCall }) as unknown as Api
  const contextOf = (formCall: () => Promise<Form>) =>
    ({ api: api(formCall), site: { id: 1 }, routeParams: { id: '7' } }) as unknown as PageContextServer

  it('fetches the form beside the home page', async () => {
    const data = await formPageData(contextOf(async () => form))
    expect(data.form).toBe(form)
    expect(data.blocks).toEqual([])
  })

  it('gives the home page without the form when the backend fails it (the modal says so)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const failing = new ApiError('timed out', { kind: 'timeout', call: 'form', request: 'GET /form/7' })
    const data = await formPageData(contextOf(() => Promise.reject(failing)))
    expect(data.form).toBeNull()
  })

  it('is the not-found page when the backend has no such form (SPEC §2: no form, no form page)', async () => {
    const missing = new ApiError('form not found', { kind: 'http', status: 404, call: 'form', request: 'GET /form/7' })
    const outcome = await formPageData(contextOf(() => Promise.reject(missing))).catch((error: unknown) => error)
    expect(outcome).toEqual(
      expect.objectContaining({ _pageContextAbort: expect.objectContaining({ abortStatusCode: 404 }) }),
    )
  })
})
