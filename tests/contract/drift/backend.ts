import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { ApiCallName } from '../../../schemas/api.gen'
import { close, readBody } from '../../e2e/support/fake-backend'
import { callNameOf } from './call-names'
import type { CallFault, DataMutation, Mutation } from './mutations'

/** The one call the backend currently spoils, and how. */
export interface DriftScenario {
  call: ApiCallName
  mutation: Mutation
}

/** A request the site server sent to the backend, and what the backend did with it. */
export interface ObservedRequest {
  call: ApiCallName | undefined
  method: string
  path: string
  /** The upstream envelope's `data` (before any mutation), when it answered code 200. */
  data?: unknown
  /** Whether the scenario's mutation was served for this request. */
  mutated: boolean
  /** A data mutation that found no such location in this answer (served unchanged). */
  notApplicable?: boolean
}

export interface DriftBackend {
  port: number
  /**
   * Spoils `scenario.call` from now on (each scenario's call, given several of different calls); undefined
   * answers every call as the upstream does.
   */
  setScenario(scenario: DriftScenario | readonly DriftScenario[] | undefined): void
  /** The requests received since the last call, oldest first. */
  takeRequests(): ObservedRequest[]
  stop(): Promise<void>
}

export interface DriftBackendOptions {
  /** Origin whose `/api/internal/*` answers every call (the embedded content API of a production server). */
  upstream: string
  /** How long a `timeout` fault holds its answer (longer than the site's API_TIMEOUT_MS). */
  timeoutDelayMs: number
}

/**
 * A CMS that drifts on demand (SPEC §7, §8; issue 10): it forwards every call to the upstream content
 * API and, for the scenario's call, serves the scenario's mutation instead of the upstream answer. The
 * scenario is set in-process by the test that owns the backend, so nothing travels over a control port.
 */
export async function startDriftBackend(options: DriftBackendOptions): Promise<DriftBackend> {
  let scenarios: readonly DriftScenario[] = []
  let observed: ObservedRequest[] = []
  const server = createServer((req, res) => {
    answer(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(599, { 'content-type': 'text/plain' })
      res.end(`drift backend failed: ${String(error)}`)
    })
  })

  async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET'
    const path = (req.url ?? '/').replace(/^\/api\/internal(?=\/|$)/, '')
    const call = callNameOf(method, path)
    const request: ObservedRequest = { call, method, path, mutated: false }
    observed.push(request)
    const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req)
    const active = scenarios.find((scenario) => scenario.call === call)?.mutation

    if (active?.type === 'fault' && active.kind === 'unreachable') {
      request.mutated = true
      req.socket.destroy() // the connection drops without an answer, as when the CMS is gone
      return
    }
    if (active?.type === 'fault' && active.kind === 'timeout') {
      request.mutated = true
      await delay(options.timeoutDelayMs)
      if (req.socket.destroyed) return
    }

    const upstream = await fetch(`${options.upstream}/api/internal${path}`, {
      method,
      headers: { 'content-type': req.headers['content-type'] ?? 'application/json' },
      body: body === undefined ? undefined : new Uint8Array(body),
    })
    const text = await upstream.text()
    const envelope = parseEnvelope(text)
    if (envelope && isOk(envelope.code)) request.data = envelope.data

    if (active?.type === 'fault' && active.kind !== 'timeout') {
      request.mutated = true
      return serveFault(res, active, text, envelope)
    }
    if (active?.type === 'data' && envelope && isOk(envelope.code)) {
      const drifted = applyDrift(active, envelope.data)
      if (drifted.applied) {
        request.mutated = true
        return send(res, 200, 'application/json', JSON.stringify({ ...envelope, data: drifted.data }))
      }
      request.notApplicable = true
    }
    send(res, upstream.status, upstream.headers.get('content-type') ?? 'application/json', text)
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('drift backend: no port assigned')

  return {
    port: address.port,
    setScenario(next) {
      scenarios = next === undefined ? [] : 'call' in next ? [next] : next
    },
    takeRequests() {
      const taken = observed
      observed = []
      return taken
    },
    stop: () => close(server),
  }
}

interface Envelope {
  code?: unknown
  data?: unknown
  message?: unknown
}

const isOk = (code: unknown) => code === '200' || code === 200

function parseEnvelope(text: string): Envelope | undefined {
  try {
    const value: unknown = JSON.parse(text)
    return value !== null && typeof value === 'object' && !Array.isArray(value) && 'code' in value
      ? (value as Envelope)
      : undefined
  } catch {
    return undefined
  }
}

function applyDrift(mutation: DataMutation, data: unknown): { applied: true; data: unknown } | { applied: false } {
  // A root mutation may legitimately produce null; only "no such location" is undefined.
  const drifted = mutation.apply(data)
  return drifted === undefined ? { applied: false } : { applied: true, data: drifted }
}

function serveFault(res: ServerResponse, fault: CallFault, upstreamText: string, envelope: Envelope | undefined): void {
  switch (fault.kind) {
    case 'code-404':
      return send(
        res,
        200,
        'application/json',
        JSON.stringify({ code: '404', data: null, message: 'drift: no such item' }),
      )
    case 'code-500':
      return send(
        res,
        200,
        'application/json',
        JSON.stringify({ code: '500', data: null, message: 'drift: internal error' }),
      )
    case 'http-404':
      // What a Spring back end answers for an unknown path: HTTP 404 with its own JSON, not the envelope.
      return send(
        res,
        404,
        'application/json',
        JSON.stringify({
          timestamp: '2024-01-01T00:00:00.000+00:00',
          status: 404,
          error: 'Not Found',
          path: '/api/internal',
        }),
      )
    case 'http-500':
      return send(
        res,
        500,
        'application/json',
        JSON.stringify({ code: '500', data: null, message: 'drift: server failure' }),
      )
    case 'http-502-html':
      return send(
        res,
        502,
        'text/html',
        '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>',
      )
    case 'not-json':
      return send(res, 200, 'text/html', '<!doctype html><html><body>Down for maintenance</body></html>')
    case 'cut-in-half':
      return send(res, 200, 'application/json', upstreamText.slice(0, Math.floor(upstreamText.length / 2)))
    case 'not-envelope':
      return send(res, 200, 'application/json', JSON.stringify(envelope?.data ?? []))
    case 'unreachable':
    case 'timeout':
      throw new Error(`${fault.kind} is served before the upstream call`)
  }
}

function send(res: ServerResponse, status: number, contentType: string, body: string): void {
  if (res.destroyed) return
  res.writeHead(status, { 'content-type': contentType }).end(body)
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
