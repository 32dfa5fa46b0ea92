import { describe, expect, it } from 'vitest'
import type { AiStory, Employee } from '../../schemas/api.gen'
import { AI_NATIVE_FRAME_PAGE, framePageOf, toBlocks } from '../../pages/ai/to-blocks'

const labels = { storyTitle: 'Default story', frameTitle: 'AI frame' }
const person = (id: number, order: number | null, extra: Partial<Employee> = {}): Employee => ({
  id,
  name: `Person ${id}`,
  position: `Role ${id}`,
  avatar: `/a/${id}.svg`,
  aiAvatar: `/ai/${id}.svg`,
  aiPosition: `AI ${id}`,
  order,
  ...extra,
})
const story = (departments: AiStory['departmentLevelBOS'], extra: Partial<AiStory> = {}): AiStory => ({
  id: 1,
  title: 'A day',
  description: 'With AI',
  departmentLevelBOS: departments,
  ...extra,
})

describe('AI landing page blocks (SPEC §2 AI landing page, §9)', () => {
  it('lists the carousel (530/320 size, 8000 ms), the story, then the frame, in that order', () => {
    const blocks = toBlocks(
      {
        carousel: [
          {
            id: 5,
            title: 'AI',
            pcResourceUrl: '/d.svg',
            mobileResourceUrl: '/m.svg',
            jumpBO: { jumpContentType: 'VIDEO', buttonTitle: 'Watch', buttonLink: '/v.mp4' },
          },
          { id: 6, title: 'No image' },
          { id: 7, pcResourceUrl: null },
        ],
        story: story([{ id: 1, name: 'Finance', employeeBOS: [person(1, 1)] }]),
        pathname: '/ai',
      },
      labels,
    )
    expect(blocks.map((b) => b.type)).toEqual(['heroCarousel', 'aiStory', 'aiFrame'])
    expect(blocks[0]).toEqual({
      type: 'heroCarousel',
      id: 'ai-carousel',
      props: {
        size: 'ai',
        autoplayMs: 8000,
        slides: [
          {
            id: 5,
            title: 'AI',
            image: '/d.svg',
            mobileImage: '/m.svg',
            jump: { jumpContentType: 'VIDEO', buttonTitle: 'Watch', buttonLink: '/v.mp4' },
          },
          // Optional means optional (issue 21): a titled slide without its picture stays, on the plain background;
          // a slide with neither has nothing to show.
          { id: 6, title: 'No image' },
        ],
      },
    })
    expect(blocks[2]).toEqual({
      type: 'aiFrame',
      id: 'ai-frame',
      props: { src: AI_NATIVE_FRAME_PAGE, title: 'AI frame', defaultHeight: 500 },
    })
  })

  it('orders employees by `order` across departments and pairs each with their AI adviser', () => {
    const [storyBlock] = toBlocks(
      {
        carousel: [],
        story: story([
          { id: 1, name: 'Finance', employeeBOS: [person(1, 3), person(2, null), person(3, 1)] },
          { id: 2, name: 'Service', employeeBOS: [person(4, 2), person(3, 1), person(5, 0, { aiPosition: ' ' })] },
        ]),
        pathname: '/ai',
      },
      labels,
    )
    expect(storyBlock?.type).toBe('aiStory')
    const props = storyBlock?.props as {
      title: string
      desc: string
      rows: { id: number; department?: string; employee: unknown; adviser: unknown }[]
    }
    expect(props.title).toBe('A day')
    expect(props.desc).toBe('With AI')
    // person 3 once (first department), person 5 without an adviser left out, no order last
    expect(props.rows.map((r) => r.id)).toEqual([3, 4, 1, 2])
    expect(props.rows[0]).toEqual({
      id: 3,
      department: 'Finance',
      employee: { name: 'Person 3', position: 'Role 3', avatar: '/a/3.svg' },
      adviser: { position: 'AI 3', avatar: '/ai/3.svg' },
    })
  })

  it('leaves out an empty carousel and an untitled empty story but always shows the frame; the story title falls back', () => {
    expect(
      toBlocks({ carousel: [], story: story([], { title: null }), pathname: '/ai' }, labels).map((b) => b.type),
    ).toEqual(['aiFrame'])
    // A story the CMS titled keeps its title and description without its pairs (issue 21).
    for (const departments of [[], undefined, null]) {
      const [titled] = toBlocks(
        { carousel: [], story: story(departments as AiStory['departmentLevelBOS']), pathname: '/ai' },
        labels,
      )
      expect(titled).toEqual({ type: 'aiStory', id: 'ai-story', props: { title: 'A day', desc: 'With AI', rows: [] } })
    }
    const [first] = toBlocks(
      {
        carousel: [],
        story: story([{ id: 1, employeeBOS: [person(1, 1)] }], { title: ' ', description: null }),
        pathname: '/ai',
      },
      labels,
    )
    expect(first?.props).toMatchObject({ title: 'Default story' })
    expect(first?.props).not.toHaveProperty('desc')
  })

  it.each([
    ['/ai', AI_NATIVE_FRAME_PAGE],
    ['/ai/', AI_NATIVE_FRAME_PAGE],
    ['/ai/ai-native', AI_NATIVE_FRAME_PAGE],
    ['/ai/ai-native/finance', AI_NATIVE_FRAME_PAGE],
    ['/ai/x/ai', AI_NATIVE_FRAME_PAGE],
    ['/ai/ai-agents', '/ai/ai-agents.html'],
    ['/ai/chai', '/ai/chai.html'],
  ])('frames %s as %s', (pathname, src) => {
    expect(framePageOf(pathname)).toBe(src)
  })
})
