import Form from '@rjsf/core'
import type { IChangeEvent } from '@rjsf/core'
import type { RJSFSchema } from '@rjsf/utils'
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react'
import { useT } from '../site/i18n'
import type { Lang } from '../site/lang'
import type { JsonSchema } from './block-schema'
import type { WorkbenchRender, WorkbenchSite } from './context'
import { errorTreeOf } from './error-schema'
import { workbenchValidator } from './form-validator'
import { workbenchUiSchema } from './ui-schema'

/** A starting point of the form: the block's main example or one saved beside it. */
export interface WorkbenchExample {
  name: string
  props: unknown
}

export interface WorkbenchProps {
  type: string
  schema: JsonSchema
  examples: WorkbenchExample[]
  sites: WorkbenchSite[]
  /** The page's own language: the preview starts on that site. */
  lang: Lang
  canSave: boolean
}

/** The preview widths: a desktop and a phone. */
export const WORKBENCH_WIDTHS = [1440, 390] as const
type Width = (typeof WORKBENCH_WIDTHS)[number]

/** How long the form rests before the server renders it again. */
const RENDER_DEBOUNCE_MS = 200

type Preview =
  { state: 'rendering' } | { state: 'ready'; render: WorkbenchRender } | { state: 'failed'; message: string }

/**
 * The block workbench (an island of `/blocks/{type}`): an rjsf form generated from the block's schema,
 * filled with its example; each change is rendered by the server (POST /blocks/{type}/render) into the
 * frame beside it — the block alone on a real page of the chosen site, its island hydrated as on any page —
 * and the schema errors the server found are shown at their fields, with their JSON pointers.
 */
export function Workbench({ type, schema, examples, sites, lang, canSave }: WorkbenchProps) {
  const t = useT()
  const [props, setProps] = useState<unknown>(examples[0]?.props ?? {})
  const [site, setSite] = useState<Lang>(sites.some((entry) => entry.lang === lang) ? lang : (sites[0]?.lang ?? lang))
  const [width, setWidth] = useState<Width>(WORKBENCH_WIDTHS[0])
  const [preview, setPreview] = useState<Preview>({ state: 'rendering' })
  const [renders, setRenders] = useState(0)
  const lastRender = useRef<WorkbenchRender | null>(null)
  const lastValid = useRef<{ site: Lang; html: string } | null>(null)
  const stage = useRef<HTMLDivElement>(null)
  const frame = useRef<HTMLIFrameElement>(null)
  const scale = useFitScale(stage, width)
  const [frameHeight, setFrameHeight] = useState<number | null>(null)
  // Another width lays the same page out again, taller or shorter, without loading it again.
  useEffect(() => setFrameHeight(contentHeight(frame.current)), [width])

  useEffect(() => {
    const controller = new AbortController()
    setPreview((current) => (current.state === 'rendering' ? current : { state: 'rendering' }))
    const timer = window.setTimeout(() => {
      renderOnServer(type, props, site, controller.signal).then(
        (render) => {
          lastRender.current = render
          if (render.errors.length === 0) lastValid.current = { site, html: render.html }
          setPreview({ state: 'ready', render })
          setRenders((count) => count + 1)
        },
        (error: unknown) => {
          if (controller.signal.aborted) return
          setPreview({ state: 'failed', message: error instanceof Error ? error.message : String(error) })
        },
      )
    }, RENDER_DEBOUNCE_MS)
    return () => {
      window.clearTimeout(timer)
      controller.abort()
    }
  }, [type, props, site])

  const render = preview.state === 'ready' ? preview.render : lastRender.current
  const errors = useMemo(() => render?.errors ?? [], [render])
  const extraErrors = useMemo(() => errorTreeOf(errors), [errors])
  const unsetLabel = t('blocks.workbench.unset')
  const uiSchema = useMemo(() => workbenchUiSchema(schema, unsetLabel), [schema, unsetLabel])
  // Props that break the schema lose the block, as in production, and the frame would show an empty page:
  // it keeps the last valid render of this site instead, dimmed, so the developer still sees the block.
  const kept = render && render.errors.length > 0 && lastValid.current?.site === site ? lastValid.current : null

  return (
    <div className="workbench" data-testid="workbench">
      <section className="workbench__form" aria-label={type}>
        {examples.length > 1 && (
          <label className="workbench__start">
            {t('blocks.workbench.start')}{' '}
            <select
              data-testid="workbench-example"
              onChange={(event) => setProps(examples[Number(event.target.value)]?.props ?? {})}
            >
              {examples.map((example, index) => (
                <option key={example.name} value={index}>
                  {example.name || t('blocks.workbench.mainExample')}
                </option>
              ))}
            </select>
          </label>
        )}
        <Form<unknown, RJSFSchema>
          schema={schema as RJSFSchema}
          uiSchema={uiSchema}
          formData={props}
          validator={workbenchValidator}
          extraErrors={extraErrors}
          idPrefix="workbench"
          noHtml5Validate
          showErrorList={false}
          onChange={(event: IChangeEvent<unknown>) => setProps(event.formData ?? {})}
        >
          <></>
        </Form>
        <PropsActions type={type} props={props} canSave={canSave} />
      </section>
      <section className="workbench__preview" aria-label="preview">
        <div className="workbench__toolbar">
          <fieldset className="workbench__switch">
            <legend>{t('blocks.workbench.site')}</legend>
            {sites.map((entry) => (
              <button
                key={entry.lang}
                type="button"
                aria-pressed={site === entry.lang}
                data-testid={`workbench-site-${entry.lang}`}
                onClick={() => setSite(entry.lang)}
              >
                {t(`blocks.workbench.site.${entry.lang}`)}
              </button>
            ))}
          </fieldset>
          <fieldset className="workbench__switch">
            <legend>{t('blocks.workbench.width')}</legend>
            {WORKBENCH_WIDTHS.map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={width === option}
                data-testid={`workbench-width-${option}`}
                onClick={() => setWidth(option)}
              >
                {option} px
              </button>
            ))}
            {scale < 1 && (
              <span className="workbench__zoom" data-testid="workbench-zoom">
                {t('blocks.workbench.zoom', { percent: Math.round(scale * 100) })}
              </span>
            )}
          </fieldset>
          <p className="workbench__island" data-testid="workbench-island">
            {t('blocks.workbench.island')}:{' '}
            {!render
              ? '…'
              : render.htmlOnly
                ? t('blocks.workbench.island.none')
                : render.islandGzipBytes === null
                  ? t('blocks.workbench.island.dev')
                  : `${(render.islandGzipBytes / 1024).toFixed(1)} KB`}
          </p>
        </div>
        <p
          className="workbench__status"
          role="status"
          data-testid="workbench-status"
          data-state={preview.state}
          data-renders={renders}
          data-errors={errors.length}
        >
          {preview.state === 'failed'
            ? t('blocks.workbench.failed', { message: preview.message })
            : preview.state === 'rendering'
              ? t('blocks.workbench.rendering')
              : errors.length
                ? `${t('blocks.workbench.invalid', { count: errors.length })}${kept ? t('blocks.workbench.lastValid') : ''}`
                : t('blocks.workbench.valid')}
        </p>
        <div
          className="workbench__stage"
          ref={stage}
          data-last-valid={kept ? 'true' : undefined}
          style={frameHeight === null ? undefined : { height: Math.ceil(frameHeight * scale) }}
        >
          {/* The page at the chosen width, scaled down to the stage when it is wider (its layout stays that width's). */}
          <iframe
            ref={frame}
            className="workbench__frame"
            title={`${type} (${site}, ${width} px)`}
            data-testid="workbench-frame"
            data-lang={site}
            width={width}
            style={{
              ...(scale < 1 ? { transform: `scale(${scale})`, transformOrigin: '0 0' } : {}),
              ...(frameHeight === null ? {} : { height: frameHeight }),
            }}
            srcDoc={kept?.html ?? render?.html ?? ''}
            onLoad={(event) => setFrameHeight(contentHeight(event.currentTarget))}
          />
        </div>
      </section>
    </div>
  )
}

/** The props as JSON to copy, and (in development) saved as a named example of the block. */
function PropsActions({ type, props, canSave }: { type: string; props: unknown; canSave: boolean }) {
  const t = useT()
  const [note, setNote] = useState('')
  const [name, setName] = useState('')
  const json = JSON.stringify(props, null, 2)

  async function save(): Promise<void> {
    const answer = await fetch(`/blocks/${type}/examples`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name, props }),
    })
    const body = (await answer.json()) as { path?: string; message?: string }
    setNote(answer.ok ? t('blocks.workbench.saved', { path: body.path ?? name }) : (body.message ?? answer.statusText))
  }

  return (
    <div className="workbench__actions">
      <button
        type="button"
        data-testid="workbench-copy"
        onClick={() =>
          void navigator.clipboard.writeText(json).then(
            () => setNote(t('blocks.workbench.copied')),
            (error: unknown) => setNote(String(error)),
          )
        }
      >
        {t('blocks.workbench.copy')}
      </button>
      {canSave && (
        <form
          className="workbench__save"
          onSubmit={(event) => {
            event.preventDefault()
            void save()
          }}
        >
          <label>
            {t('blocks.workbench.name')}{' '}
            <input
              value={name}
              onChange={(event) => setName(event.target.value)}
              pattern="[a-z0-9]+(-[a-z0-9]+)*"
              required
              data-testid="workbench-example-name"
            />
          </label>
          <button type="submit">{t('blocks.workbench.save')}</button>
        </form>
      )}
      {note && (
        <p className="workbench__note" role="status">
          {note}
        </p>
      )}
      <details>
        <summary>JSON</summary>
        <pre data-testid="workbench-json">{json}</pre>
      </details>
    </div>
  )
}

async function renderOnServer(type: string, props: unknown, lang: Lang, signal: AbortSignal): Promise<WorkbenchRender> {
  const answer = await fetch(`/blocks/${type}/render`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ props, lang }),
    signal,
  })
  if (!answer.ok) {
    const body = (await answer.json().catch(() => ({}))) as { message?: string }
    throw new Error(body.message ?? `${answer.status} ${answer.statusText}`)
  }
  return (await answer.json()) as WorkbenchRender
}

/**
 * The height of the frame's page (same origin: a srcdoc document), so the frame shows it whole; null before
 * it has one. The root element's own box, not its scroll height, which is never less than the frame's
 * current height and so would not shrink when a wider width makes the page shorter.
 */
function contentHeight(frame: HTMLIFrameElement | null): number | null {
  const root = frame?.contentDocument?.documentElement
  return root ? Math.ceil(root.getBoundingClientRect().height) || null : null
}

/** How much a page `width` px wide is scaled to fit the stage: 1 where it fits, or before the stage is measured. */
function useFitScale(stage: RefObject<HTMLElement | null>, width: number): number {
  const [stageWidth, setStageWidth] = useState<number | null>(null)
  useEffect(() => {
    const element = stage.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => setStageWidth(element.clientWidth))
    observer.observe(element)
    return () => observer.disconnect()
  }, [stage])
  return stageWidth ? Math.min(1, stageWidth / width) : 1
}
