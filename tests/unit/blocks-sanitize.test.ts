import { describe, expect, it, vi } from 'vitest'
import { getPurifier } from '../../runtime/rich-text/purifier'
import { sanitizeHtml, sanitizeWithHeadings } from '../../runtime/rich-text/sanitize'

// Issue 2 §4: rich text from the backend loses scripts, event handlers and javascript: URLs,
// and keeps the content an editor meant.
const hostile: Array<{ name: string; html: string; gone: RegExp; kept?: string }> = [
  { name: 'script element', html: '<p>Hi</p><script>alert(1)</script>', gone: /<script|alert/i, kept: '<p>Hi</p>' },
  { name: 'img onerror', html: '<img src="x.png" onerror="alert(1)">', gone: /onerror|alert/i, kept: 'src="x.png"' },
  {
    name: 'javascript: href',
    html: '<a href="javascript:alert(1)">go</a>',
    gone: /javascript:|alert/i,
    kept: '>go</a>',
  },
  {
    name: 'entity-encoded javascript: href',
    html: '<a href="jav&#x09;ascript:alert(1)">go</a>',
    gone: /ascript:|alert/i,
  },
  { name: 'svg onload', html: '<svg onload="alert(1)"><circle r="4"></circle></svg>', gone: /onload|alert/i },
  {
    name: 'iframe',
    html: '<iframe src="https://evil.example"></iframe><p>ok</p>',
    gone: /iframe|evil/i,
    kept: '<p>ok</p>',
  },
  {
    name: 'inline style',
    html: '<p style="background:url(javascript:alert(1))">t</p>',
    gone: /style|javascript/i,
    kept: '>t</p>',
  },
  { name: 'form', html: '<form action="https://evil.example"><input name="p"></form>', gone: /form|input|evil/i },
  { name: 'onclick on a div', html: '<div onclick="steal()">x</div>', gone: /onclick|steal/i, kept: '<div>x</div>' },
]

describe('sanitizeHtml (server, jsdom window)', () => {
  it.each(hostile)('removes $name', ({ html, gone, kept }) => {
    const safe = sanitizeHtml(html)
    expect(safe).not.toMatch(gone)
    if (kept) expect(safe).toContain(kept)
  })

  it('keeps formatting, links, images, tables and video', () => {
    const html =
      '<h2>Title</h2><p><strong>b</strong> <em>i</em> <a href="https://example.com/a">link</a></p>' +
      '<img src="/demo-assets/cover-1.svg" alt="cover"><table><tbody><tr><td>1</td></tr></tbody></table>' +
      '<video controls="" src="/demo-assets/clip.mp4"></video>'
    expect(sanitizeHtml(html)).toBe(html.replace('<table>', '<table tabindex="0">'))
  })

  it('lets the keyboard reach a table, which scrolls sideways on phones (axe scrollable-region-focusable)', () => {
    expect(sanitizeHtml('<table><tbody><tr><td>1</td></tr></tbody></table>')).toContain('<table tabindex="0">')
  })

  it('lets the keyboard reach a figure with a picture, which scrolls sideways on phones; not one without', () => {
    expect(sanitizeHtml('<figure><img src="/a.svg" alt="a"><figcaption>c</figcaption></figure>')).toContain(
      '<figure tabindex="0">',
    )
    expect(sanitizeHtml('<figure><blockquote>q</blockquote></figure>')).toContain('<figure><blockquote>')
  })

  it('makes links that open a new tab drop the opener', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">x</a>')).toContain('rel="noopener noreferrer"')
  })
})

describe('sanitizeWithHeadings (side anchors, SPEC §2 Navigation behaviour)', () => {
  it('gives H2/H3 ids in document order and lists them', () => {
    const { html, headings } = sanitizeWithHeadings(
      '<h2>Intro</h2><p>a</p><h3>Detail <b>one</b></h3><h4>not this</h4><script>x()</script>',
    )
    expect(headings).toEqual([
      { id: 'section-1', level: 2, text: 'Intro' },
      { id: 'section-2', level: 3, text: 'Detail one' },
    ])
    expect(html).toBe('<h2 id="section-1">Intro</h2><p>a</p><h3 id="section-2">Detail <b>one</b></h3><h4>not this</h4>')
  })
})

// Rich text under a page's h1 or a section's h2 must not skip a heading level (axe and Lighthouse:
// heading-order): a journal's contents began with an h3 right under the page's h1.
describe('topHeading: rich text lifted to the level it may start at where it is placed', () => {
  it('lifts every heading by as many levels as the first one lies too deep, keeping attributes', () => {
    expect(sanitizeHtml('<h3 class="x">A</h3><p>t</p><h4>B</h4><h3>C</h3>', { topHeading: 2 })).toBe(
      '<h2 class="x">A</h2><p>t</p><h3>B</h3><h2>C</h2>',
    )
    expect(sanitizeHtml('<h5>A</h5><h6>B</h6>', { topHeading: 3 })).toBe('<h3>A</h3><h4>B</h4>')
  })

  it('never lowers a heading, and leaves text without one, or without the option, as it was', () => {
    expect(sanitizeHtml('<h2>A</h2><h3>B</h3>', { topHeading: 3 })).toBe('<h2>A</h2><h3>B</h3>')
    expect(sanitizeHtml('<p>t</p>', { topHeading: 2 })).toBe('<p>t</p>')
    expect(sanitizeHtml('<h3>A</h3>')).toBe('<h3>A</h3>')
  })

  it('gives the side anchors the lifted levels', () => {
    const { html, headings } = sanitizeWithHeadings('<h3>A</h3><h4>B</h4>', { topHeading: 2 })
    expect(html).toBe('<h2 id="section-1">A</h2><h3 id="section-2">B</h3>')
    expect(headings.map((heading) => heading.level)).toEqual([2, 3])
  })
})

describe('a text sanitized again is not parsed again', () => {
  // Unique texts per test: the memo lives as long as the module.
  const text = (name: string) => `<h4>${name}</h4><p onclick="x()">${name} ${Math.random()}</p>`

  it('gives the same result without DOMPurify, for either function', () => {
    const html = text('again')
    const first = sanitizeWithHeadings(html)
    const firstHtml = sanitizeHtml(html)
    const parse = vi.spyOn(getPurifier(), 'sanitize')
    try {
      expect(sanitizeWithHeadings(html)).toBe(first)
      expect(sanitizeHtml(html)).toBe(firstHtml)
      expect(parse).not.toHaveBeenCalled()
    } finally {
      parse.mockRestore()
    }
    expect(first.html).not.toContain('onclick')
  })

  it('keeps the options apart: a lifted copy is not the plain one', () => {
    const html = text('options')
    expect(sanitizeHtml(html)).toContain('<h4>')
    expect(sanitizeHtml(html, { topHeading: 2 })).toContain('<h2>')
    expect(sanitizeWithHeadings(html).headings).toEqual([])
    expect(sanitizeWithHeadings(html, { topHeading: 2 }).headings).toEqual([
      { id: 'section-1', level: 2, text: 'options' },
    ])
  })

  it('shares a frozen result, so no caller can change what the next one gets', () => {
    const result = sanitizeWithHeadings(`<h2>Frozen</h2>${text('frozen')}`)
    expect(Object.isFrozen(result)).toBe(true)
    expect(Object.isFrozen(result.headings)).toBe(true)
    expect(Object.isFrozen(result.headings[0])).toBe(true)
  })
})
