import type { ActivityBannerBlock } from '../../schemas/blocks.gen'

export const activityBannerExample: ActivityBannerBlock = {
  layout: 'banner',
  name: 'CloudLead Digital Autumn 2026 Launch',
  timeText: '2026/05/18 09:00-17:00',
  place: 'Shanghai',
  cover: '/demo-assets/art/event-703.svg',
  liveAddress: '/media',
  startDate: '2026-05-18 09:00:00',
  endDate: '2026-05-18 17:00:00',
}
