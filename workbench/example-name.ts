/** A saved example's name, its file's base name: kebab-case, at most 60 characters. */
export function isExampleName(name: string): boolean {
  return name.length <= 60 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(name)
}
