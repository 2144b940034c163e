import { randomUUID } from 'node:crypto'
import { domainError, Money, type PaymentNotification, Result } from '@bourse/core'
import { isSignedBy, signatureHeader, signNotification } from './notificationSignature.js'
import type { NotificationHeaders, PaymentProvider } from './PaymentProvider.js'

/** Where the sandbox payment page of an order lives (DECISIONS §17). */
export const sandboxPagePath = (orderSn: string): string => `/sandbox-pay/${encodeURIComponent(orderSn)}`

/** The JSON a sandbox notification carries, exactly as signed. */
interface SandboxBody {
  readonly orderSn: string
  readonly outcome: PaymentNotification.PaymentOutcome
  readonly amount: string
  readonly sentAt: number
  /** Makes every notification unique, so two of the same order never share a body. */
  readonly nonce: string
}

const isBody = (value: unknown): value is SandboxBody => {
  const body = value as Partial<SandboxBody> | null
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof body.orderSn === 'string' &&
    /^[A-Za-z0-9]{1,64}$/.test(body.orderSn) &&
    (body.outcome === 'paid' || body.outcome === 'failed') &&
    typeof body.amount === 'string' &&
    Money.parse(body.amount) !== undefined &&
    Number.isSafeInteger(body.sentAt) &&
    typeof body.nonce === 'string' &&
    /^[\x21-\x7e]{1,128}$/.test(body.nonce)
  )
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** A notification as the sandbox sends it: the raw body and its headers. */
export interface SignedNotification {
  readonly body: string
  readonly headers: Readonly<Record<string, string>>
}

/** The sandbox provider, plus what its payment page does on Pay or Fail: send a signed notification. */
export interface SandboxProvider extends PaymentProvider {
  notificationFor(
    orderSn: string,
    outcome: PaymentNotification.PaymentOutcome,
    amount: Money.Money,
    now: number,
  ): SignedNotification
}

/**
 * The sandbox payment channel: no money exists, the investor's browser plays the bank. Its page answers Pay or Fail
 * with a notification signed like a real gateway's (HMAC-SHA256 over the raw body with the configured secret).
 */
export const createSandboxProvider = (secret: string): SandboxProvider => ({
  name: 'sandbox',
  channels: [{ channelName: 'Sandbox (simulated payment)', channelType: 'sandbox', channelAccount: 'ONLINE' }],
  receivingAccounts: [
    { bankName: 'Bourse sandbox', bankNo: '', bankAddress: '', payeeName: 'Bourse', ifsc: '', isShow: 1 },
  ],
  paymentUrl: sandboxPagePath,
  verifyNotification: (rawBody: string, headers: NotificationHeaders) => {
    const signature = headers[signatureHeader]
    const body = isSignedBy(rawBody, typeof signature === 'string' ? signature : undefined, secret)
      ? parseJson(rawBody)
      : undefined
    if (!isBody(body)) return Result.fail(domainError('paymentNotificationInvalid'))
    return Result.ok({
      orderSn: body.orderSn,
      outcome: body.outcome,
      amount: Money.of(body.amount),
      sentAt: body.sentAt,
    })
  },
  notificationFor: (orderSn, outcome, amount, now) => {
    const body: SandboxBody = { orderSn, outcome, amount: Money.toText(amount), sentAt: now, nonce: randomUUID() }
    const text = JSON.stringify(body)
    return {
      body: text,
      headers: { 'content-type': 'application/json', [signatureHeader]: signNotification(text, secret) },
    }
  },
})
