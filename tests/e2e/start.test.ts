import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { requestAs } from './support/hosts'
import { BUILT_SERVER, cleanEnv, freePort } from './support/processes'

// Issue §1 "Done when": a newcomer's `npm start` serves the demo site, Chinese on localhost and English
// on en.localhost. Started here exactly as `npm start` does (scripts/start.mjs), on a free port, after
// `npm test` has built the site (so start finds the build up to date and serves it).

const projectRoot = resolve(import.meta.dirname, '../..')
let child: ChildProcess
let port: number
let output = ''
const dataDir = mkdtempSync(join(tmpdir(), 'site-start-'))

beforeAll(async () => {
  port = await freePort()
  child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: projectRoot,
    env: cleanEnv({ PORT: String(port), WEB_CONCURRENCY: '1', FORM_DB_PATH: join(dataDir, 'forms.sqlite') }),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const deadline = Date.now() + 100_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output}`)
    try {
      await requestAs('zh', '/', { port })
      return
    } catch {
      if (Date.now() > deadline) throw new Error(`npm start did not answer on port ${port}:\n${output}`)
      await new Promise((done) => setTimeout(done, 250))
    }
  }
}, 120_000)

afterAll(async () => {
  if (child?.pid !== undefined && child.exitCode === null) {
    const exited = new Promise((done) => child.once('exit', done))
    process.kill(-child.pid, 'SIGTERM')
    await exited
  }
  rmSync(dataDir, { recursive: true, force: true })
})

/** The command line of a process, as the kernel has it (arguments joined by spaces). */
function commandLine(pid: number): string {
  return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ')
}

/** The processes whose parent is `pid`. */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((candidate) => {
      try {
        // /proc/<pid>/stat: "pid (comm) state ppid …"; comm may hold spaces, so read after its ")".
        const stat = readFileSync(`/proc/${candidate}/stat`, 'utf8')
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid
      } catch {
        return false // gone meanwhile
      }
    })
}

describe('npm start (issue §1)', () => {
  test('serves the Chinese site on localhost and the English site on en.localhost', async () => {
    const chinese = await requestAs('zh', '/', { port, headers: { 'accept-encoding': 'identity' } })
    const english = await requestAs('en', '/', { port, headers: { 'accept-encoding': 'identity' } })
    expect(chinese.status).toBe(200)
    expect(english.status).toBe(200)
    expect(chinese.body).toMatch(/<html[^>]* lang="zh/)
    expect(english.body).toMatch(/<html[^>]* lang="en/)
    expect(chinese.body).toContain('data-block=')
    expect(english.body).toContain('data-block=')
  })

  // Issue 10: production is built JavaScript only, one module graph (docs/architecture.md "Running").
  test('runs the built server in its worker, with no TypeScript loader anywhere in its process tree', () => {
    const workers = childrenOf(child.pid!)
    const commands = [child.pid!, ...workers].map(commandLine)
    expect(workers).toHaveLength(1)
    expect(commandLine(workers[0])).toContain(BUILT_SERVER)
    for (const command of commands) expect(command).not.toMatch(/tsx/)
  })

  test('uses the existing build instead of building again', () => {
    expect(output).not.toMatch(/building/i)
  })

  // Issue 25 paper cut: a second start on a taken port says so once, by number, and exits 1.
  test('a second start on the same port says the port is taken, once, and exits 1', async () => {
    const second = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: projectRoot,
      env: cleanEnv({ PORT: String(port), WEB_CONCURRENCY: '2', FORM_DB_PATH: join(dataDir, 'forms-2.sqlite') }),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let said = ''
    second.stdout?.on('data', (chunk: Buffer) => (said += chunk.toString()))
    second.stderr?.on('data', (chunk: Buffer) => (said += chunk.toString()))
    const code = await new Promise((done) => second.once('exit', done))
    expect(code).toBe(1)
    expect(said.match(/already in use/g)).toHaveLength(1)
    expect(said).toContain(`port ${port} is already in use`)
    expect(said).not.toMatch(/serving on|EADDRINUSE/)
  })
})
