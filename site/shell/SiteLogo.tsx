import type { Site } from '../../schemas/api.gen'

/** The site's logo linking home; the site title stands in when the site has no logo (or no site loaded). */
export function SiteLogo({ site }: { site: Site | undefined }) {
  const title = site?.title ?? ''
  return (
    <a className="site-logo" href="/" aria-label={title || undefined}>
      {site?.logo ? (
        <img className="site-logo__image" src={site.logo} alt={title} height={32} />
      ) : (
        <span className="site-logo__text">{title}</span>
      )}
    </a>
  )
}
