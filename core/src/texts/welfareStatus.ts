import { domainError } from '../errors/DomainError.js'
import * as R from '../errors/Result.js'
import type { TextsLabelKey } from './textsLabels.js'

/**
 * The label of the welfare application's state (DECISIONS §10): none yet, 0 under review, 1 approved (credited),
 * 2 rejected (the reason is shown). Example: welfareStateLabel(undefined) → "Not applied".
 */
export const welfareStateLabel = (status: number | undefined): TextsLabelKey => {
  if (status === 0) return 'textsWelfarePending'
  if (status === 1) return 'textsWelfareApproved'
  if (status === 2) return 'textsWelfareRejected'
  return 'textsWelfareNone'
}

/** True when the form is shown: only an account that never applied may apply (one application per account). */
export const canApplyForWelfare = (status: number | undefined): boolean => status === undefined

/**
 * The welfare form before sending (DECISIONS §10): one application per account, then the code required (blanks
 * dropped); the code's format is the payload schema's. Example: (" AB12 ", undefined) → ok "AB12".
 */
export const checkWelfareForm = (code: string, status: number | undefined): R.Result<string> => {
  if (!canApplyForWelfare(status)) return R.fail(domainError('welfareAlreadyApplied'))
  const trimmed = code.trim()
  return trimmed === '' ? R.fail(domainError('welfareCodeRequired')) : R.ok(trimmed)
}
