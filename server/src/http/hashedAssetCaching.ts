import { sep } from 'node:path'
import type { SetHeadersResponse } from '@fastify/static'

/**
 * The web build names every file under `assets/` by a hash of its content, so a new build is a new name: a browser
 * may keep such a file for a year without asking again. Every other file (`index.html` first) is asked for again
 * each time (`max-age=0`, as `@fastify/static` sends by default), so a new build is seen at once.
 */
export const cacheHashedAssets = (response: SetHeadersResponse, filePath: string): void => {
  const hashed = filePath.includes(`${sep}assets${sep}`)
  response.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0')
}
