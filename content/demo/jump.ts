/** Builders for the backend's jump target (`jumpBO`, SPEC §3): FORM, DOCUMENT, URL or VIDEO. */
import { asset, file, type FileResource } from './context'

export type JumpContentType = 'FORM' | 'DOCUMENT' | 'URL' | 'VIDEO'

export interface Jump {
  jumpContentType: JumpContentType
  buttonTitle: string
  buttonLink: string | null
  attachment: FileResource | null
  attachmentUrl: string | null
  formBO: { id: number } | null
  formBOId: number | null
}

export function formJump(formId: number, buttonTitle: string): Jump {
  return {
    jumpContentType: 'FORM',
    buttonTitle,
    buttonLink: null,
    attachment: null,
    attachmentUrl: null,
    formBO: { id: formId },
    formBOId: formId,
  }
}

/** A form that releases a file: the visitor fills in the form, then the attachment downloads. */
export function formThenDownloadJump(formId: number, fileName: string, buttonTitle: string): Jump {
  return { ...formJump(formId, buttonTitle), attachment: { files: [file(fileName)] }, attachmentUrl: asset(fileName) }
}

export function documentJump(fileName: string, buttonTitle: string): Jump {
  return {
    jumpContentType: 'DOCUMENT',
    buttonTitle,
    buttonLink: null,
    attachment: { files: [file(fileName)] },
    attachmentUrl: asset(fileName),
    formBO: null,
    formBOId: null,
  }
}

export function urlJump(link: string, buttonTitle: string): Jump {
  return {
    jumpContentType: 'URL',
    buttonTitle,
    buttonLink: link,
    attachment: null,
    attachmentUrl: null,
    formBO: null,
    formBOId: null,
  }
}

export function videoJump(fileName: string, buttonTitle: string): Jump {
  return {
    jumpContentType: 'VIDEO',
    buttonTitle,
    buttonLink: null,
    attachment: { files: [file(fileName)] },
    attachmentUrl: asset(fileName),
    formBO: null,
    formBOId: null,
  }
}
