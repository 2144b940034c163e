import type { FastifyRequest } from 'fastify'
import { refusalWith } from './envelope.js'
import { requestLanguage } from './requestLanguage.js'

/** The refusal of a check on a locked phone: how many minutes the lock has left (at least one). */
export const lockedRefusal = (request: FastifyRequest, until: number, now: number) =>
  refusalWith('loginLocked', requestLanguage(request.headers), {
    minutes: String(Math.max(1, Math.ceil((until - now) / 60_000))),
  })
