import type { AiStoryBlock } from '../../schemas/blocks.gen'

export const aiStoryExample: AiStoryBlock = {
  title: 'A day in an AI-native company',
  desc: 'See how people work side by side with their AI partners.',
  rows: [
    {
      id: 1,
      department: 'Finance',
      employee: {
        name: 'Liu Yang',
        position: 'Payables Accountant',
        avatar: '/demo-assets/art/portrait-staff-2-en.webp',
      },
      adviser: { position: 'AI reconciliation assistant', avatar: '/demo-assets/art/ai-portrait-staff-2-en.webp' },
    },
    {
      id: 2,
      department: 'Supply chain',
      employee: {
        name: 'Wang Lei',
        position: 'Procurement Manager',
        avatar: '/demo-assets/art/portrait-staff-3-en.webp',
      },
      adviser: { position: 'AI sourcing adviser', avatar: '/demo-assets/art/ai-portrait-staff-3-en.webp' },
    },
  ],
}
