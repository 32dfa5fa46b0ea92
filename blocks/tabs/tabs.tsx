import { useId } from 'react'
import type { TabsBlock } from '../../schemas/blocks.gen'
import { BlockSection } from '../../ui/block-section'
import { Image } from '../../runtime/media'
import scrollStripCss from '../../site/shell/scroll-strip.css?inline'
import tabsCss from './tabs.css?inline'

// The block's own styles; BlockSection delivers them with the server HTML.
const stylesheets = [scrollStripCss, tabsCss]

/**
 * Tabs (WAI-ARIA tab pattern, arrow keys move between tabs); each panel shows its list and/or image. The
 * server writes every panel, the first one shown; the block's plain island (tabs.mount.ts) switches them, so
 * the page needs no React for it.
 */
export function Tabs({ title, desc, tabs }: TabsBlock) {
  const baseId = useId()
  return (
    <BlockSection className="tabs-block" css={stylesheets} heading={{ title, desc }}>
      <div className="tabs-block__list scroll-strip" role="tablist">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            id={`${baseId}-tab-${index}`}
            type="button"
            role="tab"
            aria-selected={index === 0}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={index === 0 ? 0 : -1}
            className="tabs-block__tab"
          >
            {tab.icon && <img src={tab.icon} alt="" width={20} height={20} />}
            {tab.title}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <TabPanel
          key={tab.id}
          tab={tab}
          id={`${baseId}-panel-${index}`}
          tabId={`${baseId}-tab-${index}`}
          hidden={index > 0}
        />
      ))}
    </BlockSection>
  )
}

function TabPanel({
  tab: current,
  id,
  tabId,
  hidden,
}: {
  tab: TabsBlock['tabs'][number]
  id: string
  tabId: string
  hidden: boolean
}) {
  return (
    <div id={id} className="tabs-block__panel" role="tabpanel" aria-labelledby={tabId} hidden={hidden}>
      {current.items && current.items.length > 0 && (
        <ul className="tabs-block__items">
          {current.items.map((item) => (
            <li key={item.id} className="tabs-block__item">
              {item.icon && (
                <img className="tabs-block__icon" src={item.icon} alt="" width={32} height={32} loading="lazy" />
              )}
              <div>
                <h3 className="tabs-block__item-title">{item.title}</h3>
                {item.desc && <p className="tabs-block__item-desc">{item.desc}</p>}
              </div>
            </li>
          ))}
        </ul>
      )}
      {current.image && (
        // On phones the picture keeps a width at which a diagram's labels stay legible and scrolls
        // sideways (tabs.css): the keyboard reaches it to scroll (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll container
        <div className="tabs-block__figure" role="group" aria-label={current.title} tabIndex={0}>
          <Image
            key={current.image}
            className="tabs-block__image"
            src={current.image}
            alt={current.title}
            size={{ width: 1320, height: 660 }}
          />
        </div>
      )}
    </div>
  )
}
