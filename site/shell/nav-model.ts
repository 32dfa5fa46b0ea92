import type {
  IndustryNavItem,
  JumpTarget,
  ProductCategoryNavItem,
  TopHeaderData,
  TopNavigationItem,
} from '../../schemas/api.gen'

/**
 * The site menu as the shell draws it: top navigation entries (SPEC §3), some carrying a popover built
 * from the top-header data (product categories → products, industries → solutions). Pure, so the desktop
 * menu and the mobile menu read the same model.
 */
export interface NavLinkModel {
  key: string
  label: string
  href: string
  description?: string
}

export interface NavGroupModel {
  key: string
  title: string
  href: string
  description?: string
  icon?: string
  /** Plate label a product category belongs to (productPlate). */
  plate?: string
  links: NavLinkModel[]
}

export interface NavPanelModel {
  kind: 'products' | 'industries'
  title: string
  description?: string
  /** Promotional image of the popover (the navigation item's bannerUrl). */
  banner?: string
  /** The navigation item's own action (e.g. book a demo), shown as a button in the popover. */
  jump?: JumpTarget
  groups: NavGroupModel[]
}

export interface NavEntryModel {
  key: string
  label: string
  href?: string
  description?: string
  panel?: NavPanelModel
}

export const productCategoryHref = (id: number): string => `/product-category/${id}`
export const productHref = (id: number): string => `/product/${id}`
export const industryHref = (index: number): string => `/solution#${index}`
export const solutionHref = (id: number): string => `/solution/${id}`

export function buildNavEntries(
  navigation: readonly TopNavigationItem[],
  header: readonly TopHeaderData[],
): NavEntryModel[] {
  const unused = [...header]
  return navigation.map((item, index) => {
    const data = takeHeaderData(item, unused)
    return {
      key: `${item.id ?? index}-${item.displayName}`,
      label: item.displayName,
      href: text(item.pageAddress),
      description: text(item.desc),
      panel: data ? panelOf(data, item) : undefined,
    }
  })
}

/** The header data an entry owns: same title, else the kind its name or address points at (product, solution). */
function takeHeaderData(item: TopNavigationItem, unused: TopHeaderData[]): TopHeaderData | undefined {
  const label = item.displayName.trim()
  const kind = kindOf(item)
  const byTitle = unused.findIndex((data) => data.title.trim() === label)
  const index =
    byTitle >= 0
      ? byTitle
      : kind === 'products'
        ? unused.findIndex((data) => (data.productCategoryList?.length ?? 0) > 0)
        : kind === 'industries'
          ? unused.findIndex((data) => (data.industryList?.length ?? 0) > 0)
          : -1
  if (index < 0) return undefined
  return unused.splice(index, 1)[0]
}

function kindOf(item: TopNavigationItem): NavPanelModel['kind'] | undefined {
  const name = (item.navigationName ?? '').toLowerCase()
  const address = (item.pageAddress ?? '').toLowerCase()
  if (name.includes('product') || /^\/product(\/|$|\?)/.test(address)) return 'products'
  if (name.includes('solution') || /^\/solution(\/|$|\?)/.test(address)) return 'industries'
  return undefined
}

function panelOf(data: TopHeaderData, item: TopNavigationItem): NavPanelModel | undefined {
  const categories = data.productCategoryList ?? []
  const industries = data.industryList ?? []
  const base = {
    title: data.title,
    description: text(item.desc),
    banner: text(item.bannerUrl),
    jump: item.jumpBO?.jumpContentType ? item.jumpBO : undefined,
  }
  if (categories.length > 0) return { kind: 'products', ...base, groups: categories.map(categoryGroup) }
  if (industries.length > 0) return { kind: 'industries', ...base, groups: industries.map(industryGroup) }
  return undefined
}

function categoryGroup(category: ProductCategoryNavItem): NavGroupModel {
  return {
    key: `category-${category.id}`,
    title: category.name,
    href: productCategoryHref(category.id),
    description: text(category.naviDesc),
    icon: text(category.proLogo),
    plate: text(category.productPlate),
    links: (category.productList ?? []).map((product) => ({
      key: `product-${product.id}`,
      label: product.name,
      href: productHref(product.id),
      description: text(product.naviDesc),
    })),
  }
}

function industryGroup(industry: IndustryNavItem, index: number): NavGroupModel {
  return {
    key: `industry-${industry.id}`,
    title: industry.name,
    href: industryHref(index),
    description: text(industry.naviDesc),
    icon: text(industry.indusIcon),
    links: (industry.solutions ?? []).map((solution) => ({
      key: `solution-${solution.id}`,
      label: solution.name,
      href: solutionHref(solution.id),
      description: text(solution.naviDesc),
    })),
  }
}

function text(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}
