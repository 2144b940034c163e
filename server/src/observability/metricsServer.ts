import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { MetricsAddress } from '../config.js'
import type { Metrics } from './metrics.js'

/** `GET /metrics` in Prometheus' text format on a port of its own (loopback by default), apart from the public API. */
export interface MetricsServer {
  /** Starts listening; answers the scrape address (`http://127.0.0.1:9464/metrics`). */
  listen(): Promise<string>
  close(): Promise<void>
}

export const createMetricsServer = (metrics: Metrics, address: MetricsAddress): MetricsServer => {
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n')
      return
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(`${String(error)}\n`),
    )
  })
  return {
    listen: () =>
      new Promise((resolve, reject) => {
        server.once('error', reject)
        server.listen(address.port, address.host, () => {
          server.off('error', reject)
          const { port } = server.address() as AddressInfo
          const host = address.host.includes(':') ? `[${address.host}]` : address.host
          resolve(`http://${host}:${port}/metrics`)
        })
      }),
    close: () =>
      new Promise((resolve) => {
        if (!server.listening) return resolve()
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
