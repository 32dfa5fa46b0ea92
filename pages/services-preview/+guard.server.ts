/** SPEC §6: previews answer only with the PREVIEW_TOKEN, when one is configured (docs/configuration.md, PREVIEW_TOKEN). */
export { previewGuard as guard } from '../shared/preview-guard'
