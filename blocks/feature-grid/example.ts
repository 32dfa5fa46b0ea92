import type { FeatureGridBlock } from '../../schemas/blocks.gen'

export const featureGridExample: FeatureGridBlock = {
  title: 'Challenges enterprises face',
  desc: 'The common obstacles on the way to a digital enterprise.',
  items: [
    {
      id: 1,
      title: 'Disconnected processes',
      desc: 'Every department keeps its own system; data is typed in twice.',
      icon: '/demo-assets/icon-layers.svg',
    },
    {
      id: 2,
      title: 'Late decisions',
      desc: 'Reports are compiled by hand and arrive a step behind.',
      icon: '/demo-assets/icon-chart.svg',
    },
    {
      id: 3,
      title: 'Compliance pressure',
      desc: 'Audits and traceability cost more every year.',
      icon: '/demo-assets/icon-shield.svg',
    },
    {
      id: 4,
      title: 'Growth limits',
      desc: 'New businesses take months to go live.',
      icon: '/demo-assets/icon-globe.svg',
      href: '/product',
    },
  ],
}
