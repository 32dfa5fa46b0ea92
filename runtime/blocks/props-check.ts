/**
 * Checking the props a route emits against its block's schema (issue 22). The engine knows no schema:
 * the application passes a validator to `createBlockRenderer` (this site's is blocks/validate-props.ts)
 * and the renderer calls it for every descriptor before rendering it.
 */

/** One way a block's props break its schema. */
export interface BlockPropsProblem {
  /** JSON pointer into the props (`/slides/0/title`); a missing or unknown property is named in it. */
  pointer: string
  /** The schema keyword that failed (`required`, `minItems`, `enum`, `additionalProperties`, …). */
  keyword: string
  message: string
}

/** The problems of `props` as the props of the block `type`; empty when they are valid. */
export type BlockPropsValidator = (type: string, props: unknown) => readonly BlockPropsProblem[]

export class InvalidBlockPropsError extends Error {
  override name = 'InvalidBlockPropsError'
}

/** A descriptor whose props break its block's schema, where it was emitted. */
export interface InvalidBlock {
  route: string
  index: number
  type: string
  id: string
  problems: readonly BlockPropsProblem[]
}

export const describeProblem = ({ pointer, message, keyword }: BlockPropsProblem): string =>
  `${pointer || '/'} ${message} (${keyword})`

/** `Block "banner" (id "hero", index 0) on route "/about-us" breaks its schema: /title must be string (type).` */
export function describeInvalidBlock({ route, index, type, id, problems }: InvalidBlock): string {
  return (
    `Block "${type}" (id "${id}", index ${index}) on route "${route}" breaks its schema: ` +
    `${problems.map(describeProblem).join('; ')}.`
  )
}

/** The descriptors among `blocks` whose props `validate` rejects (unknown types are not its business). */
export function invalidBlocks(
  blocks: readonly { type: string; id: string; props: unknown }[],
  route: string,
  validate: BlockPropsValidator,
): InvalidBlock[] {
  return blocks.flatMap(({ type, id, props }, index) => {
    const problems = validate(type, props)
    return problems.length ? [{ route, index, type, id, problems }] : []
  })
}

/** Keys already logged in production; cleared when this many, so a crawl over many URLs stays bounded. */
const MAX_LOGGED = 10_000
const loggedInvalid = new Set<string>()

export type InvalidBlockOutcome = 'drop' | 'show'

/**
 * What happens to an invalid block:
 * - tests (Vite mode `test`): throws InvalidBlockPropsError, so the test that rendered it fails;
 * - development: logged on the server and shown in place of the block (`show`), the rest of the page intact;
 * - production: left out (`drop`) and logged once per route, block type and pointer, like an unknown type.
 */
export function reportInvalidBlock(invalid: InvalidBlock): InvalidBlockOutcome {
  const message = describeInvalidBlock(invalid)
  if (!import.meta.env.PROD) {
    if (import.meta.env.MODE === 'test') throw new InvalidBlockPropsError(message)
    console.error(`[blocks] ${message}`)
    return 'show'
  }
  const fresh = invalid.problems.filter(({ pointer }) => {
    const key = `${invalid.route}\u0000${invalid.type}\u0000${pointer}`
    if (loggedInvalid.has(key)) return false
    if (loggedInvalid.size >= MAX_LOGGED) loggedInvalid.clear()
    loggedInvalid.add(key)
    return true
  })
  if (fresh.length)
    console.error(`[blocks] ${describeInvalidBlock({ ...invalid, problems: fresh })} The block is left out.`)
  return 'drop'
}
