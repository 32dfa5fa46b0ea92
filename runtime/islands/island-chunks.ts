/**
 * The client build's Vite manifest (`dist/assets.json`, written by Vike): source module or shared chunk
 * key → its file and the keys of the chunks it imports statically.
 */
export type BuildManifest = Record<string, { file: string; imports?: string[] }>

/** The files the source `modules` need when imported (each module's file and its static imports), each once. */
export function moduleFiles(manifest: BuildManifest, modules: Iterable<string>): string[] {
  const files = new Set<string>()
  const visit = (key: string): void => {
    const entry = manifest[key]
    if (!entry || files.has(entry.file)) return
    files.add(entry.file)
    entry.imports?.forEach(visit)
  }
  for (const module of modules) visit(module)
  return [...files]
}
