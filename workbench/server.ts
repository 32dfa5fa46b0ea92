import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { blockIslandModules } from '../blocks/islands.gen'
import { NO_STORE } from '../runtime/server/cache-policy'
import type { RenderPageFor } from '../site/server/app'
import type { SiteHosts } from '../site/hosts'
import { langOfMark, type Lang } from '../site/lang'
import type { SiteOrigins } from '../site/urls'
import { createPropsValidator, readBlockSchemas, type WorkbenchBlock } from './block-schema'
import type { BlockWorkbenchContext, WorkbenchRender, WorkbenchSite } from './context'
import { islandGzipBytes } from './island-size'
import { isExampleName } from './example-name'

export interface WorkbenchOptions {
  /** The folder holding `schemas/`, `blocks/` and, in production, `dist/`. */
  projectRoot: string
  production: boolean
  siteHosts: SiteHosts
  siteOrigins: SiteOrigins
}

/** Props, a saved example: far above any block's (the largest example is a few KB), far below harm. */
export const MAX_WORKBENCH_BODY_BYTES = 256 * 1024

const runFile = promisify(execFile)

/**
 * The block workbench's server (docs/adding-a-block.md "How to add a block"): mounted only in development or with
 * BLOCK_CATALOGUE=1. Pages come from Vike through the same renderer as every page, with the workbench's
 * page context added (workbench/context.ts):
 *   GET  /blocks/{type}            the workbench page: the form generated from the block's schema
 *   POST /blocks/{type}/render     `{ props, lang }` → the props' schema errors and the whole page the
 *                                  preview frame shows: the block alone, rendered as on a page of that site
 *   POST /blocks/{type}/examples   `{ name, props }` → blocks/<kebab>/examples/<name>.json, then codegen
 *                                  (development only: it writes files)
 * An unknown type is 404, a body that is no JSON 400, one over MAX_WORKBENCH_BODY_BYTES 413; every answer
 * is `no-store`.
 */
export function blockWorkbenchRoutes(options: WorkbenchOptions) {
  const { projectRoot, production } = options
  // Development reads the schemas on each request, so a schema being written shows at the next change.
  let cached: ReadonlyMap<string, WorkbenchBlock> | null = null
  let validatorOf = createPropsValidator(new Map())
  const blocks = (): ReadonlyMap<string, WorkbenchBlock> => {
    if (cached && production) return cached
    cached = readBlockSchemas(projectRoot)
    validatorOf = createPropsValidator(cached)
    return cached
  }
  const sites = workbenchSites(options.siteHosts)
  const islandBytes = new Map<string, number | null>()
  const islandSize = (module: string): number | null => {
    if (!production) return null
    if (!islandBytes.has(module)) islandBytes.set(module, islandGzipBytes(projectRoot, module))
    return islandBytes.get(module) ?? null
  }

  return (app: Hono, renderPage: RenderPageFor): void => {
    app.use(
      '/blocks/*',
      bodyLimit({
        maxSize: MAX_WORKBENCH_BODY_BYTES,
        onError: (c) => c.json({ message: `Request body larger than ${MAX_WORKBENCH_BODY_BYTES} bytes` }, 413),
      }),
    )

    app.get('/blocks/:type', async (c, next) => {
      const block = blocks().get(c.req.param('type'))
      if (!block) return next()
      const workbench: BlockWorkbenchContext = {
        kind: 'page',
        type: block.type,
        kebab: block.kebab,
        schema: block.schema,
        sites,
        canSave: !production,
      }
      const page = await renderPage(new URL(c.req.url), c.req.raw.headers, { blockWorkbench: workbench })
      return new Response(page.body, { status: page.status, headers: noStore(page.headers) })
    })

    app.post('/blocks/:type/render', async (c) => {
      const block = blocks().get(c.req.param('type'))
      if (!block) return unknownType(c)
      const body = await jsonBody(c)
      if (!body.ok) return body.answer
      const { props, lang } = body.value as { props?: unknown; lang?: unknown }
      const site = sites.find((entry) => entry.lang === lang)
      if (!site) return c.json({ message: `"lang" must be one of ${sites.map((s) => s.lang).join(', ')}` }, 400)
      if (props === null || typeof props !== 'object' || Array.isArray(props))
        return c.json({ message: '"props" must be an object' }, 400)
      const url = new URL(`/blocks/${block.type}/frame`, options.siteOrigins[site.mark])
      const frame: BlockWorkbenchContext = { kind: 'frame', type: block.type, props }
      const page = await renderPage(url, c.req.raw.headers, { blockWorkbench: frame })
      const islandModule = blockIslandModuleOf(block.type)
      const answer: WorkbenchRender = {
        errors: validatorOf(block.type, props),
        html: page.body,
        status: page.pageStatus,
        islandGzipBytes: islandModule ? islandSize(islandModule) : null,
        htmlOnly: !islandModule,
      }
      return c.json(answer, 200, { 'cache-control': NO_STORE })
    })

    app.post('/blocks/:type/examples', async (c) => {
      // Saving writes into the project: never on a production server, even with the catalogue on.
      if (production) return c.json({ message: 'Examples are saved in development only (npm run dev)' }, 403)
      const block = blocks().get(c.req.param('type'))
      if (!block) return unknownType(c)
      const body = await jsonBody(c)
      if (!body.ok) return body.answer
      const { name, props } = body.value as { name?: unknown; props?: unknown }
      if (typeof name !== 'string' || !isExampleName(name))
        return c.json({ message: '"name" must be kebab-case: lower-case letters and digits, words joined by "-"' }, 400)
      const errors = validatorOf(block.type, props)
      if (errors.length) return c.json({ message: 'The props do not match the block schema', errors }, 422)
      const folder = join(projectRoot, 'blocks', block.kebab, 'examples')
      const file = join(folder, `${name}.json`)
      const relativePath = `blocks/${block.kebab}/examples/${name}.json`
      if (existsSync(file)) return c.json({ message: `${relativePath} exists: choose another name` }, 409)
      mkdirSync(folder, { recursive: true })
      writeFileSync(file, `${JSON.stringify(props, null, 2)}\n`)
      try {
        await runFile(process.execPath, ['--import', 'tsx', 'codegen/generate.ts'], { cwd: projectRoot })
      } catch (error) {
        unlinkSync(file)
        const detail = (error as { stderr?: string }).stderr?.trim() || String(error)
        return c.json({ message: `codegen failed, ${relativePath} removed again: ${detail}` }, 500)
      }
      return c.json({ path: relativePath }, 201, { 'cache-control': NO_STORE })
    })
  }
}

/** The source module of a block's island code (blocks/islands.gen.ts); undefined for an HTML-only block. */
function blockIslandModuleOf(type: string): string | undefined {
  return Object.entries(blockIslandModules).find(([name]) => name.endsWith(`:${type}`))?.[1]
}

/** One preview switch per language, for the first site of each (SITE_HOSTS order). */
export function workbenchSites(siteHosts: SiteHosts): WorkbenchSite[] {
  const sites: WorkbenchSite[] = []
  for (const mark of Object.keys(siteHosts)) {
    const lang: Lang = langOfMark(mark)
    if (!sites.some((site) => site.lang === lang)) sites.push({ lang, mark })
  }
  return sites
}

type JsonBody = { ok: true; value: object } | { ok: false; answer: Response }

async function jsonBody(c: Context): Promise<JsonBody> {
  let value: unknown
  try {
    value = JSON.parse(await c.req.text())
  } catch (error) {
    return { ok: false, answer: c.json({ message: `The body is not JSON: ${(error as Error).message}` }, 400) }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return { ok: false, answer: c.json({ message: 'The body must be a JSON object' }, 400) }
  return { ok: true, value }
}

function unknownType(c: Context): Response {
  return c.json({ message: `No block has the type "${c.req.param('type')}"` }, 404)
}

function noStore(headers: readonly [string, string][]): Headers {
  const out = new Headers()
  for (const [name, value] of headers) if (name.toLowerCase() !== 'cache-control') out.append(name, value)
  out.set('cache-control', NO_STORE)
  return out
}
