import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react(), vike()],
  environments: {
    ssr: {
      build: {
        rollupOptions: {
          // The production server (dist/server/server.mjs) is built with the pages, as one module graph:
          // the server (server/production.ts) and the pages share every module of runtime/ instead of each carrying a copy.
          input: { server: 'server/production.ts' },
        },
      },
    },
  },
})
