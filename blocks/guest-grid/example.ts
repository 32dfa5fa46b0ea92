import type { GuestGridBlock } from '../../schemas/blocks.gen'

export const guestGridExample: GuestGridBlock = {
  section: { anchor: 'activity-guests', title: 'Speakers' },
  guests: [
    { name: 'Zhou Mingyuan', position: 'Founder & CEO', avatar: '/demo-assets/art/portrait-speaker-1-en.webp' },
    { name: 'Li Wanqing', position: 'CIO', avatar: '/demo-assets/art/portrait-speaker-2-en.webp' },
  ],
}
