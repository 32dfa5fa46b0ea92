/** SPEC §9 mobile breakpoint. */
export const DESKTOP_QUERY = '(min-width: 768px)'

/** SPEC §9: lazy images start loading 100 px before they enter the view. */
export const LAZY_MARGIN_PX = 100
