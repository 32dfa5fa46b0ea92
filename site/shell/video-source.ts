/** MIME type for a <source> element, guessed from the file extension (SPEC §4 "Video source type"). */
export type VideoMimeType = 'video/webm' | 'video/ogg' | 'video/quicktime' | 'video/mp4'

const BY_EXTENSION: Record<string, VideoMimeType> = {
  webm: 'video/webm',
  ogg: 'video/ogg',
  mov: 'video/quicktime',
}

export function videoSourceType(url: string): VideoMimeType {
  const path = url.split(/[?#]/, 1)[0] ?? ''
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase()
  return BY_EXTENSION[extension] ?? 'video/mp4'
}

/** Logged (SPEC §8) when a video is asked for without a source. */
export const NO_VIDEO_SOURCE_MESSAGE = '未获取到视频源'
