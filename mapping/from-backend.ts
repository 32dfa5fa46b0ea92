import type { FileResource, JumpTarget } from '../schemas/api.gen'
import type { BlockJump } from '../schemas/blocks.gen'

/** The jump target as blocks carry it (schemas/blocks/shared/jump.schema.json, shared by every block schema). */
export type { BlockJump }

const JUMP_TYPES: ReadonlySet<string> = new Set<BlockJump['jumpContentType']>(['FORM', 'DOCUMENT', 'URL', 'VIDEO'])

/**
 * A backend jumpBO reduced to what the action handler reads (SPEC §3 Jump target). No target, or a
 * jumpContentType the site does not know, means no button.
 */
export function toBlockJump(jump: JumpTarget | null | undefined): BlockJump | undefined {
  if (!jump?.jumpContentType || !JUMP_TYPES.has(jump.jumpContentType)) return undefined
  return compact({
    jumpContentType: jump.jumpContentType as BlockJump['jumpContentType'],
    buttonTitle: text(jump.buttonTitle),
    buttonLink: text(jump.buttonLink),
    attachmentUrl: firstFileUrl(jump.attachment) ?? text(jump.attachmentUrl),
    formBOId: jump.formBO?.id ?? jump.formBOId ?? undefined,
  })
}

/**
 * URL of the first file of a backend resource (`{ files: [{ url }] }`), if any. A resource of another
 * shape (a number, a list, files that are not a list) has none: an optional image never breaks its block.
 */
export function firstFileUrl(resource: FileResource | null | undefined): string | undefined {
  const files: unknown = isRecord(resource) ? resource.files : undefined
  if (!Array.isArray(files)) return undefined
  for (const file of files as unknown[]) {
    const url = isRecord(file) ? text(file.url) : undefined
    if (url) return url
  }
  return undefined
}

/**
 * A non-blank string, trimmed; blank, null and undefined become undefined, and so does a value of
 * another type (the boundary removes drifted optional fields, but a mapper never relies on it).
 */
export function text(value: unknown): string | undefined {
  const trimmed = typeof value === 'string' ? value.trim() : undefined
  return trimmed ? trimmed : undefined
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Drops undefined properties, so props match their strict block schema exactly. */
export function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T
}

/** `YYYY-MM-DD` of a backend `YYYY-MM-DD HH:mm:ss` date. */
export function dayOf(dateTime: string | null | undefined): string | undefined {
  return /^\d{4}-\d{2}-\d{2}/.exec(dateTime ?? '')?.[0]
}
