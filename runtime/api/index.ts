/**
 * The backend client (SPEC §7/§8): browser-safe entry. ajv lives in ./validate, which the server and
 * tests import directly (`answerValidator`, `validateAnswer`, `checkFormSubmission`) and a browser client
 * loads lazily on its first call.
 */
export { createApi, DEFAULT_TIMEOUT_MS, type Api, type ApiLogger, type ApiOptions } from './client'
export { ApiError, ApiValidationError, type AnswerProblem, type ApiErrorKind } from './errors'
export { API_PREFIX, browserTransport, type Transport, type TransportRequest } from './transport'
export { cachedSharedCalls, SHARED_CALLS, type CachedApi, type SharedCall } from './shared-cache'
export {
  callRequests,
  type ActivityListParams,
  type CallRequest,
  type Id,
  type ListParams,
  type MediaListParams,
  type NewsListParams,
  type NewsType,
  type PageParams,
  type TitleType,
} from './calls'
export type { AnswerValidator } from './validate'
