import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { sourceConditions } from '../scripts/vitestProject.js'

/**
 * Modules that only re-export or define values (core's endpoint schemas, react-hooks' API client). Marked free of
 * side effects so the bundler places them by use, not by the package index that re-exports them: the API client and
 * effect Schema then live in the chunk `lazyApiClient.ts` loads, not in the entry (see docs/benchmarks.md, "web").
 */
const definitionsOnly = /\/(react-hooks\/src\/(index|apiClient)|core\/src\/(index|api\/[^/]+))\.ts$/

const kebab = (name: string) => name.replace(/[a-z0-9](?=[A-Z])/g, '$&-').toLowerCase()

/**
 * `import { Button, Dialog } from 'antd-mobile'` in the app's source becomes one import per component
 * (`antd-mobile/es/components/button`, …, and antd-mobile's global styles), as babel-plugin-import does. antd-mobile's
 * index re-exports every component, so through it every component counts as loaded by the entry (rolldown's
 * `$initial`); per component, only those the entry's screens use do. Type-only names are dropped (erased anyway).
 */
const antdDeepImports = (): Plugin => ({
  name: 'bourse-antd-deep-imports',
  enforce: 'pre',
  transform: {
    filter: { id: /\/web\/src\/.*\.tsx?$/, code: "from 'antd-mobile'" },
    handler: (code) => ({
      code: code.replace(/import\s*(type\s+)?\{([^}]*)\}\s*from\s*'antd-mobile'/g, (_, typeOnly, names: string) => {
        if (typeOnly) return ''
        const imports = names
          .split(',')
          .map((each) => each.trim())
          .filter((each) => each !== '' && !each.startsWith('type '))
          .map((each) => {
            const [name = '', local = name] = each.split(/\s+as\s+/)
            return name === 'unstableSetRender'
              ? `import { unstableSetRender as ${local} } from 'antd-mobile/es/utils/unstable-render'`
              : `import ${local} from 'antd-mobile/es/components/${kebab(name)}'`
          })
        return ["import 'antd-mobile/es/global'", ...imports].join(';')
      }),
      map: null,
    }),
  },
})

export default defineConfig({
  ...sourceConditions,
  plugins: [antdDeepImports(), react()],
  server: { proxy: { '/prod-api': 'http://127.0.0.1:8080' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: {
      treeshake: { moduleSideEffects: (id: string) => !definitionsOnly.test(id) },
      // effect on its own, so `lazyApiClient` evaluates it a task before the endpoint schemas that use it.
      output: {
        codeSplitting: {
          groups: [
            { name: 'effect', test: /\/node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?effect\//, priority: 1 },
            // Everything the entry loads before the first render in one chunk: on HTTP/1.1 each file is a request
            // (six at a time), and the round trips, not the bytes, set the first paint (docs/benchmarks.md, issue 23).
            { name: 'initial', tags: ['$initial'] },
          ],
        },
      },
    },
  },
})
