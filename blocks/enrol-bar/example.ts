import type { EnrolBarBlock } from '../../schemas/blocks.gen'

export const enrolBarExample: EnrolBarBlock = {
  type: 'FORM',
  formId: 1004,
  buttonTitle: 'Register now',
  endDate: '2026-05-18 17:00:00',
}
