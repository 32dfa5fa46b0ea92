/** A piece of a free-text time string, and whether it may break inside. */
export interface TimePiece {
  text: string
  keep: boolean
}

/** Longer pieces may break inside, lest one overflow a narrow card. */
const KEEP_MAX_LENGTH = 20

/**
 * An activity's time string (free text from the CMS, "2026年5月3日 09:00 - 2026年5月5日 17:00") in pieces
 * at its spaces: each short piece (a date, a time, a dash) is kept whole, so a line breaks between the
 * dates, never inside one (issue 26: "a date range breaks inside a date" on phones).
 */
export function timePieces(value: string): TimePiece[] {
  return value
    .split(/(\s+)/)
    .filter((piece) => piece !== '')
    .map((piece) => ({ text: piece, keep: !/^\s+$/.test(piece) && piece.length <= KEEP_MAX_LENGTH }))
}
