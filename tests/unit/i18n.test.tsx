import { renderToString } from 'react-dom/server'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import type { PageContext } from 'vike/types'
import { describe, expect, it } from 'vitest'
import { AREAS, languagePackStrings, ownStrings } from '../../site/i18n/resources'
import { buildI18nPayload, i18nextTranslator, MissingStringError } from '../../site/i18n/server'
import { translatorFor as siteTranslatorFor, type StringKey } from '../../site/i18n'
import { common } from '../../site/i18n/strings/common'
import { translatorFor } from '../../runtime/i18n/translator'
import { useT } from '../../site/i18n/use-t'

// Issue 2 §4 / CONTRACT: the language pack from GET site/{id} overrides the project's own strings,
// which are the fallback for any key it lacks.

describe('languagePackStrings (key mapping)', () => {
  it.each([
    [{ identification: 'shell.backToTop', modular: 'footer', languageSetting: '回到顶部' }, 'shell.backToTop'],
    [{ identification: 'backToTop', modular: 'shell', languageSetting: '回到顶部' }, 'shell.backToTop'],
    [{ identification: 'backToTop', modular: null, languageSetting: '回到顶部' }, 'backToTop'],
    [{ identification: ' backToTop ', modular: ' shell ', languageSetting: '回到顶部' }, 'shell.backToTop'],
  ])('%j → %s', (entry, key) => {
    expect(languagePackStrings([entry])).toEqual({ [key]: '回到顶部' })
  })

  it('ignores entries without a key or text so the own string stays', () => {
    expect(
      languagePackStrings([
        { identification: '', languageSetting: 'x' },
        { identification: 'forms.submit', languageSetting: '' },
        { identification: 'forms.submit', languageSetting: '   ' },
        { identification: 'forms.submit', languageSetting: null },
      ]),
    ).toEqual({})
    expect(languagePackStrings(null)).toEqual({})
  })
})

describe('buildI18nPayload', () => {
  it('overrides own strings with the language pack and keeps the rest', () => {
    const payload = buildI18nPayload('zh', [
      { identification: 'forms.submit', modular: 'form', languageSetting: '确认提交' },
    ])
    expect(payload.lang).toBe('zh')
    expect(payload.resources['forms.submit']).toBe('确认提交')
    expect(payload.resources['common.home']).toBe(common.zh['common.home'])
  })

  it('adds keys the project does not know', () => {
    const payload = buildI18nPayload('en', [{ identification: 'promo.banner', languageSetting: 'Spring launch' }])
    expect(payload.resources['promo.banner']).toBe('Spring launch')
  })

  it('carries one language only', () => {
    expect(buildI18nPayload('en').resources['forms.submit']).toBe('Submit')
    expect(buildI18nPayload('zh').resources['forms.submit']).toBe('提交')
  })
})

/** A table's keys as translations ask for them: a plural's forms are one key. */
const baseKeys = (table: Record<string, string>) =>
  [...new Set(Object.keys(table).map((key) => key.replace(/_(one|other)$/, '')))].sort()

describe('own strings', () => {
  it.each(Object.entries(AREAS))(
    '%s has the same keys in Chinese and English (plurals: one Chinese form, two English), all in its namespace',
    (area, table) => {
      expect(baseKeys(table.en)).toEqual(baseKeys(table.zh))
      expect(Object.keys(table.zh).filter((key) => key.endsWith('_one'))).toEqual([])
      for (const key of Object.keys(table.en).filter((k) => k.endsWith('_other')))
        expect(table.en, key).toHaveProperty(key.replace(/_other$/, '_one'))
      // The AI area also holds the go1688 supplier area's strings.
      const namespaces = area === 'ai' ? ['ai.', 'go1688.'] : [`${area}.`]
      for (const key of Object.keys(table.zh))
        expect(
          namespaces.some((ns) => key.startsWith(ns)),
          key,
        ).toBe(true)
    },
  )

  it('merges every area', () => {
    expect(ownStrings('zh')['shell.notFound.title']).toBe('Oops. The page not found.')
  })
})

describe('the English site is in English (issue 21)', () => {
  const cjk = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/
  // The switcher names the Chinese site in its own language on both sites.
  const chineseOnBothSites = new Set(['shell.languageName.zh'])
  // SPEC's Chinese literals (§2, §4, §8, §9): the Chinese site's defaults, with an English equivalent.
  const specChinese: Record<string, string> = {
    'editorial.whitePaper.cases': '行业企业的转型需求与应用升级',
    'editorial.whitePaper.download': '下载白皮书',
    'events.agenda.comingSoon': '精彩议程，敬请期待',
    'products.action.consultCase': '咨询案例',
    'events.media.play': '立即播放',
    'common.videoFailed': '视频播放失败',
    'shell.videoUnsupported': '您的浏览器不支持视频播放。',
    'events.type.产品发布会': '产品发布会',
    'events.type.客户现场会': '客户现场会',
    'events.type.媒体交流会': '媒体交流会',
    'events.type.研讨会': '研讨会',
    'events.type.CIO活动': 'CIO活动',
    'events.type.产业峰会': '产业峰会',
    'events.type.行业峰会': '行业峰会',
    'events.type.展会': '展会',
  }

  it('no English string holds a Chinese character, but the switcher’s 中文', () => {
    const english = ownStrings('en')
    const chinese = Object.entries(english).filter(([key, text]) => cjk.test(text) && !chineseOnBothSites.has(key))
    expect(chinese).toEqual([])
    expect(english['shell.languageName.zh']).toBe('中文')
  })

  it.each(Object.entries(specChinese))(
    "%s is SPEC's %s on the Chinese site and English on the English site",
    (key, text) => {
      expect(ownStrings('zh')[key]).toBe(text)
      expect(ownStrings('en')[key]).toMatch(
        /^[^\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]*[A-Za-z][^\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]*$/,
      )
    },
  )

  it('the not-found text SPEC gives in English stays on both sites', () => {
    for (const lang of ['zh', 'en'] as const) {
      expect(ownStrings(lang)['shell.notFound.title']).toBe('Oops. The page not found.')
    }
  })

  it('the language pack overrides a SPEC literal on either site', () => {
    const entries = [{ identification: 'comingSoon', modular: 'events.agenda', languageSetting: 'Agenda to follow' }]
    expect(translatorFor(buildI18nPayload('en', entries))('events.agenda.comingSoon')).toBe('Agenda to follow')
    const zh = [{ identification: 'editorial.whitePaper.download', languageSetting: '获取白皮书' }]
    expect(translatorFor(buildI18nPayload('zh', zh))('editorial.whitePaper.download')).toBe('获取白皮书')
  })
})

describe('translatorFor (the browser: a lookup over the resolved strings)', () => {
  it('translates and interpolates, and shows nothing for a key the page lacks, never the key', () => {
    const t = translatorFor({ lang: 'en', resources: { 'news.total': '{{count}} articles <b>', plain: 'Plain' } })
    expect(t('plain')).toBe('Plain')
    expect(t('news.total', { count: 3 })).toBe('3 articles <b>')
    expect(t('missing.key')).toBe('')
  })

  it('reuses the translator for the same strings object', () => {
    const resources = { 'common.a': 'A' }
    const first = translatorFor({ lang: 'en', resources })
    expect(translatorFor({ lang: 'en', resources })).toBe(first)
    expect(translatorFor({ lang: 'en', resources: { 'common.a': 'B' } })('common.a')).toBe('B')
  })

  it('fills named placeholders and keeps one without a value', () => {
    const t = translatorFor({ lang: 'en', resources: { 'forms.failed': 'Failed: {{message}} ({{ code }})' } })
    expect(t('forms.failed', { message: '<b>&', code: 500 })).toBe('Failed: <b>& (500)')
    expect(t('forms.failed', { message: 'x' })).toBe('Failed: x ({{ code }})')
    expect(t('forms.failed')).toBe('Failed: {{message}} ({{ code }})')
  })

  it('chooses a plural form by count as i18next does on the server, in both languages', () => {
    for (const lang of ['zh', 'en'] as const) {
      const server = translatorFor(buildI18nPayload(lang))
      const browser = translatorFor({ lang, resources: buildI18nPayload(lang).resources })
      for (const count of [0, 1, 2, 5]) {
        expect(browser('preview.problems', { count })).toBe(server('preview.problems', { count }))
        expect(browser('blocks.workbench.invalid', { count })).toBe(server('blocks.workbench.invalid', { count }))
      }
    }
  })

  it('keeps sites apart: each language pack wins on its own site only', () => {
    const zh = translatorFor(buildI18nPayload('zh', [{ identification: 'shell.consult', languageSetting: '马上咨询' }]))
    const en = translatorFor(buildI18nPayload('en'))
    expect(zh('shell.consult')).toBe('马上咨询')
    expect(en('shell.consult')).toBe(ownStrings('en')['shell.consult'])
  })
})

describe('the server translator (i18next, one instance per request)', () => {
  const pack = [{ identification: 'shell.consult', languageSetting: '马上咨询' }]

  it('is a new instance per request over resources built once per language pack answer', () => {
    const first = buildI18nPayload('zh', pack)
    const second = buildI18nPayload('zh', pack)
    expect(second.t).toBeDefined()
    expect(second.t).not.toBe(first.t)
    expect(second.resources).toBe(first.resources)
    expect(Object.isFrozen(first.resources)).toBe(true)
  })

  it('keeps a resolved text per language pack answer: another pack, or the same key with variables, resolves anew', () => {
    const packed = siteTranslatorFor(buildI18nPayload('zh', pack))
    const plain = siteTranslatorFor(buildI18nPayload('zh'))
    for (let read = 0; read < 2; read++) {
      expect(packed('shell.consult')).toBe('马上咨询')
      expect(plain('shell.consult')).toBe(ownStrings('zh')['shell.consult'])
    }
    const en = siteTranslatorFor(buildI18nPayload('en'))
    expect(en('forms.field.empty', { label: 'Name' })).toBe('Name cannot be empty')
    expect(en('forms.field.empty', { label: 'Email' })).toBe('Email cannot be empty')
  })

  it('never sends its translator to the browser: the payload serialises to the language and strings', () => {
    const payload = buildI18nPayload('en')
    expect(Object.keys(payload)).toEqual(['lang', 'resources'])
    expect({ ...payload }.t).toBeUndefined()
  })

  it('the language pack overrides any key, a form message included', () => {
    for (const lang of ['zh', 'en'] as const) {
      const keys = [...new Set(Object.keys(ownStrings(lang)).map((key) => key.replace(/_(one|other)$/, '')))]
      const pack = keys.map((key) => ({ identification: key, languageSetting: `pack:${key}` }))
      const t = siteTranslatorFor(buildI18nPayload(lang, pack))
      for (const key of keys) expect(t(key as StringKey)).toBe(`pack:${key}`)
    }
    const zh = [{ identification: 'empty', modular: 'forms.field', languageSetting: '请填写{{label}}' }]
    expect(siteTranslatorFor(buildI18nPayload('zh', zh))('forms.field.empty', { label: '姓名' })).toBe('请填写姓名')
  })

  it('English plurals: one and other; Chinese: one form', () => {
    const en = siteTranslatorFor(buildI18nPayload('en'))
    expect(en('preview.problems', { count: 1 })).toBe('1 field not shown as sent')
    expect(en('preview.problems', { count: 3 })).toBe('3 fields not shown as sent')
    expect(en('blocks.workbench.invalid', { count: 1 })).toBe('1 problem against the schema')
    expect(en('blocks.workbench.invalid', { count: 0 })).toBe('0 problems against the schema')
    const zh = siteTranslatorFor(buildI18nPayload('zh'))
    expect(zh('preview.problems', { count: 1 })).toBe('1 处内容未按原样显示')
    expect(zh('preview.problems', { count: 3 })).toBe('3 处内容未按原样显示')
  })

  it('interpolates without escaping (React escapes)', () => {
    const t = siteTranslatorFor(buildI18nPayload('en'))
    expect(t('forms.field.empty', { label: '<Name> & co' })).toBe('<Name> & co cannot be empty')
  })

  it('in development and tests a missing key throws, naming it', () => {
    const t = siteTranslatorFor(buildI18nPayload('en'))
    // @ts-expect-error an unknown key fails the type check too
    expect(() => t('common.noSuchKey')).toThrow(MissingStringError)
    // @ts-expect-error an unknown key
    expect(() => t('common.noSuchKey')).toThrow(/"common\.noSuchKey" is missing in "en"/)
  })

  it('a key only the other language has also throws in development: no silent fallback', () => {
    const only = [{ identification: 'promo.banner', languageSetting: '春季发布' }]
    const zh = buildI18nPayload('zh', only)
    expect(siteTranslatorFor(zh)('promo.banner' as StringKey)).toBe('春季发布')
    expect(() => siteTranslatorFor(buildI18nPayload('en', []))('promo.banner' as StringKey)).toThrow(MissingStringError)
  })

  it('in production a missing key falls back to the other language, then to nothing, never the key', () => {
    const reports: string[] = []
    // The Chinese site's pack adds a key; the English site's own strings fall back to the Chinese ones.
    const zh = buildI18nPayload('zh', [{ identification: 'promo.banner', languageSetting: '春季发布' }], {
      missing: 'fallback',
      report: (message) => reports.push(message),
    })
    expect(siteTranslatorFor(zh)('promo.banner' as StringKey)).toBe('春季发布')
    const en = siteTranslatorFor(
      buildI18nPayload('en', [], { missing: 'fallback', report: (message) => reports.push(message) }),
    )
    expect(en('shell.consult')).toBe(ownStrings('en')['shell.consult'])
    // @ts-expect-error an unknown key
    expect(en('common.noSuchKey')).toBe('')
    // @ts-expect-error an unknown key
    expect(en('common.noSuchKey')).toBe('')
    expect(reports).toEqual([
      '[i18n] interface string "common.noSuchKey" is missing in every language; shown as nothing',
    ])
  })

  it('in production a key this language lacks is the other language’s; in development it throws', () => {
    // The tables are checked to have the same keys, so only resources built by hand lack one.
    const resources = { en: { translation: {} }, zh: { translation: { 'x.y': '仅中文' } } }
    expect(i18nextTranslator('en', resources, { missing: 'fallback' })('x.y')).toBe('仅中文')
    expect(() => i18nextTranslator('en', resources, { missing: 'throw' })('x.y')).toThrow(MissingStringError)
  })
})

describe('useT', () => {
  function Label() {
    const t = useT()
    return <span>{t('shell.consult')}</span>
  }

  it('renders the page context strings on the server the same way every time', () => {
    const pageContext = {
      i18n: buildI18nPayload('zh', [{ identification: 'shell.consult', languageSetting: '马上咨询' }]),
    }
    const render = () =>
      renderToString(
        <VikeReactProviderPageContext pageContext={pageContext as unknown as PageContext}>
          <Label />
        </VikeReactProviderPageContext>,
      )
    expect(render()).toBe('<span>马上咨询</span>')
    // The browser hydrates from the serialized payload: same strings → same markup.
    const serialized = { i18n: JSON.parse(JSON.stringify(pageContext.i18n)) }
    expect(
      renderToString(
        <VikeReactProviderPageContext pageContext={serialized as unknown as PageContext}>
          <Label />
        </VikeReactProviderPageContext>,
      ),
    ).toBe(render())
  })
})
