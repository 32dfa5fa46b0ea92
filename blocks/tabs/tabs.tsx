import { useId, useState, type KeyboardEvent } from 'react'
import type { TabsBlock } from '../../schemas/blocks.gen'
import { BlockSection } from '../../ui/block-section'
import { Image } from '../../runtime/media'
import scrollStripCss from '../../ui/scroll-strip.css?inline'
import tabsCss from './tabs.css?inline'

// The block's own styles; BlockSection delivers them with the server HTML.
const stylesheets = [scrollStripCss, tabsCss]

/** Tabs (WAI-ARIA tab pattern, arrow keys move between tabs); each panel shows its list and/or image. */
export function Tabs({ title, desc, tabs }: TabsBlock) {
  const [active, setActive] = useState(0)
  const baseId = useId()
  const current = tabs[Math.min(active, tabs.length - 1)]

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!step) return
    const next = (active + step + tabs.length) % tabs.length
    setActive(next)
    document.getElementById(`${baseId}-tab-${next}`)?.focus()
  }

  return (
    <BlockSection className="tabs-block" css={stylesheets} heading={{ title, desc }}>
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- roving tabindex: the selected tab is the focus stop, arrow keys move between tabs (WAI-ARIA tabs pattern) */}
      <div className="tabs-block__list scroll-strip" role="tablist" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            id={`${baseId}-tab-${index}`}
            type="button"
            role="tab"
            aria-selected={index === active}
            aria-controls={`${baseId}-panel`}
            tabIndex={index === active ? 0 : -1}
            className="tabs-block__tab"
            onClick={() => setActive(index)}
          >
            {tab.icon && <img src={tab.icon} alt="" width={20} height={20} />}
            {tab.title}
          </button>
        ))}
      </div>
      <div
        id={`${baseId}-panel`}
        className="tabs-block__panel"
        role="tabpanel"
        aria-labelledby={`${baseId}-tab-${active}`}
      >
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
          <Image
            key={current.image}
            className="tabs-block__image"
            src={current.image}
            alt={current.title}
            size={{ width: 1320, height: 660 }}
          />
        )}
      </div>
    </BlockSection>
  )
}
