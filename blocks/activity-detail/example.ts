import type { ActivityDetailBlock } from '../../schemas/blocks.gen'

export const activityDetailExample: ActivityDetailBlock = {
  id: 701,
  name: 'CloudLead Digital Autumn 2026 Launch',
  timeText: '2026/05/18 09:00-17:00',
  startDate: '2026-05-18 09:00:00',
  endDate: '2026-05-18 17:00:00',
  layout: 'standard',
  introduction: '<p>Meet the ERP autumn release and the AI copilot 2.0.</p>',
  place: 'Shanghai',
  liveAddress: '/media',
  cover: '/demo-assets/cover-1.svg',
  agendas: [{ time: '09:00-09:20', title: 'Opening remarks', speakers: [{ name: 'Zhou Mingyuan', position: 'Founder & CEO' }] }],
  speakers: [
    { name: 'Zhou Mingyuan', position: 'Founder & CEO', avatar: '/demo-assets/avatar-1.svg' },
    { name: 'Li Wanqing', position: 'CIO', avatar: '/demo-assets/avatar-2.svg' },
  ],
  reviews: [{ id: 1, title: 'Main forum replay', desc: 'Every keynote.', image: '/demo-assets/cover-5.svg', playType: 'URL', jump: { jumpContentType: 'URL', buttonTitle: 'Watch replay', buttonLink: '/media' } }],
  techBooth: '<p>Three experience zones.</p>',
  enrol: { type: 'FORM', formId: 1004, buttonTitle: 'Register now' },
}
