/** A list with at least one item: what a block schema's `"minItems": 1` asks for. */
export type NonEmpty<T> = [T, ...T[]]

/** Whether `list` has an item; narrows it to `NonEmpty`, so no cast is needed to say so. */
export function isNonEmpty<T>(list: readonly T[]): list is NonEmpty<T> {
  return list.length > 0
}

/**
 * The block a list of items makes, or no block when the list is empty: a section with nothing to show is
 * left out (SPEC §2), and a block whose schema needs items never gets an empty list.
 */
export function blockIfAny<T, D>(list: readonly T[], toBlock: (items: NonEmpty<T>) => D): D[] {
  return isNonEmpty(list) ? [toBlock(list)] : []
}
