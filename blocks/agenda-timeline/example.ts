import type { AgendaTimelineBlock } from '../../schemas/blocks.gen'

export const agendaTimelineExample: AgendaTimelineBlock = {
  layout: 'list',
  section: { anchor: 'activity-agenda', title: 'Agenda' },
  items: [
    { time: '09:00-09:20', title: 'Opening remarks', speakers: [{ name: 'Zhou Mingyuan', position: 'Founder & CEO' }] },
    {
      time: '09:20-10:00',
      title: 'Panel: the next step',
      speakers: [
        { name: 'Zhou Mingyuan', position: 'Founder & CEO' },
        { name: 'Li Wanqing', position: 'CIO' },
      ],
    },
  ],
}
