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
