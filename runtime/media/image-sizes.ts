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

/**
 * Below the mobile breakpoint (SPEC §9: 768), the sizes that differ: a banner is at most 768 wide and 300
 * tall ("Banner height 450 desktop, 300 mobile"), so a phone is not sent a picture cut for 1920 × 450.
 */
export const phoneImageSizes: Partial<Record<ImageSizeName, ImageSize>> = {
  banner: { width: 768, height: 300 },
}
