import type { JumpTarget } from '../../schemas/api.gen'

/**
 * What a jump target (SPEC §3 jumpBO) asks for, decided without touching the browser, so every button in
 * every block behaves the same and the rules are unit-tested. `useJumpAction()` carries the effect out.
 */
export type JumpEffect =
  | { kind: 'contact'; formId: number; releasedFile?: string }
  | { kind: 'document'; url: string }
  | { kind: 'navigate'; path: string }
  | { kind: 'external'; url: string }
  | { kind: 'video'; url: string }
  | { kind: 'none'; reason: string }

export interface JumpContext {
  /** Origin of the current page, e.g. `http://localhost:3000`; links to it navigate inside the app. */
  origin: string
  /** Form opened by a FORM jump that names no form. */
  defaultFormId: number
}

export function resolveJump(jump: JumpTarget | null | undefined, context: JumpContext): JumpEffect {
  if (!jump) return { kind: 'none', reason: 'no jump target' }
  switch (jump.jumpContentType) {
    case 'FORM': {
      // A form with an attachment releases it once sent (SPEC §1 "Forms can be configured to release a file").
      const formId = formIdOf(jump) ?? context.defaultFormId
      const releasedFile = attachmentUrlOf(jump)
      return releasedFile ? { kind: 'contact', formId, releasedFile } : { kind: 'contact', formId }
    }
    case 'DOCUMENT': {
      const url = attachmentUrlOf(jump)
      return url ? { kind: 'document', url } : { kind: 'none', reason: 'DOCUMENT jump without attachment' }
    }
    case 'VIDEO': {
      const url = attachmentUrlOf(jump) ?? nonEmpty(jump.buttonLink)
      return url ? { kind: 'video', url } : { kind: 'none', reason: 'VIDEO jump without attachment' }
    }
    case 'URL':
      return linkEffect(nonEmpty(jump.buttonLink), context.origin)
    default:
      return { kind: 'none', reason: `unknown jumpContentType ${String(jump.jumpContentType)}` }
  }
}

function formIdOf(jump: JumpTarget): number | undefined {
  const id = jump.formBO?.id ?? jump.formBOId
  return typeof id === 'number' && Number.isFinite(id) ? id : undefined
}

function attachmentUrlOf(jump: JumpTarget): string | undefined {
  const file = jump.attachment?.files?.find((item) => nonEmpty(item?.url))
  return nonEmpty(file?.url) ?? nonEmpty(jump.attachmentUrl)
}

function linkEffect(link: string | undefined, origin: string): JumpEffect {
  if (!link) return { kind: 'none', reason: 'URL jump without buttonLink' }
  if (link.startsWith('/') && !link.startsWith('//')) return { kind: 'navigate', path: link }
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('//')
  if (!hasScheme) {
    // Editors type "product/12" (a path in the site) or "www.example.com/x" (another site).
    return /^[\w-]+(\.[\w-]+)+(\/|$)/.test(link)
      ? { kind: 'external', url: `https://${link}` }
      : { kind: 'navigate', path: `/${link}` }
  }
  let url: URL
  try {
    url = new URL(link, origin)
  } catch {
    return { kind: 'none', reason: `URL jump with unreadable buttonLink ${link}` }
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return url.protocol === 'mailto:' || url.protocol === 'tel:'
      ? { kind: 'external', url: url.href }
      : { kind: 'none', reason: `URL jump with unsupported scheme ${url.protocol}` }
  }
  if (url.origin === origin) return { kind: 'navigate', path: `${url.pathname}${url.search}${url.hash}` }
  return { kind: 'external', url: url.href }
}

function nonEmpty(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}
