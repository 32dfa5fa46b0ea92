import type { CarouselSlide, HomeModule, NewsItem } from '../../schemas/api.gen'
import { block, type BlockDescriptor } from '../../blocks/descriptor'
import { isNonEmpty, type NonEmpty } from '../../runtime/blocks/non-empty'
import { compact, firstFileUrl, text, toBlockJump } from '../../mapping/from-backend'

type Log = (message: string) => void
type ModuleMapper = (module: HomeModule, id: string) => BlockDescriptor | string

/**
 * SPEC §2 "/": the home modules, in the backend's order, one block each. A mapper answers a block, or
 * a reason to leave the module out (logged): an unknown moduleType or a module with nothing to show.
 */
const blockOfModule: Record<string, ModuleMapper> = {
  CAROUSEL: (m, id) =>
    nonEmpty(heroSlides(m), (slides) => block('heroCarousel', id, { slides }), 'no slide with a title or an image'),
  NEWS: (m, id) =>
    block(
      'newsShowcase',
      id,
      compact({
        title: heading(m),
        desc: text(m.desc),
        items: (m.newsList ?? []).map(newsCard),
        moreHref: '/about-us/news',
      }),
    ),
  BUSINESS_CONSULTING: (m, id) =>
    block(
      'consultBanner',
      id,
      compact({
        title: heading(m),
        desc: text(m.desc),
        image: firstFileUrl(m.pcResource),
        mobileImage: firstFileUrl(m.mobileResource),
        jump: toBlockJump(m.jumpBO),
      }),
    ),
  SOLUTION: (m, id) =>
    nonEmpty(
      solutionSlides(m),
      (slides) => block('solutionCarousel', id, compact({ title: heading(m), desc: text(m.desc), slides })),
      'no industry slide with a title or an image',
    ),
  Example: (m, id) =>
    block(
      'customerWall',
      id,
      compact({ title: heading(m), desc: text(m.desc), logos: customerLogos(m), moreHref: '/cases' }),
    ),
  PRODUCT: (m, id) =>
    block('productShowcase', id, compact({ title: heading(m), desc: text(m.desc), items: productCards(m) })),
}

export function toBlocks(modules: readonly HomeModule[], log: Log = console.warn): BlockDescriptor[] {
  return modules.flatMap((module, index) => {
    const mapper = Object.hasOwn(blockOfModule, module.moduleType) ? blockOfModule[module.moduleType] : undefined
    const result = mapper ? mapper(module, blockId(module, index)) : `unknown moduleType "${module.moduleType}"`
    if (typeof result === 'string') {
      log(`Home module ${index} (${module.moduleType}) left out: ${result}.`)
      return []
    }
    return [result]
  })
}

function blockId(module: HomeModule, index: number): string {
  return module.id != null ? `home-module-${module.id}` : `home-module-at-${index}`
}

function heading(module: HomeModule): string {
  return text(module.title) ?? text(module.moduleName) ?? ''
}

function nonEmpty<T>(
  items: T[],
  toBlock: (items: NonEmpty<T>) => BlockDescriptor,
  reason: string,
): BlockDescriptor | string {
  return isNonEmpty(items) ? toBlock(items) : reason
}

/** Carousel slides; a module without carouselOpt but with its own image is a one-slide banner. */
function heroSlides(module: HomeModule) {
  const slides = module.carouselOpt?.length
    ? module.carouselOpt
    : [
        {
          id: module.id,
          title: module.title,
          desc: module.desc,
          pcResourceUrl: firstFileUrl(module.pcResource),
          mobileResourceUrl: firstFileUrl(module.mobileResource),
          jumpBO: module.jumpBO,
        },
      ]
  return shown(slides).map(({ slide, image, index }) =>
    compact({
      id: slide.id ?? index + 1,
      title: text(slide.title),
      desc: text(slide.desc),
      image,
      mobileImage: text(slide.mobileResourceUrl),
      jump: toBlockJump(slide.jumpBO),
    }),
  )
}

function solutionSlides(module: HomeModule) {
  return shown(module.carouselOpt ?? []).map(({ slide, image, index }) =>
    compact({
      id: slide.id ?? index + 1,
      title: text(slide.title) ?? '',
      desc: text(slide.desc),
      image,
      mobileImage: text(slide.mobileResourceUrl),
      href: `/solution#${index}`,
      jump: toBlockJump(slide.jumpBO),
    }),
  )
}

function productCards(module: HomeModule) {
  return shown(module.carouselOpt ?? []).map(({ slide, image, index }) =>
    compact({
      id: slide.id ?? index + 1,
      title: text(slide.title) ?? '',
      desc: text(slide.desc),
      image,
      mobileImage: text(slide.mobileResourceUrl),
      jump: toBlockJump(slide.jumpBO),
    }),
  )
}

function customerLogos(module: HomeModule) {
  return (module.carouselOpt ?? []).flatMap((slide, index) => {
    const logo = text(slide.customerLogo) ?? text(slide.pcResourceUrl)
    return logo ? [{ id: slide.id ?? index + 1, name: text(slide.title) ?? '', logo }] : []
  })
}

function newsCard(item: NewsItem) {
  const date = /^\d{4}-\d{2}-\d{2}/.exec(item.createTime ?? '')?.[0]
  return compact({
    id: item.id,
    title: item.title,
    desc: text(item.desc),
    image: firstFileUrl(item.coverMaterial),
    date,
    href: `/article-detail/news/${item.id}`,
  })
}

/**
 * Slides and cards that have something to show, a title or a desktop image, with their position:
 * a slide or card without its picture keeps its title, on the plain banner background or a placeholder (issue 21).
 */
function shown(slides: readonly CarouselSlide[]) {
  return slides.flatMap((slide, index) => {
    const image = text(slide.pcResourceUrl)
    return image || text(slide.title) ? [{ slide, image, index }] : []
  })
}
