import { postgresInLongForm, postgresProject } from './vitest.postgresProject.js'

/** `server-pg-rest` in `pnpm test:soak`: the server's other integration tests on PostgreSQL. */
export default postgresProject('server-pg-rest', postgresInLongForm)
