/** Display sizes of SPEC §9 (CSS pixels); `banner` is the project's full-width banner (SPEC §9 height 450). */
export const imageSizes = {
  cover: { width: 800, height: 450 },
  list: { width: 434, height: 244 },
  publicationCard: { width: 160, height: 192 },
  detail: { width: 368, height: 442 },
  banner: { width: 1920, height: 450 },
} as const

export type ImageSizeName = keyof typeof imageSizes
export type ImageSize = { width: number; height: number }
