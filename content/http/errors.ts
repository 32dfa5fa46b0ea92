/** A request the content API refuses: answered as `{ code, data: null, message }` with that HTTP status. */
export class ContentError extends Error {
  constructor(
    readonly code: '400' | '404',
    message: string,
  ) {
    super(message)
    this.name = 'ContentError'
  }
}

export const badRequest = (message: string) => new ContentError('400', message)
export const notFound = (message: string) => new ContentError('404', message)
