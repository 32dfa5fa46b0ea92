import { renderToString } from 'react-dom/server'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import type { PageContext } from 'vike/types'
import { describe, expect, it } from 'vitest'
import { buildI18nPayload, languagePackStrings, ownStrings } from '../../site/i18n/resources'
import { ai } from '../../site/i18n/strings/ai'
import { blocks } from '../../site/i18n/strings/blocks'
import { common } from '../../site/i18n/strings/common'
import { editorial } from '../../site/i18n/strings/editorial'
import { events } from '../../site/i18n/strings/events'
import { forms } from '../../site/i18n/strings/forms'
import { products } from '../../site/i18n/strings/products'
import { shell } from '../../site/i18n/strings/shell'
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
        { identification: 'common.submit', languageSetting: '' },
        { identification: 'common.submit', languageSetting: '   ' },
        { identification: 'common.submit', languageSetting: null },
      ]),
    ).toEqual({})
    expect(languagePackStrings(null)).toEqual({})
  })
})

describe('buildI18nPayload', () => {
  it('overrides own strings with the language pack and keeps the rest', () => {
    const payload = buildI18nPayload('zh', [
      { identification: 'common.submit', modular: 'form', languageSetting: '确认提交' },
    ])
    expect(payload.lang).toBe('zh')
    expect(payload.resources['common.submit']).toBe('确认提交')
    expect(payload.resources['common.loadMore']).toBe(common.zh['common.loadMore'])
  })

  it('adds keys the project does not know', () => {
    const payload = buildI18nPayload('en', [{ identification: 'promo.banner', languageSetting: 'Spring launch' }])
    expect(payload.resources['promo.banner']).toBe('Spring launch')
  })

  it('carries one language only', () => {
    expect(buildI18nPayload('en').resources['common.submit']).toBe('Submit')
    expect(buildI18nPayload('zh').resources['common.submit']).toBe('提交')
  })
})

describe('own strings', () => {
  it.each([
    ['common', common],
    ['shell', shell],
    ['blocks', blocks],
  ] as const)('%s has the same keys in Chinese and English, all in its namespace', (area, table) => {
    expect(Object.keys(table.en).sort()).toEqual(Object.keys(table.zh).sort())
    for (const key of Object.keys(table.zh)) expect(key.startsWith(`${area}.`)).toBe(true)
  })

  it('merges every area', () => {
    expect(ownStrings('zh')['common.notFound']).toBe('Oops. The page not found.')
  })
})

describe('the English site is in English (issue 21)', () => {
  const areas = { ai, blocks, common, editorial, events, forms, products, shell } as const
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

  it.each(Object.entries(areas))('%s has every key in both languages', (_area, table) => {
    expect(Object.keys(table.en).sort()).toEqual(Object.keys(table.zh).sort())
  })

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
      expect(ownStrings(lang)['common.notFound']).toBe('Oops. The page not found.')
    }
  })

  it('the language pack overrides a SPEC literal on either site', () => {
    const entries = [{ identification: 'comingSoon', modular: 'events.agenda', languageSetting: 'Agenda to follow' }]
    expect(translatorFor(buildI18nPayload('en', entries))('events.agenda.comingSoon')).toBe('Agenda to follow')
    const zh = [{ identification: 'editorial.whitePaper.download', languageSetting: '获取白皮书' }]
    expect(translatorFor(buildI18nPayload('zh', zh))('editorial.whitePaper.download')).toBe('获取白皮书')
  })
})

describe('translatorFor', () => {
  it('translates, interpolates and falls back to the key', () => {
    const t = translatorFor({ lang: 'en', resources: { 'news.total': '{{count}} articles <b>', plain: 'Plain' } })
    expect(t('plain')).toBe('Plain')
    expect(t('news.total', { count: 3 })).toBe('3 articles <b>')
    expect(t('missing.key')).toBe('missing.key')
  })

  it('reuses the translator for the same strings object', () => {
    const resources = { 'common.a': 'A' }
    const first = translatorFor({ lang: 'en', resources })
    expect(translatorFor({ lang: 'en', resources })).toBe(first)
    expect(translatorFor({ lang: 'en', resources: { 'common.a': 'B' } })('common.a')).toBe('B')
  })

  it('fills named placeholders, keeps one without a value, and reads a missing key as the key', () => {
    const t = translatorFor({ lang: 'en', resources: { 'forms.failed': 'Failed: {{message}} ({{ code }})' } })
    expect(t('forms.failed', { message: '<b>&', code: 500 })).toBe('Failed: <b>& (500)')
    expect(t('forms.failed', { message: 'x' })).toBe('Failed: x ({{ code }})')
    expect(t('forms.failed')).toBe('Failed: {{message}} ({{ code }})')
    expect(t('shell.unknown')).toBe('shell.unknown')
  })

  it('keeps sites apart: each language pack wins on its own site only', () => {
    const zh = translatorFor(
      buildI18nPayload('zh', [{ identification: 'common.consult', languageSetting: '马上咨询' }]),
    )
    const en = translatorFor(buildI18nPayload('en'))
    expect(zh('common.consult')).toBe('马上咨询')
    expect(en('common.consult')).toBe(common.en['common.consult'])
  })
})

describe('useT', () => {
  function Label() {
    const t = useT()
    return <span>{t('common.consult')}</span>
  }

  it('renders the page context strings on the server the same way every time', () => {
    const pageContext = {
      i18n: buildI18nPayload('zh', [{ identification: 'common.consult', languageSetting: '马上咨询' }]),
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
