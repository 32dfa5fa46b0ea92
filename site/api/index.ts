/**
 * The backend client (SPEC §7/§8). Answer validation lives in ./validate (precompiled ajv validators):
 * the server and tests import it directly (`answerValidator`, `validateAnswer`, `checkFormSubmission`);
 * a client created without a validator loads it lazily on its first call, so it is not in a page's
 * main browser bundle.
 */
export {
  createApi,
  DEFAULT_TIMEOUT_MS,
  isRepairedIntoEmptiness,
  type Api,
  type ApiLogger,
  type ApiOptions,
} from './client'
export { ApiError, ApiValidationError, type AnswerProblem, type ApiErrorKind } from './errors'
export { API_PREFIX, browserTransport, type Transport, type TransportRequest } from './transport'
export { anyFailure, failureStatus, isApiError, isMissingItem, isUnusableAnswer, orFallback } from './outcome'
export {
  cachedSharedCalls,
  SHARED_CALLS,
  SHARED_STALE_LIMIT_MS,
  warmSharedCalls,
  type CachedApi,
  type SharedCall,
} from './shared-cache'
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
export { DRIFT_OUTCOMES, type Drift, type DriftEvent, type DriftOutcome } from './drift'
export type { AnswerRepair } from '../../schemas/repair'
export type { AnswerValidator, ReadAnswer } from './validate'
