import type { MoneyOutcome } from '@bourse/react-hooks'
import { showFailure, showSuccess } from './showFailure.js'

/**
 * Shows a money action's answer (the server's message, or core's refusal) and follows the spec's redirect after a
 * refusal (/authentication, /addCard, /login). Answers true on success.
 */
export const showOutcome = (outcome: MoneyOutcome, navigate: (path: string) => void): boolean => {
  if (outcome.ok) {
    if (outcome.msg !== '') showSuccess(outcome.msg)
    return true
  }
  if (outcome.msg !== '') showFailure(outcome.failure ?? { kind: 'refused', msg: outcome.msg })
  if (outcome.redirect) navigate(outcome.redirect)
  return false
}
