import type { Api, PaymentNotification, Result } from '@bourse/core'

/** A pay channel as `/api/site/getPayInfo.do` lists it. */
export type PaymentChannel = typeof Api.PayChannel.Encoded

/** A receiving account as `/user/recharge/getBankInfo.do` lists it (`isShow` 0 shows the details). */
export type ReceivingAccount = typeof Api.ReceivingAccount.Encoded

/** The headers of a notification as received, lower-case names. */
export type NotificationHeaders = Readonly<Record<string, string | string[] | undefined>>

/**
 * A payment gateway (DECISIONS §17): where the investor pays an order, and how its notifications are verified.
 * The sandbox implements it; a real gateway (UPI, cards) replaces it without touching the recharge rules: the
 * notification route is the only way a recharge is credited, besides finance confirming an order by hand.
 */
export interface PaymentProvider {
  /** Names the provider in routes (`/payments/<name>/notify`) and in the order's `settled_by`. */
  readonly name: string
  readonly channels: readonly PaymentChannel[]
  readonly receivingAccounts: readonly ReceivingAccount[]
  /** The address the investor pays order `orderSn` at (`data` of `/user/recharge/inMoney.do`). */
  paymentUrl(orderSn: string): string
  /**
   * Checks a notification exactly as received (raw body and headers): its signature, then its shape. Answers the
   * notice it carries, or `paymentNotificationInvalid`. Freshness and the order are checked by the caller.
   */
  verifyNotification(rawBody: string, headers: NotificationHeaders): Result.Result<PaymentNotification.PaymentNotice>
}
