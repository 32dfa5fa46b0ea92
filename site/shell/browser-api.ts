import { browserTransport, createApi, type Api } from '../api'

let api: Api | undefined

/** The API client of the browser (same-origin `/api/internal/*`), created on first use. */
export function browserApi(): Api {
  api ??= createApi(browserTransport)
  return api
}
