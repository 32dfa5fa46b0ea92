import { describe, expect, it } from 'vitest'
import { videoSourceType } from '../../site/shell/video-source'

// SPEC §4 "Video source type": webm, ogg, mov (quicktime), otherwise mp4.
describe('videoSourceType', () => {
  it.each([
    ['/demo-assets/intro.webm', 'video/webm'],
    ['/demo-assets/intro.ogg', 'video/ogg'],
    ['/demo-assets/intro.MOV', 'video/quicktime'],
    ['/demo-assets/intro.mp4', 'video/mp4'],
    ['/demo-assets/intro.avi', 'video/mp4'],
    ['https://cdn.example.com/v/intro.webm?token=a.mov#t=3', 'video/webm'],
    ['https://cdn.example.com/v/no-extension', 'video/mp4'],
  ])('%s → %s', (url, type) => {
    expect(videoSourceType(url)).toBe(type)
  })
})
