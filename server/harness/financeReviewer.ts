import type { RetryingClient } from './retryingClient.js'
import type { SeededChoice } from './seededChoice.js'

/** One review finance sent, and its answer (`undefined` when the run ended first). */
export interface FinanceReview {
  readonly id: number
  readonly action: 'pay' | 'reject'
  answer?: { readonly status: number; readonly msg: string }
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

/**
 * A finance member working the withdrawal queue while investors trade: every ~100 ms it reads the queue and pays
 * (7 in 10) or rejects with a reason one waiting withdrawal, racing the investors' own cancels.
 */
export const runFinanceReviews = async (options: {
  readonly client: RetryingClient
  readonly token: string
  readonly choice: SeededChoice
  readonly until: () => boolean
}): Promise<FinanceReview[]> => {
  const reviews: FinanceReview[] = []
  const headers = { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' }
  while (!options.until()) {
    await sleep(100)
    const queue = await options.client.send({
      method: 'GET',
      path: '/staff-api/withdrawals/queue',
      headers: { authorization: headers.authorization },
    })
    const waiting =
      queue && queue.http === 200 ? ((JSON.parse(queue.text) as { data: { id: number }[] }).data ?? []) : []
    if (waiting.length === 0) continue
    const { id } = options.choice.pick(waiting)
    const review: FinanceReview = { id, action: options.choice.below(10) < 7 ? 'pay' : 'reject' }
    reviews.push(review)
    const answer = await options.client.send({
      path: `/staff-api/withdrawals/${review.action}`,
      headers,
      body: JSON.stringify(review.action === 'pay' ? { id } : { id, reason: 'harness: account details to be checked' }),
    })
    if (answer) review.answer = JSON.parse(answer.text) as { status: number; msg: string }
  }
  return reviews
}
