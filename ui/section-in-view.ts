/**
 * The id of the last section whose top has scrolled past the upper third of the viewport (under the sticky
 * bars); the first one when none has. Plain code, shared by React's section navigation and the plain ones.
 */
export function sectionInView(ids: readonly string[], document: Document): string | undefined {
  let seen: string | undefined = ids[0]
  const third = (document.defaultView?.innerHeight ?? 0) / 3
  for (const id of ids) {
    const element = document.getElementById(id)
    if (element && element.getBoundingClientRect().top <= third) seen = id
  }
  return seen
}
