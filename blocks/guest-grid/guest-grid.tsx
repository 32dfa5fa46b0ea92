import type { CSSProperties } from 'react'
import type { GuestGridBlock } from '../../schemas/blocks.gen'
import { PageSection } from '../../ui/page-section'
import { Stylesheets } from '../../runtime/blocks/stylesheets'
import { Image } from '../../runtime/media'
import { guestColumns } from './columns'
import guestGridCss from './guest-grid.css?inline'

/** Guests with avatar, name and position, in 1, 2 or 3 columns by their count (SPEC §2). */
export function GuestGrid({ section, guests }: GuestGridBlock) {
  const columns = guestColumns(guests.length)
  return (
    <PageSection section={section}>
      <Stylesheets css={[guestGridCss]} />
      <ul className="guest-grid" data-columns={columns} style={{ '--guest-columns': columns } as CSSProperties}>
        {guests.map((guest, index) => (
          <li key={index}>
            {guest.avatar && <Image src={guest.avatar} alt="" size="list" />}
            <strong>{guest.name}</strong>
            {guest.position && <span>{guest.position}</span>}
          </li>
        ))}
      </ul>
    </PageSection>
  )
}
