import { describe, expect, it } from 'vitest'
import { imageSizes } from '../../runtime/media/image-sizes'
import { toneOfPixels } from '../../runtime/media/image-theme'
import {
  imageServiceOrigin,
  isTransformable,
  parseImageUrlTemplate,
  resizedImageUrl,
} from '../../runtime/media/image-url'

const template = '{src}?x-oss-process=image/resize,w_{width},h_{height}/quality,q_{quality}/format,{format}'

describe('resizedImageUrl (SPEC §9: 1.5x the requested size, quality 100, webp when supported)', () => {
  it.each([
    { size: 'cover', width: 1200, height: 675 },
    { size: 'list', width: 651, height: 366 },
    { size: 'publicationCard', width: 240, height: 288 },
    { size: 'detail', width: 552, height: 663 },
  ] as const)('$size asks the service for $width x $height', ({ size, width, height }) => {
    expect(resizedImageUrl('https://cms.example.com/a.png', imageSizes[size], 'webp', template)).toBe(
      `https://cms.example.com/a.png?x-oss-process=image/resize,w_${width},h_${height}/quality,q_100/format,webp`,
    )
  })

  it('keeps the original format when webp is not asked for', () => {
    expect(resizedImageUrl('https://cms.example.com/a.JPEG', imageSizes.list, 'original', template)).toMatch(
      /format,jpg$/,
    )
  })

  it.each([
    ['a local asset', '/demo-assets/cover-1.png'],
    ['an SVG', 'https://cms.example.com/logo.svg?v=2'],
    ['a data URL', 'data:image/png;base64,AAAA'],
  ])('leaves %s untouched', (_, src) => {
    expect(isTransformable(src, template)).toBe(false)
    expect(resizedImageUrl(src, imageSizes.cover, 'webp', template)).toBe(src)
  })

  it('is a no-op without an image service', () => {
    expect(resizedImageUrl('https://cms.example.com/a.png', imageSizes.cover, 'webp', null)).toBe(
      'https://cms.example.com/a.png',
    )
  })
})

describe('IMAGE_URL_TEMPLATE (docs/configuration.md)', () => {
  it("takes a template on the files' own host, or one of a service with its own origin", () => {
    expect(parseImageUrlTemplate(` ${template} `)).toBe(template)
    expect(imageServiceOrigin(template)).toBeNull()
    const own = 'https://img.example.com:8443/fit/{width}x{height}/{format}?url={src}'
    expect(parseImageUrlTemplate(own)).toBe(own)
    expect(imageServiceOrigin(own)).toBe('https://img.example.com:8443')
  })

  it.each([
    ['no {src}', 'https://img.example.com/{width}', /does not name \{src\}/],
    ['an unknown placeholder', '{src}?w={widht}', /unknown placeholder \{widht\}/],
    ['neither {src} nor an http(s) origin first', 'ftp://img.example.com/{src}', /starts neither with \{src\}/],
    ['a relative path first', '/resize/{src}', /starts neither with \{src\}/],
  ])('rejects %s', (_, value, message) => {
    expect(() => parseImageUrlTemplate(value)).toThrow(message)
  })
})

describe('toneOfPixels (header and text theme from image brightness, SPEC §2)', () => {
  const pixels = (...rgba: number[][]) => rgba.flat()
  it.each([
    ['a navy image', pixels([10, 26, 51, 255], [16, 38, 74, 255]), 'dark'],
    ['a white image', pixels([250, 250, 250, 255], [230, 236, 245, 255]), 'light'],
    ['a mostly dark image with a bright spot', pixels([0, 0, 0, 255], [0, 0, 0, 255], [255, 255, 255, 255]), 'dark'],
    ['dark pixels that are fully transparent', pixels([0, 0, 0, 0], [240, 240, 240, 255]), 'light'],
  ] as const)('%s is %s', (_, data, tone) => {
    expect(toneOfPixels(data)).toBe(tone)
  })
})
