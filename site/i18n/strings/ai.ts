import { stringTable } from './table'
/** Interface strings of the AI landing page and the go1688 supplier area. */
export const ai = stringTable(
  {
    'ai.adviser': 'AI顾问',
    'ai.frameTitle': 'AI原生企业',
    'ai.storyTitle': 'AI原生企业的一天',
    'go1688.purchaser': '成为采购商',
    'go1688.supplier': '成为供应商',
    'go1688.phones': '服务热线',
    'go1688.logo': '云采购平台',
  },
  {
    'ai.adviser': 'AI adviser',
    'ai.frameTitle': 'The AI-native enterprise',
    'ai.storyTitle': 'A day in an AI-native company',
    'go1688.purchaser': 'Become a purchaser',
    'go1688.supplier': 'Become a supplier',
    'go1688.phones': 'Hotline',
    'go1688.logo': 'Cloud Sourcing Platform',
  },
)
