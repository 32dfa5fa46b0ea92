import { describe, expect, it } from 'vitest'
import { FRAME_SOURCE, HOST_SOURCE, readFrameRequest, videoErrorNotice } from '../../blocks/ai-frame/frame-messages'

const frame = { name: 'the frame window' }
const expected = { origin: 'http://localhost:3000', frame }
const event = (data: unknown, extra: Partial<{ origin: string; source: unknown }> = {}) => ({
  origin: expected.origin,
  source: frame,
  data,
  ...extra,
})

describe('AI frame messages (SPEC §2 AI landing page, §8)', () => {
  it('accepts play and close requests from its own frame on its own origin', () => {
    expect(
      readFrameRequest(event({ source: FRAME_SOURCE, type: 'playVideo', url: ' /demo-assets/v.webm ' }), expected),
    ).toEqual({ type: 'playVideo', url: '/demo-assets/v.webm' })
    expect(readFrameRequest(event({ source: FRAME_SOURCE, type: 'closeVideo' }), expected)).toEqual({
      type: 'closeVideo',
    })
  })

  it.each([
    ['another origin', event({ source: FRAME_SOURCE, type: 'closeVideo' }, { origin: 'https://evil.example' })],
    ['another window', event({ source: FRAME_SOURCE, type: 'closeVideo' }, { source: {} })],
    ['no sender', event({ source: FRAME_SOURCE, type: 'closeVideo' }, { source: null })],
    ['a string', event('playVideo')],
    ['null', event(null)],
    ['an unknown type', event({ source: FRAME_SOURCE, type: 'navigate', url: '/x' })],
    ['another sender tag', event({ source: 'devtools', type: 'closeVideo' })],
    ['a play request without url', event({ source: FRAME_SOURCE, type: 'playVideo' })],
    ['a blank url', event({ source: FRAME_SOURCE, type: 'playVideo', url: '  ' })],
    ['a javascript: url', event({ source: FRAME_SOURCE, type: 'playVideo', url: 'javascript:alert(1)' })],
    ['a data: url', event({ source: FRAME_SOURCE, type: 'playVideo', url: 'data:video/mp4;base64,AAAA' })],
  ])('ignores %s', (_name, message) => {
    expect(readFrameRequest(message, expected)).toBeNull()
  })

  it('ignores everything when there is no frame to compare with', () => {
    expect(
      readFrameRequest(event({ source: FRAME_SOURCE, type: 'closeVideo' }), { origin: expected.origin, frame: null }),
    ).toBeNull()
  })

  it('reports a failed playback with the text SPEC §8 names', () => {
    expect(videoErrorNotice('视频播放失败')).toEqual({
      source: HOST_SOURCE,
      type: 'videoError',
      message: '视频播放失败',
    })
  })
})
