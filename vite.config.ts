import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig, type Plugin } from 'vite'

/**
 * Styles are imported as text (`x.css?inline`) and inlined into the server HTML (runtime/blocks/stylesheets.tsx).
 * In the browser build the same imports are empty strings: the styles came with the page, and an island's
 * code need not carry them again.
 */
function stylesInlinedByTheServer(): Plugin {
  const emptyStyles = '\0styles-inlined-by-the-server'
  return {
    name: 'styles-inlined-by-the-server',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    resolveId: (id) => (/\.css\?inline$/.test(id) ? emptyStyles : undefined),
    load: (id) => (id === emptyStyles ? 'export default ""' : undefined),
  }
}

export default defineConfig({
  plugins: [stylesInlinedByTheServer(), react(), vike()],
  resolve: {
    alias: [
      {
        // rjsf's markdown renderer, for texts the enquiry forms never mark as markdown (see the module).
        find: /^markdown-to-jsx\/react$/,
        replacement: fileURLToPath(new URL('./site/forms/markdown-as-text.tsx', import.meta.url)),
      },
    ],
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              // A page starts with one file (pages/+client.ts): the plain modules it shares with islands are
              // copied into it and into the islands' chunks rather than split into sub-kilobyte common chunks.
              experimentalInlineCommonChunks: { maxSize: 16 * 1024 },
            },
          },
        },
      },
    },
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
