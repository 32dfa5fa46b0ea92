import type { TabsBlock } from '../../schemas/blocks.gen'

export const tabsExample: TabsBlock = {
  title: 'Core functions',
  tabs: [
    {
      id: 1,
      title: 'Business management',
      icon: '/demo-assets/icon-layers.svg',
      items: [
        {
          id: 11,
          title: 'Process modelling',
          desc: 'Configure approvals and flows visually.',
          icon: '/demo-assets/icon-gear.svg',
        },
        { id: 12, title: 'Master data', desc: 'One customer, supplier and material record for every plant.' },
      ],
    },
    { id: 2, title: 'Architecture', icon: '/demo-assets/icon-gear.svg', image: '/demo-assets/blueprint-1-en.svg' },
  ],
}
