import { postgresInShortForm, postgresProject } from './vitest.postgresProject.js'

/** `server-pg` in `pnpm test`: the store, money and concurrency tests and the harness on PostgreSQL. */
export default postgresProject('server-pg', postgresInShortForm)
