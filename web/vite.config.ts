import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { sourceConditions } from '../scripts/vitestProject.js'

/**
 * Modules that only re-export or define values (core's endpoint schemas, react-hooks' API client). Marked free of
 * side effects so the bundler places them by use, not by the package index that re-exports them: the API client and
 * effect Schema then live in the chunk `lazyApiClient.ts` loads, not in the entry (see docs/benchmarks.md, "web").
 */
const definitionsOnly = /\/(react-hooks\/src\/(index|apiClient)|core\/src\/(index|api\/[^/]+))\.ts$/

export default defineConfig({
  ...sourceConditions,
  plugins: [react()],
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
          groups: [{ name: 'effect', test: /\/node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?effect\// }],
        },
      },
    },
  },
})
