import type { JumpTarget } from '../../schemas/api.gen'
import { shellModals } from '../shell/modal-store'
import { resolveJump, type JumpContext } from './resolve-jump'
import { runJumpEffect } from './run-jump-effect'
import { JUMP_TARGET_ATTRIBUTE } from './jump-target-attribute'

export { JUMP_TARGET_ATTRIBUTE }

/** The attributes of a button that runs `jump`: its type (for styles and tests) and the target itself. */
export function jumpTargetAttributes(jump: JumpTarget): Record<string, string | undefined> {
  return { 'data-jump': jump.jumpContentType ?? undefined, [JUMP_TARGET_ATTRIBUTE]: JSON.stringify(jump) }
}

/**
 * Installs the page's one click listener for jump buttons on `root`; `context` gives the page's origin and
 * default form at click time. Returns the function that removes it.
 */
export function installJumpDelegation(root: Document | HTMLElement, context: () => JumpContext): () => void {
  const onClick = (event: Event): void => {
    if (event.defaultPrevented || !(event.target instanceof Element)) return
    const button = event.target.closest(`[${JUMP_TARGET_ATTRIBUTE}]`)
    if (!button) return
    const jump = parseJump(button.getAttribute(JUMP_TARGET_ATTRIBUTE))
    event.preventDefault()
    runJumpEffect(resolveJump(jump, context()), shellModals(), jump?.buttonTitle)
  }
  root.addEventListener('click', onClick)
  return () => root.removeEventListener('click', onClick)
}

function parseJump(text: string | null): JumpTarget | null {
  if (!text) return null
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JumpTarget) : null
  } catch {
    return null
  }
}
