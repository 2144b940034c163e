import { type AccountKind, Api, type Balances, formatSiteLever, Money } from '@bourse/core'
import { readSettings } from '../settings/settingsRepository.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { accountBalances } from './accountBalances.js'
import type { UserRecord } from './usersRepository.js'

/** `UserInfo` as it travels: core's schema, encoded (amounts as 2-decimal text). */
export type UserInfoWire = typeof Api.UserInfo.Encoded

const text = (amount: Money.Money): string => (amount.isZero() ? '0.00' : Money.toText(amount))
const total = (balances: Balances, ...names: (keyof Balances)[]): string =>
  text(Money.sum(names.map((name) => balances[name])))
const keyOrNull = (key: string): string | null => (key === '' ? null : key)

/**
 * The signed-in user's info for `/user/getUserInfo.do` in the spec's field names: identity (ID and PAN masked to
 * the last 4), each account's total, available and frozen funds from the engine's snapshot, and each account's
 * floating P&L (DECISIONS §20, `userFloating`: the card's figures; 0.00 where there is no market); whether a bank card
 * is bound is identity's to say (`hasBankCard`).
 */
export const userInfoOf = (
  db: SqlConnection,
  user: UserRecord,
  bankCardBound: boolean,
  floating: Readonly<Record<AccountKind, Money.Money>> = { stock: Money.zero, index: Money.zero, futures: Money.zero },
): UserInfoWire => {
  const balances = accountBalances(db, user.id)
  return {
    id: user.id,
    phone: user.phone,
    realName: user.realName,
    idCard: Api.maskTail(user.idCardTail),
    panCode: Api.maskTail(user.panCodeTail),
    img1Key: keyOrNull(user.img1Key),
    img2Key: keyOrNull(user.img2Key),
    img3Key: keyOrNull(user.img3Key),
    isActive: (user.isActive >= 0 && user.isActive <= 3 ? user.isActive : 0) as 0 | 1 | 2 | 3,
    authMsg: user.isActive === 3 ? user.authMsg : null,
    userAmt: total(balances, 'stock.available', 'stock.frozen', 'stock.ipoFrozen'),
    enableAmt: text(balances['stock.available']),
    allFreezAmt: text(balances['stock.frozen']),
    djzj: text(balances['stock.ipoFrozen']),
    userIndexAmt: total(balances, 'index.available', 'index.frozen'),
    enableIndexAmt: text(balances['index.available']),
    allIndexFreezAmt: text(balances['index.frozen']),
    userFuturesAmt: total(balances, 'futures.available', 'futures.frozen'),
    enableFuturesAmt: text(balances['futures.available']),
    allFuturesFreezAmt: text(balances['futures.frozen']),
    enableFinancingAmt: text(balances['financing.available']),
    allFinancingFreezAmt: text(balances['financing.frozen']),
    financingBorrowed: text(Money.neg(balances['financing.debt'])),
    allProfitAndLose: text(floating.stock),
    allIndexProfitAndLose: text(floating.index),
    allFuturesProfitAndLose: text(floating.futures),
    siteLever: formatSiteLever(readSettings(db).siteLever),
    agentUrl: null,
    hasWithPwd: user.fundingPasswordHash !== null,
    hasBankCard: bankCardBound,
  }
}
