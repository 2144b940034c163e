import type { Answer, Outcome, RetryingClient } from './retryingClient.js'
import type { SeededChoice } from './seededChoice.js'

/** A stock the workload trades: its id (market orders), code (pending orders) and a recent price. */
export interface TradedStock {
  readonly id: number
  readonly code: string
  readonly price: number
}

/** One request the workload made, with what it sent and how it ended. */
export interface Operation {
  readonly investor: number
  readonly kind:
    | 'buy'
    | 'close'
    | 'targets'
    | 'pending'
    | 'cancelPending'
    | 'transferOut'
    | 'transferBack'
    | 'recharge'
    | 'withdraw'
    | 'cancelWithdrawal'
  readonly path: string
  readonly key: string
  readonly fields: Record<string, string>
  readonly droppedAnswer: boolean
  outcome?: Outcome
}

/** What one investor of the workload holds, as far as the client knows from answers. */
interface InvestorView {
  readonly token: string
  readonly open: string[]
  readonly pending: string[]
  readonly withdrawals: string[]
}

const dataOf = (answer: Answer) => (answer.data ?? {}) as Record<string, unknown>

/**
 * Random trading for `tokens.length` investors over HTTP until `until()` is past: market orders, closes, TP/SL changes,
 * pending orders and their cancels, transfers to and from the index account. Every request carries its own
 * `Idempotency-Key` and is retried with it until answered; a share `dropRate` of answers is dropped on purpose once
 * (lost responses). Answers every operation made.
 */
export const runBankWorkload = async (options: {
  readonly client: RetryingClient
  readonly tokens: readonly string[]
  readonly stocks: readonly TradedStock[]
  readonly choice: SeededChoice
  readonly runId: string
  readonly until: () => boolean
  readonly dropRate: number
}): Promise<Operation[]> => {
  const { client, choice, stocks } = options
  const operations: Operation[] = []
  const investors: InvestorView[] = options.tokens.map((token) => ({ token, open: [], pending: [], withdrawals: [] }))

  const next = (index: number, investor: InvestorView, n: number): Operation => {
    const key = `${options.runId}-${index}-${n}`
    const base = { investor: index, key, droppedAnswer: choice.chance(options.dropRate) }
    const roll = choice.below(100)
    const stock = choice.pick(stocks)
    const shares = String(100 * (1 + choice.below(5)))
    const side = String(choice.below(2))
    if (roll < 30 || investor.open.length === 0) {
      return {
        ...base,
        kind: 'buy',
        path: '/user/buy.do',
        fields: { stockId: String(stock.id), buyNum: shares, buyType: side, lever: '10' },
      }
    }
    if (roll < 52) {
      const positionSn = investor.open.splice(choice.below(investor.open.length), 1)[0] as string
      return { ...base, kind: 'close', path: '/user/sell.do', fields: { positionSn } }
    }
    if (roll < 58) {
      const positionSn = choice.pick(investor.open)
      return { ...base, kind: 'targets', path: '/user/position/updateTarget.do', fields: { positionSn } }
    }
    if (roll < 68) {
      const target = (stock.price * (side === '0' ? 0.9 : 1.1)).toFixed(2)
      return {
        ...base,
        kind: 'pending',
        path: '/user/addOrder.do',
        fields: { stockId: stock.code, buyNum: shares, buyType: side, lever: '10', targetPrice: target },
      }
    }
    if (roll < 74 && investor.pending.length > 0) {
      const id = investor.pending.splice(choice.below(investor.pending.length), 1)[0] as string
      return { ...base, kind: 'cancelPending', path: '/user/delOrder.do', fields: { id } }
    }
    const amt = `${1 + choice.below(500)}.${String(choice.below(100)).padStart(2, '0')}`
    if (roll < 80) {
      return {
        ...base,
        kind: 'recharge',
        path: '/user/recharge/inMoney.do',
        fields: { amt: `${200 + choice.below(4800)}.00` },
      }
    }
    if (roll < 86) {
      return {
        ...base,
        kind: 'withdraw',
        path: '/user/withdraw/outMoney.do',
        fields: { amt: `${1000 + choice.below(2000)}.00` },
      }
    }
    if (roll < 90 && investor.withdrawals.length > 0) {
      const withId = investor.withdrawals.splice(choice.below(investor.withdrawals.length), 1)[0] as string
      return { ...base, kind: 'cancelWithdrawal', path: '/user/withdraw/cancel.do', fields: { withId } }
    }
    return roll < 95
      ? { ...base, kind: 'transferOut', path: '/user/transAmt.do', fields: { amt, type: '1' } }
      : { ...base, kind: 'transferBack', path: '/user/transAmt.do', fields: { amt, type: '2' } }
  }

  const learn = (investor: InvestorView, operation: Operation) => {
    const outcome = operation.outcome
    if (outcome?.kind !== 'answered' || outcome.answer.status !== 0) return
    const data = dataOf(outcome.answer)
    if (operation.kind === 'buy' && typeof data.positionSn === 'string') investor.open.push(data.positionSn)
    if (operation.kind === 'pending' && data.id !== undefined) investor.pending.push(String(data.id))
    if (operation.kind === 'withdraw' && data.id !== undefined) investor.withdrawals.push(String(data.id))
  }

  /** The investor's browser on the sandbox page: Pay (4 times in 5) or Fail, sent again if the server was down. */
  const payOnSandbox = async (operation: Operation) => {
    const outcome = operation.outcome
    if (outcome?.kind !== 'answered' || outcome.answer.status !== 0 || typeof outcome.answer.data !== 'string') return
    const paid = choice.below(5) < 4
    await client.send({
      path: outcome.answer.data,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome: paid ? 'paid' : 'failed' }).toString(),
    })
  }

  await Promise.all(
    investors.map(async (investor, index) => {
      for (let n = 0; !options.until(); n++) {
        const operation = next(index, investor, n)
        operations.push(operation)
        operation.outcome = await client.post(
          operation.path,
          investor.token,
          operation.key,
          operation.fields,
          operation.droppedAnswer,
        )
        learn(investor, operation)
        if (operation.kind === 'recharge') await payOnSandbox(operation)
      }
    }),
  )
  return operations
}
