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

/**
 * The modules a page runs at once: `pages/+client.ts` and what it imports statically, found once the
 * browser build has read its modules. The chunk option below gives them one chunk of their own.
 */
function pageClientModules(): Plugin & { modules: ReadonlySet<string> } {
  const modules = new Set<string>()
  return {
    name: 'page-client-modules',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    modules,
    buildEnd() {
      modules.clear()
      const pending = [...this.getModuleIds()].filter((id) => id.endsWith('/pages/+client.ts'))
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (modules.has(id)) continue
        modules.add(id)
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []))
      }
    },
  }
}

const pageClient = pageClientModules()

export default defineConfig({
  plugins: [stylesInlinedByTheServer(), react(), vike(), pageClient],
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
              // A page starts with its entry (pages/+client.ts) and one chunk of what the entry imports; the
              // islands import the modules they share with it from that chunk, already loaded. Left to automatic
              // splitting, those shared modules made six sub-kilobyte chunks; copied into each reader
              // (`experimentalInlineCommonChunks`), they cost a module registry and a wrapper per module, 1.2 KB
              // of a static page's 8 (issue 26).
              groups: [{ name: 'page', test: (id) => pageClient.modules.has(id) && !id.endsWith('/pages/+client.ts') }],
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
