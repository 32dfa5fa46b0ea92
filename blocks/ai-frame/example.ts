import type { AiFrameBlock } from '../../schemas/blocks.gen'

export const aiFrameExample: AiFrameBlock = {
  src: '/ai/ai-native.html',
  title: 'AI-native enterprise',
  defaultHeight: 500,
}
