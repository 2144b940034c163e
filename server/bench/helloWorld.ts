import Fastify from 'fastify'

/**
 * The baseline of the server benchmark: a bare fastify app answering a small JSON body, no plugins, no logger.
 * Run as its own process; prints its address like the Bourse server does.
 */
const app = Fastify({ logger: false })
app.get('/', async () => ({ hello: 'world' }))
const address = await app.listen({ port: 0, host: '127.0.0.1' })
process.stdout.write(`Hello-world is running at ${address}/\n`)
const stop = () => void app.close()
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
