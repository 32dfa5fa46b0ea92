import type { Translate } from '../site/i18n'
import type { Crumb, PageSeo } from '../site/seo/page-seo'
import { plainText } from '../site/seo/page-seo'
import type {
  Activity,
  Article,
  Example,
  MultimediaResource,
  Product,
  ProductCategoryDetail,
  Publication,
  Solution,
} from '../schemas/api.gen'
import { firstFileUrl, text } from './from-backend'

/**
 * Link-preview and structured-data facts of each detail route (issue 15), from its main item: the lead
 * image (banner or cover), the breadcrumb trail, and the schema.org entity where one fits.
 */

type Section = 'product' | 'solution' | 'cases' | 'news' | 'periodical' | 'activity' | 'media'

/** The list page each detail route sits under (SPEC §2). */
const SECTION_PATHS: Record<Section, string> = {
  product: '/product',
  solution: '/solution',
  cases: '/cases',
  news: '/about-us/news',
  periodical: '/periodical',
  activity: '/activity',
  media: '/media',
}

export function trail(t: Translate, section: Section, name: string, path: string): Crumb[] {
  return [
    { name: t('common.home'), path: '/' },
    { name: t(`common.section.${section}`), path: SECTION_PATHS[section] },
    { name, path },
  ]
}

export function productSeo(product: Product, t: Translate): PageSeo {
  return {
    image: firstFileUrl(product.pcResource) ?? firstFileUrl(product.mobileResource),
    breadcrumbs: trail(t, 'product', product.name, `/product/${product.id}`),
  }
}

export function productCategorySeo(detail: ProductCategoryDetail, id: number, t: Translate): PageSeo {
  const category = detail.productCategory
  return {
    image: firstFileUrl(category.pcResource) ?? firstFileUrl(category.mobileResource),
    breadcrumbs: trail(t, 'product', category.name, `/product-category/${id}`),
  }
}

export function solutionSeo(solution: Solution, t: Translate): PageSeo {
  return {
    image: firstFileUrl(solution.pcResource) ?? firstFileUrl(solution.mobileResource),
    breadcrumbs: trail(t, 'solution', solution.name, `/solution/${solution.id}`),
  }
}

export function caseSeo(example: Example, t: Translate): PageSeo {
  return {
    image:
      firstFileUrl(example.backgroundMaterial) ?? firstFileUrl(example.coverMaterial) ?? text(example.customerLogo),
    breadcrumbs: trail(t, 'cases', example.title, `/case-detail/${example.id}`),
  }
}

/** An article of a content type: news (and AI news) are `NewsArticle`, any other type an `Article`. */
export function articleSeo(article: Article, type: string, id: number, t: Translate): PageSeo {
  const image = firstFileUrl(article.coverMaterial)
  return {
    image,
    ogType: 'article',
    breadcrumbs: trail(t, 'news', article.title, `/article-detail/${type}/${id}`),
    entity: {
      kind: type === 'news' ? 'NewsArticle' : 'Article',
      headline: article.title,
      description: text(article.desc),
      image,
      datePublished: text(article.createTime) ?? text(article.createdAt),
      author: text(article.author),
    },
  }
}

/** A publication (journal or white paper) is an article of the company's. */
export function publicationSeo(publication: Publication, t: Translate): PageSeo {
  const image = text(publication.picture) ?? text(publication.backgroundPicture) ?? text(publication.basePicture)
  return {
    image,
    ogType: 'article',
    breadcrumbs: trail(t, 'periodical', publication.name, `/periodical/${publication.id}`),
    entity: {
      kind: 'Article',
      headline: publication.name,
      description: text(publication.introduction) ?? plainText(publication.publicationDescribe),
      image,
    },
  }
}

export function activitySeo(activity: Activity, t: Translate): PageSeo {
  const image = firstFileUrl(activity.coverMaterial)
  return {
    image,
    breadcrumbs: trail(t, 'activity', activity.activityName, `/activity/${activity.id}`),
    entity: {
      kind: 'Event',
      name: activity.activityName,
      description:
        plainText(activity.activityIntroduction ?? activity.activityDescribe) ?? text(activity.activityTimeStr),
      image,
      startDate: text(activity.startDate),
      endDate: text(activity.endDate),
      place: text(activity.activityPlace),
      onlineUrl: text(activity.liveAddress),
      registrationUrl: text(activity.thirdLink),
    },
  }
}

export function mediaSeo(resource: MultimediaResource, t: Translate): PageSeo {
  const image = firstFileUrl(resource.coverMaterial)
  const video = firstFileUrl(resource.videoMaterial)
  return {
    image,
    breadcrumbs: trail(t, 'media', resource.titleContent, `/media/${resource.id}`),
    ...(video
      ? {
          entity: {
            kind: 'VideoObject',
            name: resource.titleContent,
            description: plainText(resource.resourceDesc),
            thumbnailUrl: image,
            uploadDate: text(resource.createdAt),
            contentUrl: video,
          },
        }
      : {}),
  }
}
