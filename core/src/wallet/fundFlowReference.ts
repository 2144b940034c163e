import type { Language } from '../messages/Language.js'
import type { Texts } from '../messages/Texts.js'
import type { Money } from '../money/Money.js'

/** A fund-flow line as the reference reader needs it. */
export interface ReferencedLine {
  readonly id: number
  readonly deType: string
  readonly deAmt: Money
  /** The sub-balance moved, e.g. `stock.available`. */
  readonly balance: string
  /** The journal's reference: a position, withdrawal, top-up, sub-account, application or command number. */
  readonly orderSn: string | null
}

const words = {
  transfer: { en: 'Transfer', 'zh-CN': '划转', 'zh-TW': '劃轉' },
  position: { en: 'position {n}', 'zh-CN': '持仓 {n}', 'zh-TW': '持倉 {n}' },
  subaccount: { en: 'sub-account {n}', 'zh-CN': '子账户 {n}', 'zh-TW': '子賬戶 {n}' },
  withdrawal: { en: 'withdrawal no. {n}', 'zh-CN': '提现编号 {n}', 'zh-TW': '提現編號 {n}' },
  recharge: { en: 'top-up order {n}', 'zh-CN': '充值订单 {n}', 'zh-TW': '充值訂單 {n}' },
  pendingOrder: { en: 'pending order no. {n}', 'zh-CN': '挂单编号 {n}', 'zh-TW': '掛單編號 {n}' },
  ipo: { en: 'IPO application no. {n}', 'zh-CN': '新股申购编号 {n}', 'zh-TW': '新股申購編號 {n}' },
  strongBuy: { en: 'strong-buy application no. {n}', 'zh-CN': '强买申请编号 {n}', 'zh-TW': '強買申請編號 {n}' },
  adjustment: { en: 'adjustment no. {n}', 'zh-CN': '调整编号 {n}', 'zh-TW': '調整編號 {n}' },
  welfare: { en: 'welcome bonus', 'zh-CN': '新人福利', 'zh-TW': '新人福利' },
} as const satisfies Readonly<Record<string, Texts>>

/** The short names of the sub-balances, for "from → to". */
const places: Readonly<Record<string, Texts>> = {
  'stock.available': { en: 'stock', 'zh-CN': '股票账户', 'zh-TW': '股票帳戶' },
  'stock.frozen': { en: 'stock margin', 'zh-CN': '股票保证金', 'zh-TW': '股票保證金' },
  'stock.ipoFrozen': { en: 'IPO frozen', 'zh-CN': '新股冻结', 'zh-TW': '新股凍結' },
  'index.available': { en: 'index', 'zh-CN': '指数账户', 'zh-TW': '指數帳戶' },
  'index.frozen': { en: 'index deposit', 'zh-CN': '指数保证金', 'zh-TW': '指數保證金' },
  'futures.available': { en: 'futures', 'zh-CN': '期货账户', 'zh-TW': '期貨帳戶' },
  'futures.frozen': { en: 'futures deposit', 'zh-CN': '期货保证金', 'zh-TW': '期貨保證金' },
  'financing.available': { en: 'financing', 'zh-CN': '配资账户', 'zh-TW': '配資帳戶' },
  'financing.frozen': { en: 'financing margin', 'zh-CN': '配资保证金', 'zh-TW': '配資保證金' },
  'financing.debt': { en: 'financing loan', 'zh-CN': '配资借款', 'zh-TW': '配資借款' },
}

const say = (texts: Texts, language: Language, n = ''): string => texts[language].replace('{n}', n)
const accountOf = (balance: string) => balance.split('.')[0]
/** The two halves of a transfer are `transferOut` and `transferIn`; of every other move, one type. */
const moveOf = (deType: string) => deType.replace(/(Out|In)$/, '')

/** The record a reference names, by its shape and the line's type; undefined for a bare command id (`transfer:…`). */
const recordOf = (line: ReferencedLine, language: Language): string | undefined => {
  const ref = line.orderSn ?? ''
  const numbered = (texts: Texts, prefix: string) => say(texts, language, ref.slice(prefix.length))
  if (ref === '' || ref.startsWith('transfer:')) return undefined
  if (/^S\d+$/.test(ref)) return say(words.position, language, ref)
  if (/^SA\d+$/.test(ref)) return say(words.subaccount, language, ref)
  if (ref.startsWith('strong-buy:')) return numbered(words.strongBuy, 'strong-buy:')
  if (ref.startsWith('adjustment:')) return numbered(words.adjustment, 'adjustment:')
  if (ref.startsWith('welfare:')) return say(words.welfare, language)
  if (line.deType.startsWith('withdrawal')) return say(words.withdrawal, language, ref)
  if (line.deType === 'deposit') return say(words.recharge, language, ref)
  if (line.deType.startsWith('reservation')) return say(words.pendingOrder, language, ref)
  if (line.deType.startsWith('ipo') || line.deType === 'marginFrozen') return say(words.ipo, language, ref)
  // a key of no record the investor can open (a command id, a seeded line): the move says enough
  return undefined
}

/** "Transfer · stock → financing" for a move between two accounts, read from the line and its other half. */
const transferOf = (line: ReferencedLine, others: readonly ReferencedLine[], language: Language) => {
  if (line.orderSn === null) return undefined
  const other = others.find(
    (each) =>
      each.id !== line.id &&
      each.orderSn === line.orderSn &&
      moveOf(each.deType) === moveOf(line.deType) &&
      each.deAmt.isNegative() !== line.deAmt.isNegative(),
  )
  if (other === undefined || accountOf(other.balance) === accountOf(line.balance)) return undefined
  const [from, to] = line.deAmt.isNegative() ? [line, other] : [other, line]
  const place = (balance: string) => places[balance]?.[language] ?? balance
  return `${say(words.transfer, language)} · ${place(from.balance)} → ${place(to.balance)}`
}

/**
 * What a fund-flow line's reference is, in the investor's words, never a raw key: the move between two accounts when
 * the line is one half of one (its other half among `others`, the lines loaded with it), then the record it belongs to
 * — a position, sub-account, withdrawal or top-up number the investor finds on that record's own screen. A transfer
 * of 2 000 from stock to index reads "Transfer · stock → index"; a financing margin "Transfer · stock → financing ·
 * sub-account SA00000001"; a buy fee "position S20261129082903123456"; undefined when there is nothing to say.
 */
export const fundFlowReference = (
  line: ReferencedLine,
  others: readonly ReferencedLine[],
  language: Language,
): string | undefined => {
  const parts = [transferOf(line, others, language), recordOf(line, language)].filter((part) => part !== undefined)
  return parts.length === 0 ? undefined : parts.join(' · ')
}
