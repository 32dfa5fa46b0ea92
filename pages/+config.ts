import vikeReact from 'vike-react/config'
import type { Config } from 'vike/types'

export default {
  extends: [vikeReact],
  passToClient: ['site', 'sites', 'shell', 'i18n'],
} satisfies Config
