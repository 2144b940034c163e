import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { sourceConditions } from '../scripts/vitestProject.js'

export default defineConfig({
  ...sourceConditions,
  plugins: [react()],
  server: { proxy: { '/prod-api': 'http://127.0.0.1:8080' } },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
})
