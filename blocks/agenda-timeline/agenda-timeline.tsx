import type { AgendaTimelineBlock } from '../../schemas/blocks.gen'
import { PageSection } from '../../ui/page-section'
import { Stylesheets } from '../../runtime/blocks/stylesheets'
import { useT } from '../../site/i18n'
import agendaTimelineCss from './agenda-timeline.css?inline'

type Slot = AgendaTimelineBlock['items'][number]

/** A timeline of time slots: a sticky side column of times and titles, or the agenda with its speakers. */
export function AgendaTimeline({ layout, label, section, items, emptyText }: AgendaTimelineBlock) {
  return layout === 'side' ? (
    <SideTimeline label={label} items={items} />
  ) : (
    <AgendaList section={section} items={items} emptyText={emptyText} />
  )
}

function SideTimeline({ label, items }: Pick<AgendaTimelineBlock, 'label' | 'items'>) {
  return (
    <div className="block-container agenda-timeline__side-frame">
      <Stylesheets css={[agendaTimelineCss]} />
      <aside className="agenda-timeline agenda-timeline--side" aria-label={label} data-testid="agenda-timeline">
        <ol>
          {items.map((slot, index) => (
            <li key={index}>
              {slot.time && <span className="agenda-timeline__time">{slot.time}</span>}
              <span>{slot.title}</span>
            </li>
          ))}
        </ol>
      </aside>
    </div>
  )
}

function AgendaList({ section, items, emptyText }: Pick<AgendaTimelineBlock, 'section' | 'items' | 'emptyText'>) {
  return (
    <PageSection section={section}>
      <Stylesheets css={[agendaTimelineCss]} />
      {items.length > 0 ? (
        <ol className="agenda-timeline agenda-timeline--list">
          {items.map((slot, index) => (
            <li key={index}>
              {slot.time && <span className="agenda-timeline__time">{slot.time}</span>}
              <div>
                <strong>{slot.title}</strong>
                {slot.speakers.length > 0 && <Speakers speakers={slot.speakers} />}
              </div>
            </li>
          ))}
        </ol>
      ) : (
        emptyText && <p className="agenda-timeline__empty">{emptyText}</p>
      )}
    </PageSection>
  )
}

/** Each speaker as "name · position", joined by the site language's list separator (；or ; ). */
function Speakers({ speakers }: { speakers: Slot['speakers'] }) {
  const t = useT()
  return (
    <p className="agenda-timeline__speakers">
      {speakers.map((s) => [s.name, s.position].filter(Boolean).join(' · ')).join(t('blocks.list.separator'))}
    </p>
  )
}
