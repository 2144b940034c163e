import { createHash } from 'node:crypto'
import { isLanguage, type Language, type PaymentNotification, Recharge, translate } from '@bourse/core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { rechargeWire } from '../../funds/fundsWire.js'
import {
  findRechargeBySn,
  insertRechargeOrder,
  newOrderSn,
  type RechargeOrderRow,
  rechargePage,
  waitingRechargeCount,
} from '../../funds/rechargeOrders.js'
import { expireDueRecharges, receiveNotice } from '../../funds/rechargeSettlement.js'
import { channelNameIn } from '../../payments/channelNames.js'
import { paymentSecretOf } from '../../payments/paymentSecret.js'
import { collectionSettled, recordProviderEntry } from '../../payments/providerRecords.js'
import { renderSandboxPage, renderUnknownOrderPage } from '../../payments/sandboxPage.js'
import { createSandboxProvider, type SandboxProvider } from '../../payments/sandboxProvider.js'
import { readSettings } from '../../settings/settingsRepository.js'
import type { AppContext, RouteModule } from '../AppContext.js'
import { refusalOf, success, successIn } from '../envelope.js'
import { atomically } from '../idempotency.js'
import { requestLanguage } from '../requestLanguage.js'
import { endpointRoute } from './publicEndpoint.js'
import { userCommandRoute } from './userCommandRoute.js'
import { userEndpoint } from './userEndpoint.js'

/** How often the expiry pass looks for orders unpaid after 30 minutes (it reads the injected clock). */
export const rechargeExpiryEveryMs = 10_000

/** Where a provider posts its notifications. */
export const notificationPath = (provider: string): string => `/payments/${provider}/notify`

/** Runs the expiry pass once, in one transaction; answers how many orders it cancelled. */
export const runRechargeExpiry = async (context: AppContext): Promise<number> =>
  (await atomically(context, () => success(expireDueRecharges(context.db, context.now())))).data

/**
 * The notification route: only the raw body is signed, so this scope reads JSON bodies as text (small ones) and
 * checks the signature before anything is parsed. Refusals answer 400 in the envelope and change nothing.
 */
const notificationRoute = async (app: FastifyInstance, context: AppContext, provider: SandboxProvider) => {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json')
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 8 * 1024 }, (_r, body, done) =>
      done(null, body),
    )
    scope.post(notificationPath(provider.name), async (request, reply) => {
      const language = requestLanguage(request.headers)
      const rawBody = typeof request.body === 'string' ? request.body : ''
      const verified = provider.verifyNotification(rawBody, request.headers)
      const answer = await atomically(context, () => {
        if (!verified.ok) return refusalOf(verified.error, language)
        const outcome = receiveNotice(context.db, provider.name, verified.value, rawBody, context.now())
        return outcome.ok ? success(outcome.value) : refusalOf(outcome.error, language)
      })
      if (answer.status !== 0) reply.code(400)
      return answer
    })
  })
}

/**
 * What the sandbox provider keeps when its page is answered: the money it collected (or failed to) for a waiting
 * order, then the notification it sends. It collects once an order (issue 32): two presses at once are taken one
 * after the other on the order's row, and the second finds the first's collection. A closed order collects nothing
 * again; its notification is still sent.
 */
const recordSandboxOutcome = (
  context: AppContext,
  provider: string,
  order: RechargeOrderRow,
  outcome: 'paid' | 'failed',
  body: string,
): null => {
  const { db } = context
  const now = context.now()
  const entry = { provider, reference: order.orderSn, userId: order.userId, amount: order.amount }
  // A write to the order's row holds it until this unit commits (PostgreSQL's row lock; SQLite runs one at a time).
  db.prepare('UPDATE recharge_orders SET status = status WHERE order_sn = ?').run(order.orderSn)
  const waiting = findRechargeBySn(db, order.orderSn)?.status === 0
  if (waiting && !collectionSettled(db, provider, order.orderSn))
    recordProviderEntry(db, { ...entry, kind: outcome === 'paid' ? 'collected' : 'collectionFailed' }, now)
  recordProviderEntry(
    context.db,
    { ...entry, kind: 'notified', detail: createHash('sha256').update(body).digest('hex') },
    now,
  )
  return null
}

const outcomeMessage = { 1: 'paymentSandboxPaid', 2: 'paymentSandboxFailed', 3: 'paymentSandboxCancelled' } as const

/**
 * The sandbox payment page (DECISIONS §17): GET shows the order; POST `outcome=paid|failed` is what a bank would do —
 * it sends the provider's signed notification to the notification route (in-process, through the whole route) and
 * shows the outcome that route answered.
 */
const sandboxPage = (app: FastifyInstance, context: AppContext, provider: SandboxProvider) => {
  // The web app's /pay screen shows this page in a frame: its own origin may frame it, nobody else; no script at all.
  const html = (reply: { type: (t: string) => unknown; header: (k: string, v: string) => unknown }) => {
    reply.type('text/html; charset=utf-8')
    reply.header('cache-control', 'no-store')
    reply.header('x-frame-options', 'SAMEORIGIN')
    reply.header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'self'; base-uri 'none'",
    )
  }
  // The page's language: `?lang=` (the app's frame passes its own; a frame cannot send the app's `lang` header),
  // else the browser's. The form posts back to the same address, so the answer stays in it.
  const pageLanguage = (request: FastifyRequest): Language => {
    const asked = (request.query as { lang?: unknown } | undefined)?.lang
    return isLanguage(asked) ? asked : requestLanguage(request.headers)
  }
  app.get<{ Params: { orderSn: string } }>('/sandbox-pay/:orderSn', async (request, reply) => {
    html(reply)
    const language = pageLanguage(request)
    const order = findRechargeBySn(context.db, request.params.orderSn)
    if (order === undefined || order.provider !== provider.name)
      return reply.code(404).send(renderUnknownOrderPage(language))
    return renderSandboxPage(order, request.url, language)
  })
  app.post<{ Params: { orderSn: string }; Body: unknown }>('/sandbox-pay/:orderSn', async (request, reply) => {
    html(reply)
    const language = pageLanguage(request)
    const order = findRechargeBySn(context.db, request.params.orderSn)
    if (order === undefined || order.provider !== provider.name)
      return reply.code(404).send(renderUnknownOrderPage(language))
    const outcome = (request.body as { outcome?: unknown } | undefined)?.outcome
    if (outcome !== 'paid' && outcome !== 'failed')
      return reply.code(400).send(renderSandboxPage(order, request.url, language))
    const notice = provider.notificationFor(
      order.orderSn,
      outcome as PaymentNotification.PaymentOutcome,
      order.amount,
      context.now(),
    )
    await atomically(context, () => success(recordSandboxOutcome(context, provider.name, order, outcome, notice.body)))
    const answer = await app.inject({
      method: 'POST',
      url: notificationPath(provider.name),
      headers: { ...notice.headers, 'accept-language': request.headers['accept-language'] ?? '' },
      payload: notice.body,
    })
    const notified = answer.json() as { status: number; msg: string; data: { orderStatus?: 1 | 2 | 3 } | null }
    const after = findRechargeBySn(context.db, order.orderSn) ?? order
    const status = notified.data?.orderStatus
    const message =
      notified.status === 0 && status !== undefined ? translate(outcomeMessage[status], language) : notified.msg
    return renderSandboxPage(after, request.url, language, message)
  })
}

/**
 * Money in (DECISIONS §10, §17): opening a recharge order, the top-up list, the receiving account and pay channels,
 * the sandbox page, the signed notification route and the expiry pass (every `rechargeExpiryEveryMs`, by the clock).
 */
export const paymentRoutes: RouteModule = async (app, context) => {
  const { db } = context
  const provider = createSandboxProvider(paymentSecretOf(context.config))

  userCommandRoute(app, context, '/user/recharge/inMoney.do', ({ payload, user, request, inTransaction }) => {
    const language = requestLanguage(request.headers)
    return inTransaction(() => {
      const now = context.now()
      const waitingOrders = waitingRechargeCount(db, user.userId, now)
      const opened = Recharge.openRecharge({ amount: payload.amt, waitingOrders, now }, readSettings(db))
      if (!opened.ok) return refusalOf(opened.error, language)
      const order = insertRechargeOrder(db, {
        orderSn: newOrderSn(now),
        userId: user.userId,
        amount: opened.value.amount,
        payChannel: payload.payChannel,
        provider: provider.name,
        now,
      })
      recordProviderEntry(
        db,
        {
          provider: provider.name,
          kind: 'collectionAsked',
          reference: order.orderSn,
          userId: user.userId,
          amount: order.amount,
        },
        now,
      )
      return successIn(language, 'rechargeOrderCreated', provider.paymentUrl(order.orderSn))
    })
  })

  userEndpoint(app, '/user/recharge/list.do', (payload, user) => {
    const { rows, total } = rechargePage(db, {
      userId: user.userId,
      ...(payload.payChannel === undefined ? {} : { payChannel: payload.payChannel }),
      ...(payload.orderStatus === undefined ? {} : { status: payload.orderStatus }),
      pageNum: payload.pageNum,
      pageSize: payload.pageSize,
    })
    return success({ list: rows.map(rechargeWire), total, pageNum: payload.pageNum, pageSize: payload.pageSize })
  })

  userEndpoint(app, '/user/recharge/getBankInfo.do', () => success(provider.receivingAccounts))
  endpointRoute(app, '/api/site/getPayInfo.do', (_payload, request) => {
    const language = requestLanguage(request.headers)
    return success(provider.channels.map((channel) => ({ ...channel, channelName: channelNameIn(channel, language) })))
  })

  await notificationRoute(app, context, provider)
  sandboxPage(app, context, provider)

  const timer = setInterval(() => {
    runRechargeExpiry(context).catch((error: unknown) => {
      process.stderr.write(`recharge expiry failed: ${String(error)}\n`)
    })
  }, rechargeExpiryEveryMs)
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))
}
