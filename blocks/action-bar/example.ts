import type { ActionBarBlock } from '../../schemas/blocks.gen'

export const actionBarExample: ActionBarBlock = {
  label: '下载白皮书',
  jump: { jumpContentType: 'FORM', formBOId: 2003 },
}
