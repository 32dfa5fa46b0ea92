import { describe, expect, it } from 'vitest'
import { withoutRepeatedDescription } from '../../mapping/repeated-description'
import { toBlocks as caseBlocks } from '../../pages/case-detail/@id/to-blocks'
import { publicationBlocks } from '../../pages/periodical-detail/to-blocks'
import type { Example, Publication } from '../../schemas/api.gen'

const labels = (key: string) => key

describe('withoutRepeatedDescription (issue 26)', () => {
  it('drops a paragraph that reads the same as the description, wherever it stands', () => {
    const html =
      '<h2>Background</h2>\n<p>Who they are.</p>\n<h3>One platform</h3>\n<p>One  ERP &amp; <b>one</b> team.</p>\n<ul><li>Phase 1</li></ul>'
    expect(withoutRepeatedDescription(html, 'One ERP & one team.')).toBe(
      '<h2>Background</h2>\n<p>Who they are.</p>\n<h3>One platform</h3>\n<ul><li>Phase 1</li></ul>',
    )
  })

  it('drops a heading left with nothing under it', () => {
    const html = '<h2>Summary</h2>\n<p>The intro.</p>\n<h3>Contents</h3>\n<ol><li>Trends</li></ol>'
    expect(withoutRepeatedDescription(html, 'The intro.')).toBe('<h3>Contents</h3>\n<ol><li>Trends</li></ol>')
    const flat = '<h3>One platform</h3><p>The intro.</p><h3>Phased roll-out</h3><p>Step by step.</p>'
    expect(withoutRepeatedDescription(flat, 'the INTRO.')).toBe('<h3>Phased roll-out</h3><p>Step by step.</p>')
    expect(withoutRepeatedDescription('<h2>Summary</h2><p>The intro.</p>', 'The intro.')).toBe('')
  })

  it('keeps paragraphs that only begin with the description or say more, and everything without one', () => {
    const html = '<p>The intro. And more.</p><p>Other</p>'
    expect(withoutRepeatedDescription(html, 'The intro.')).toBe(html)
    expect(withoutRepeatedDescription(html, undefined)).toBe(html)
    expect(withoutRepeatedDescription(html, '  ')).toBe(html)
    expect(withoutRepeatedDescription('<h2>A</h2><p>x</p><h2>B</h2><p>y</p>', 'y')).toBe('<h2>A</h2><p>x</p>')
  })
})

describe('detail pages do not repeat the banner description (issue 26)', () => {
  it('case detail: the content loses the paragraph that repeats the description', () => {
    const example = {
      id: 7,
      title: 'A case',
      desc: 'Went live in six months.',
      content: '<h2>Challenge</h2><p>Silos.</p><h2>Solution</h2><p>Went live in six months.</p><p>Phase one first.</p>',
    } as Example
    const body = caseBlocks(example, labels).find((descriptor) => descriptor.type === 'anchoredRichText')
    expect(body?.props).toEqual({ html: '<h2>Challenge</h2><p>Silos.</p><h2>Solution</h2><p>Phase one first.</p>' })
  })

  it('case detail: a body that was only the description is not rendered', () => {
    const example = { id: 7, title: 'A case', desc: 'Only this.', content: '<p>Only this.</p>' } as Example
    expect(caseBlocks(example, labels).map((descriptor) => descriptor.type)).toEqual(['detailBanner'])
  })

  it('white paper: the description loses the paragraph that repeats the introduction', () => {
    const publication = {
      id: 9,
      name: 'A white paper',
      type: 'WHITE_PAPER',
      introduction: 'What this paper covers.',
      publicationDescribe: '<h2>Summary</h2><p>What this paper covers.</p><h3>Contents</h3><ol><li>One</li></ol>',
    } as Publication
    const description = publicationBlocks(publication, labels).find((descriptor) => descriptor.type === 'richText')
    expect(description?.props).toEqual({ html: '<h3>Contents</h3><ol><li>One</li></ol>' })
  })
})
