import { domainError, Result } from '@bourse/core'

/**
 * At most `atOnce` image decodes run together and `waiting` more wait (issue 21: sixteen large PNGs at once took
 * the server from 203 to 562 MB); beyond that an upload is refused at once as busy, before anything is decoded.
 */
export const createDecodeGate = (limits: { readonly atOnce: number; readonly waiting: number }) => {
  let running = 0
  const queue: (() => void)[] = []
  const release = () => {
    running -= 1
    const next = queue.shift()
    if (next) {
      running += 1
      next()
    }
  }
  return async <A>(work: () => Promise<Result.Result<A>>): Promise<Result.Result<A>> => {
    if (running >= limits.atOnce) {
      if (queue.length >= limits.waiting) return Result.fail(domainError('identityUploadBusy'))
      await new Promise<void>((resolve) => queue.push(resolve))
    } else running += 1
    try {
      return await work()
    } finally {
      release()
    }
  }
}

/** The server's one gate: two decodes at once (the machine has two cores), eight waiting. */
export const decodeGate = createDecodeGate({ atOnce: 2, waiting: 8 })
