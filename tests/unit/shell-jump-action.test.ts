import { describe, expect, it, vi } from 'vitest'
import type { JumpTarget } from '../../schemas/api.gen'
import { resolveJump } from '../../site/actions/resolve-jump'
import { runJumpEffect } from '../../site/actions/run-jump-effect'
import type { ShellModals } from '../../site/shell/modals-context'

const context = { origin: 'http://localhost:3000', defaultFormId: 1 }
const file = (url: string) => ({ files: [{ url, type: null, name: null }] })

// SPEC §3 jumpBO: FORM, DOCUMENT, URL, VIDEO.
describe('resolveJump', () => {
  it.each<[string, JumpTarget | null | undefined, ReturnType<typeof resolveJump>]>([
    ['FORM with formBO', { jumpContentType: 'FORM', formBO: { id: 42 } }, { kind: 'contact', formId: 42 }],
    ['FORM with formBOId', { jumpContentType: 'FORM', formBOId: 43 }, { kind: 'contact', formId: 43 }],
    ['FORM without id → default form', { jumpContentType: 'FORM' }, { kind: 'contact', formId: 1 }],
    [
      'FORM with an attachment releases the file after the form',
      {
        jumpContentType: 'FORM',
        formBO: { id: 44 },
        attachment: { files: [{ url: '/demo-assets/a.pdf', type: 'pdf', name: 'a' }] },
      },
      { kind: 'contact', formId: 44, releasedFile: '/demo-assets/a.pdf' },
    ],
    [
      'FORM with attachmentUrl',
      { jumpContentType: 'FORM', formBOId: 45, attachmentUrl: '/b.pdf' },
      { kind: 'contact', formId: 45, releasedFile: '/b.pdf' },
    ],
    [
      'DOCUMENT attachment',
      { jumpContentType: 'DOCUMENT', attachment: file('/demo-assets/w.pdf') },
      { kind: 'document', url: '/demo-assets/w.pdf' },
    ],
    [
      'DOCUMENT attachmentUrl',
      { jumpContentType: 'DOCUMENT', attachment: { files: [] }, attachmentUrl: '/demo-assets/b.pdf' },
      { kind: 'document', url: '/demo-assets/b.pdf' },
    ],
    [
      'VIDEO attachment',
      { jumpContentType: 'VIDEO', attachment: file('/demo-assets/v.mp4') },
      { kind: 'video', url: '/demo-assets/v.mp4' },
    ],
    [
      'VIDEO buttonLink',
      { jumpContentType: 'VIDEO', buttonLink: '/demo-assets/v.webm' },
      { kind: 'video', url: '/demo-assets/v.webm' },
    ],
    [
      'URL internal path',
      { jumpContentType: 'URL', buttonLink: '/product/3?x=1' },
      { kind: 'navigate', path: '/product/3?x=1' },
    ],
    [
      'URL same origin',
      { jumpContentType: 'URL', buttonLink: 'http://localhost:3000/cases#a' },
      { kind: 'navigate', path: '/cases#a' },
    ],
    ['URL bare path', { jumpContentType: 'URL', buttonLink: 'solution/2' }, { kind: 'navigate', path: '/solution/2' }],
    [
      'URL other site',
      { jumpContentType: 'URL', buttonLink: 'https://partner.example.com/a' },
      { kind: 'external', url: 'https://partner.example.com/a' },
    ],
    [
      'URL bare host',
      { jumpContentType: 'URL', buttonLink: 'www.example.com/x' },
      { kind: 'external', url: 'https://www.example.com/x' },
    ],
  ])('%s', (_name, jump, effect) => {
    expect(resolveJump(jump, context)).toEqual(effect)
  })

  it.each<[string, JumpTarget | null | undefined]>([
    ['no jump', null],
    ['unknown type', { jumpContentType: 'POPUP' }],
    ['DOCUMENT without file', { jumpContentType: 'DOCUMENT', attachment: null }],
    ['URL without link', { jumpContentType: 'URL', buttonLink: '  ' }],
    ['script link', { jumpContentType: 'URL', buttonLink: 'javascript:alert(1)' }],
  ])('%s → none', (_name, jump) => {
    expect(resolveJump(jump, context).kind).toBe('none')
  })
})

describe('runJumpEffect', () => {
  function modals(): ShellModals {
    return { openContact: vi.fn(), openVideo: vi.fn(), closeContact: vi.fn(), closeVideo: vi.fn() }
  }

  it('opens the contact modal for a form and the video modal for a video', () => {
    const shell = modals()
    runJumpEffect({ kind: 'contact', formId: 5 }, shell)
    runJumpEffect({ kind: 'video', url: '/v.mp4' }, shell, 'Watch')
    expect(shell.openContact).toHaveBeenCalledWith(5)
    expect(shell.openVideo).toHaveBeenCalledWith({ url: '/v.mp4', title: 'Watch' })
  })

  it('opens documents and other sites in a new tab', () => {
    const open = vi.fn()
    vi.stubGlobal('window', { open })
    try {
      runJumpEffect({ kind: 'document', url: '/demo-assets/w.pdf' }, modals())
      runJumpEffect({ kind: 'external', url: 'https://partner.example.com' }, modals())
    } finally {
      vi.unstubAllGlobals()
    }
    expect(open.mock.calls).toEqual([
      ['/demo-assets/w.pdf', '_blank', 'noopener,noreferrer'],
      ['https://partner.example.com', '_blank', 'noopener,noreferrer'],
    ])
  })
})
