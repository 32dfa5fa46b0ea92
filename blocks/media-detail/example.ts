import type { MediaDetailBlock } from '../../schemas/blocks.gen'

export const mediaDetailExample: MediaDetailBlock = {
  id: 803,
  title: 'Smart manufacturing in practice',
  date: '2026-04-02',
  cover: '/demo-assets/art/media-803.svg',
  video: '/demo-assets/demo-video.mp4',
  desc: '<p>How a component maker cut changeover time by a third.</p>',
  gate: { jumpContentType: 'FORM', buttonTitle: 'Register to watch', formBOId: 1005 },
}
