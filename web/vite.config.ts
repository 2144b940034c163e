import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
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

/**
 * The installed app (issue 36): the web manifest and the service worker (`serviceWorker/`, injectManifest mode: our
 * worker, the build's file list injected). It precaches the build — page, scripts (texts included), styles, icons —
 * and nothing the server answers per user. A new version waits for the investor's yes (`registerType: 'prompt'`);
 * the page registers the worker itself after the first screen (`pwa/registerServiceWorker.ts`).
 */
const installedApp = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'serviceWorker',
    filename: 'serviceWorker.ts',
    registerType: 'prompt',
    injectRegister: false,
    manifest: {
      name: 'Bourse',
      short_name: 'Bourse',
      description: 'Bourse, a simulated leveraged brokerage. Technical test site, no real trading.',
      start_url: '/home',
      scope: '/',
      display: 'standalone',
      background_color: '#111111',
      theme_color: '#111111',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    injectManifest: {
      globPatterns: ['**/*.{html,js,css,svg,png,woff,woff2,webmanifest}'],
      // Every screen's chunk (the chart's library among them) opens offline.
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    },
  })

export default defineConfig({
  ...sourceConditions,
  plugins: [antdDeepImports(), react(), installedApp()],
  server: { proxy: { '/prod-api': { target: 'http://127.0.0.1:8080', ws: true } } },
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
