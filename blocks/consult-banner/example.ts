import type { ConsultBannerBlock } from '../../schemas/blocks.gen'

export const consultBannerExample: ConsultBannerBlock = {
  title: 'Talk to a transformation consultant',
  desc: 'Tell us where you are; we will map the next three steps with you, free of charge.',
  jump: { jumpContentType: 'FORM', buttonTitle: 'Consult now' },
}
