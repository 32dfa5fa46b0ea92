import type { AiCarouselItem, AiStory, Employee } from '../../schemas/api.gen'
import { block, type BlockDescriptor } from '../../blocks/descriptor'
import { blockIfAny } from '../../runtime/blocks/non-empty'
import { compact, text, toBlockJump } from '../../mapping/from-backend'

/** SPEC §9: the AI carousel advances every 8000 ms. */
export const AI_CAROUSEL_AUTOPLAY_MS = 8000
/** SPEC §9: the frame's height until its content is measured. */
export const AI_FRAME_DEFAULT_HEIGHT = 500
/** The static page framed on `/ai` itself and on `/ai/ai-native...` paths. */
export const AI_NATIVE_FRAME_PAGE = '/ai/ai-native.html'

export interface AiPayload {
  carousel: readonly AiCarouselItem[]
  story: AiStory
  pathname: string
}

export interface AiLabels {
  storyTitle: string
  frameTitle: string
}

/**
 * SPEC §2 AI landing page, top to bottom: the carousel (530/320 px, 8000 ms), the story of employees
 * paired with their AI advisers (in `order`), and the framed static page. Sections with nothing to show
 * are left out; a story the CMS titled keeps its title and description without its pairs, and a slide
 * with a title keeps it without its picture (issue 21).
 */
export function toBlocks({ carousel, story, pathname }: AiPayload, labels: AiLabels): BlockDescriptor[] {
  return [
    ...blockIfAny(carouselSlides(carousel), (slides) =>
      block('heroCarousel', 'ai-carousel', { slides, size: 'ai', autoplayMs: AI_CAROUSEL_AUTOPLAY_MS }),
    ),
    ...storyBlock(story, labels),
    block('aiFrame', 'ai-frame', {
      src: framePageOf(pathname),
      title: labels.frameTitle,
      defaultHeight: AI_FRAME_DEFAULT_HEIGHT,
    }),
  ]
}

/**
 * Which static page the frame shows (SPEC §2): a path ending in the `ai` segment or containing
 * `/ai/ai-native` shows the AI-native page; any other path shows itself with `.html` appended.
 */
export function framePageOf(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/'
  const segments = path.split('/')
  if (segments[segments.length - 1] === 'ai' || path.includes('/ai/ai-native')) return AI_NATIVE_FRAME_PAGE
  return `${path}.html`
}

function storyBlock(story: AiStory, labels: AiLabels): BlockDescriptor[] {
  const rows = storyRows(story)
  const title = text(story.title)
  if (!rows.length && !title) return []
  return [
    block('aiStory', 'ai-story', compact({ title: title ?? labels.storyTitle, desc: text(story.description), rows })),
  ]
}

function carouselSlides(items: readonly AiCarouselItem[]) {
  return items.flatMap((item, index) => {
    const image = text(item.pcResourceUrl)
    if (!image && !text(item.title)) return []
    return [
      compact({
        id: item.id ?? index + 1,
        title: text(item.title),
        desc: text(item.desc),
        image,
        mobileImage: text(item.mobileResourceUrl),
        jump: toBlockJump(item.jumpBO),
      }),
    ]
  })
}

/**
 * Every employee of the story's departments once, sorted by `order` (employees without one last, in the
 * backend's order), each paired with their AI adviser. An employee without an AI position has no pair
 * to show and is left out.
 */
function storyRows(story: AiStory) {
  const seen = new Set<number>()
  const employees = (story.departmentLevelBOS ?? []).flatMap((department) =>
    (department.employeeBOS ?? []).flatMap((employee) => {
      if (seen.has(employee.id) || !text(employee.aiPosition)) return []
      seen.add(employee.id)
      return [{ employee, department: text(department.name) }]
    }),
  )
  return employees
    .map((entry, index) => ({ ...entry, index }))
    .sort((a, b) => orderOf(a.employee) - orderOf(b.employee) || a.index - b.index)
    .map(({ employee, department }) =>
      compact({
        id: employee.id,
        department,
        employee: compact({ name: employee.name, position: text(employee.position), avatar: text(employee.avatar) }),
        adviser: compact({ position: text(employee.aiPosition) ?? '', avatar: text(employee.aiAvatar) }),
      }),
    )
}

function orderOf(employee: Employee): number {
  return typeof employee.order === 'number' ? employee.order : Number.POSITIVE_INFINITY
}
