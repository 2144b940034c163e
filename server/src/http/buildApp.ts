import { existsSync } from 'node:fs'
import formbody from '@fastify/formbody'
import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyInstance } from 'fastify'
import type { AppContext } from './AppContext.js'
import { refusal } from './envelope.js'
import { routeModules } from './routeModules.js'

export type { AppContext } from './AppContext.js'

/** No form the spec defines comes near this; anything larger is refused before it is parsed. */
const bodyLimit = 64 * 1024

/** The HTTP face of Bourse: `/prod-api/*` in the spec's envelope, and the built web app at `/`. */
export const buildApp = async (context: AppContext): Promise<FastifyInstance> => {
  const app = Fastify({ logger: false, bodyLimit })
  // formbody has its own limit (1 MiB by default): the same cap applies to every body.
  await app.register(formbody, { bodyLimit })

  // No stack trace ever reaches a client: malformed bodies, wrong methods and bugs all answer in the envelope.
  app.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500
    reply.code(status).send(refusal(status === 500 ? 'Internal error' : 'Bad request'))
  })

  for (const register of routeModules) await register(app, context)

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
