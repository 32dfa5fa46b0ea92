import type { PropsError } from './block-schema'

/** rjsf's nested error object: each field's messages under `__errors`, children by property name or index. */
export type ErrorTree = { __errors?: string[]; [segment: string]: ErrorTree | string[] | undefined }

/**
 * The server's errors as rjsf's `extraErrors`: each message at the field its JSON pointer names, with the
 * pointer in the text (`is required (/title)`), so the form shows it beside that field. Pure (browser and server).
 */
export function errorTreeOf(errors: readonly PropsError[]): ErrorTree {
  const root: ErrorTree = {}
  for (const { pointer, message } of errors) {
    let node = root
    for (const segment of segmentsOf(pointer)) {
      const child = node[segment]
      node = (child && !Array.isArray(child) ? child : (node[segment] = {})) as ErrorTree
    }
    ;(node.__errors ??= []).push(`${message} (${pointer || '/'})`)
  }
  return root
}

function segmentsOf(pointer: string): string[] {
  if (!pointer) return []
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
}
