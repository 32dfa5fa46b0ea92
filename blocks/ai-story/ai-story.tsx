import type { AiStoryBlock } from '../../schemas/blocks.gen'
import { Stylesheets } from '../../runtime/blocks/stylesheets'
import { LazyImg } from '../../runtime/media'
import { useT } from '../../site/i18n'
import aiStoryCss from './ai-story.css?inline'

const stylesheets = [aiStoryCss]

type Person = { name?: string; position?: string; avatar?: string }

/** The story of employees paired with AI advisers (SPEC §2 AI landing page): one row per pair, in order. */
export function AiStory({ title, desc, rows }: AiStoryBlock) {
  const t = useT()
  return (
    <section className="ai-story">
      <Stylesheets css={stylesheets} />
      <div className="ai-story__inner">
        <h2 className="ai-story__title">{title}</h2>
        {desc && <p className="ai-story__desc">{desc}</p>}
        {rows.length > 0 && (
          <ol className="ai-story__rows">
            {rows.map((row) => (
              <li key={row.id} className="ai-story__row" data-testid="ai-story-row">
                <PersonCard kind="employee" person={row.employee} label={row.department} />
                <span className="ai-story__link" aria-hidden="true" />
                <PersonCard kind="adviser" person={{ name: t('ai.adviser'), ...row.adviser }} label={t('ai.adviser')} />
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  )
}

function PersonCard({ kind, person, label }: { kind: 'employee' | 'adviser'; person: Person; label?: string }) {
  return (
    <div className={`ai-story__card ai-story__card--${kind}`} data-testid={`ai-story-${kind}`}>
      {person.avatar ? (
        <LazyImg className="ai-story__avatar" src={person.avatar} alt="" width={64} height={64} />
      ) : (
        <span className="ai-story__avatar ai-story__avatar--empty" aria-hidden="true" />
      )}
      <div className="ai-story__text">
        {label && <span className="ai-story__label">{label}</span>}
        {kind === 'employee' && <strong className="ai-story__name">{person.name}</strong>}
        {person.position && <span className="ai-story__position">{person.position}</span>}
      </div>
    </div>
  )
}
