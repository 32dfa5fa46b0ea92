import { spawn, type ChildProcess } from 'node:child_process'
import { createWriteStream, mkdtempSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** A port the OS reports free right now (bound, read, released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      if (address === null || typeof address === 'string') return reject(new Error('no port assigned'))
      server.close(() => resolve(address.port))
    })
  })
}

/**
 * This process's environment without what the test runner adds (NODE_ENV=test, MODE, TEST, VITEST*),
 * so a server or script started from a test sees what it would see started by hand.
 */
export function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {}
  for (const [key, value] of Object.entries(process.env)) {
    if (['NODE_ENV', 'MODE', 'TEST'].includes(key) || key.startsWith('VITEST')) continue
    env[key] = value
  }
  return { ...env, ...extra }
}

export interface SiteServer {
  name: string
  port: number
  logFile: string
  /** The server's process id (the bench pins it to a CPU). */
  pid: number | undefined
  stop(): Promise<void>
}

export interface SiteServerOptions {
  name: string
  port: number
  env: Record<string, string>
  logDir: string
  projectRoot: string
  /** `development`: `npm run dev`'s server from the sources (Vite, tsx) instead of the production build. */
  mode?: 'production' | 'development'
}

/** `npm run dev`'s server, run from the sources with the TypeScript loader. */
const DEV_SERVER = ['--import', 'tsx', 'server/dev.ts']

/** The built production server, as each `npm start` worker runs it: plain Node, no TypeScript loader. */
export const BUILT_SERVER = 'dist/server/server.mjs'

/**
 * Starts the production server (`node dist/server/server.mjs`, as a worker of `npm start` does), or the
 * development server, in its own process group, logs to a file, and resolves once it answers HTTP on its port.
 */
export async function startSiteServer(options: SiteServerOptions): Promise<SiteServer> {
  const logFile = join(options.logDir, `${options.name}.log`)
  const log = createWriteStream(logFile)
  const development = options.mode === 'development'
  const child = spawn(process.execPath, development ? DEV_SERVER : [BUILT_SERVER], {
    cwd: options.projectRoot,
    env: cleanEnv({
      NODE_ENV: development ? 'development' : 'production',
      PORT: String(options.port),
      // Each server counts the enquiry rate limit alone, not in the project's data/limits.sqlite.
      RATE_LIMIT_DB_PATH: join(mkdtempSync(join(tmpdir(), `${options.name}-limits-`)), 'limits.sqlite'),
      ...options.env,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  child.stdout?.pipe(log)
  child.stderr?.pipe(log)

  const stop = () => stopProcessGroup(child)
  try {
    await waitUntilAnswering(`http://127.0.0.1:${options.port}/`, child, logFile)
  } catch (error) {
    await stop()
    throw error
  }
  return { name: options.name, port: options.port, logFile, pid: child.pid, stop }
}

async function waitUntilAnswering(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited before answering ${url}:\n${tail(logFile)}`)
    }
    try {
      await fetch(url, { signal: AbortSignal.timeout(5_000) })
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  throw new Error(`server did not answer ${url} within 90 s:\n${tail(logFile)}`)
}

function stopProcessGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return Promise.resolve()
  return new Promise((resolve) => {
    const force = setTimeout(() => signalGroup(child.pid!, 'SIGKILL'), 5_000)
    child.once('exit', () => {
      clearTimeout(force)
      resolve()
    })
    signalGroup(child.pid!, 'SIGTERM')
  })
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal)
  } catch {
    // already gone
  }
}

export function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n')
  } catch {
    return '(no log)'
  }
}
