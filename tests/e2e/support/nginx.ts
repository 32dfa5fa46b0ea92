import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { tail } from './processes'

/** Debian's nginx, or NGINX_PATH. */
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'

const projectRoot = resolve(import.meta.dirname, '../../..')

/** deploy/nginx.conf with a run's port, instances, folders and refresh secret (docs/running.md "Running at scale"). */
export function renderNginxConf(
  listenPort: number,
  upstreamPorts: number[],
  dir: string,
  revalidateSecret = 'nginx-refresh-not-used-here',
): string {
  const upstreams = upstreamPorts.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=10s;`).join(' ')
  return readFileSync(join(projectRoot, 'deploy/nginx.conf'), 'utf8')
    .replaceAll('{{LISTEN}}', `127.0.0.1:${listenPort}`)
    .replaceAll('{{UPSTREAM_SERVERS}}', upstreams)
    .replaceAll('{{RUN_DIR}}', dir)
    .replaceAll('{{CACHE_DIR}}', join(dir, 'cache'))
    .replaceAll('{{REVALIDATE_SECRET}}', revalidateSecret)
}

/** Starts nginx on `confFile` in the foreground, resolved once it answers on `port`. */
export async function startNginx(confFile: string, dir: string, port: number): Promise<ChildProcess> {
  // As root, nginx's workers would drop to `nobody`, who cannot write into this private folder.
  const global = process.getuid?.() === 0 ? 'daemon off; user root;' : 'daemon off;'
  const child = spawn(NGINX, ['-p', dir, '-c', confFile, '-e', join(dir, 'error.log'), '-g', global], {
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited:\n${tail(join(dir, 'error.log'))}`)
    try {
      await fetch(`http://127.0.0.1:${port}/favicon.svg`, { signal: AbortSignal.timeout(2_000) })
      return child
    } catch {
      await new Promise((done) => setTimeout(done, 200))
    }
  }
  child.kill('SIGKILL')
  throw new Error(`nginx did not answer on ${port}:\n${tail(join(dir, 'error.log'))}`)
}

/** SIGQUIT (finish what it serves), SIGKILL after five seconds. */
export async function stopNginx(nginx: ChildProcess | undefined): Promise<void> {
  if (!nginx || nginx.exitCode !== null || nginx.signalCode !== null) return
  const exited = new Promise((done) => nginx.once('exit', done))
  nginx.kill('SIGQUIT')
  const force = setTimeout(() => nginx.kill('SIGKILL'), 5_000)
  await exited
  clearTimeout(force)
}
