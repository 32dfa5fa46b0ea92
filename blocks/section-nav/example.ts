import type { SectionNavBlock } from '../../schemas/blocks.gen'

export const sectionNavExample: SectionNavBlock = {
  label: 'Event sections',
  items: [
    { anchor: 'activity-introduction', label: 'Introduction' },
    { anchor: 'activity-agenda', label: 'Agenda' },
    { anchor: 'activity-guests', label: 'Speakers' },
  ],
}
