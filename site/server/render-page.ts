import { failureStatus } from '../api/outcome'
import { vikeRenderer } from '../../runtime/server/renderer'

/** The engine's Vike renderer, told this site's error semantics (docs/architecture.md "Error semantics": 500/502/503/504). */
export const renderWithVike = vikeRenderer({ statusOfError: failureStatus })
