/**
 * One line for a log: the error's class and message, then its causes (`TypeError: fetch failed (Error:
 * connect ECONNREFUSED 127.0.0.1:9)`): Node's fetch says only "fetch failed" and keeps why in `cause`.
 */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const causes: string[] = []
  let cause: unknown = error.cause
  for (let depth = 0; cause !== undefined && cause !== null && depth < 3; depth++) {
    causes.push(cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause))
    cause = cause instanceof Error ? cause.cause : undefined
  }
  return `${error.name}: ${error.message}${causes.map((text) => ` (${text})`).join('')}`
}
