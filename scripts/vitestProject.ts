import { defaultClientConditions, defaultServerConditions } from 'vite'

/** Workspace packages resolve to their TypeScript sources in tests (the `source` export condition). */
export const sourceConditions = {
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
}
