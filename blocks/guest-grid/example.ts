import type { GuestGridBlock } from '../../schemas/blocks.gen'

export const guestGridExample: GuestGridBlock = {
  section: { anchor: 'activity-guests', title: 'Speakers' },
  guests: [
    { name: 'Zhou Mingyuan', position: 'Founder & CEO', avatar: '/demo-assets/avatar-1.svg' },
    { name: 'Li Wanqing', position: 'CIO', avatar: '/demo-assets/avatar-2.svg' },
  ],
}
