import { existsSync } from 'node:fs'
import formbody from '@fastify/formbody'
import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyInstance } from 'fastify'
import type { ServerConfig } from '../config.js'
import { type Sqlite, schemaVersion } from '../store/openSqlite.js'
import { refusal, success } from './envelope.js'

export interface AppContext {
  readonly config: ServerConfig
  readonly db: Sqlite
  readonly now: () => number
}

/** The HTTP face of Bourse: `/prod-api/*` in the spec's envelope, and the built web app at `/`. */
export const buildApp = async (context: AppContext): Promise<FastifyInstance> => {
  const app = Fastify({ logger: false, bodyLimit: 64 * 1024 })
  await app.register(formbody)

  app.get('/prod-api/health', async () =>
    success({
      service: 'bourse',
      schemaVersion: schemaVersion(context.db),
      calendar: context.config.calendar,
      time: new Date(context.now()).toISOString(),
    }),
  )

  app.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500
    reply.code(status).send(refusal(status === 500 ? 'Internal error' : 'Bad request'))
  })

  const webIndex = `${context.config.webDir}/index.html`
  if (existsSync(webIndex)) {
    await app.register(fastifyStatic, { root: context.config.webDir, wildcard: false })
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/prod-api/') || !existsSync(webIndex)) {
      return reply.code(404).send(refusal('Not found'))
    }
    // Client-side routes (/home, /kline …) all load the single-page app.
    return reply.type('text/html').sendFile('index.html')
  })
  return app
}
