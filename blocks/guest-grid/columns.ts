/** SPEC §2: the guest grid uses 1, 2 or 3 columns by guest count. */
export function guestColumns(count: number): 1 | 2 | 3 {
  return count <= 1 ? 1 : count === 2 ? 2 : 3
}
