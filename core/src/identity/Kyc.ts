import { domainError } from '../errors/DomainError.js'
import * as R from '../errors/Result.js'
import { checkIdNumber, checkPan, type IdDocument } from './idNumber.js'
import { normalizeName } from './realName.js'

/** `isActive` (reading C): 0 not verified, 1 under review, 2 approved, 3 rejected. */
export type KycStatus = 0 | 1 | 2 | 3

/** The real-name form as submitted; images are the keys returned by the upload call. */
export interface KycForm {
  readonly realName: string
  readonly idNumber: string
  readonly frontImage: string
  readonly backImage: string
  readonly thirdImage?: string
  readonly panCode?: string
}

/** A user's real-name record. `authMsg` is the staff's reason, shown while the status is 3. */
export interface Kyc {
  readonly isActive: KycStatus
  readonly form?: KycForm
  readonly authMsg?: string
}

export const unverified: Kyc = { isActive: 0 }

/** The only status changes there are: submit 0→1 and 3→1, approve 1→2, reject 1→3. */
export const transitions: Readonly<Record<KycStatus, readonly KycStatus[]>> = { 0: [1], 1: [2, 3], 2: [], 3: [1] }

/** True when the user may (re)submit the form: not verified or rejected. */
export const canSubmit = (kyc: Kyc): boolean => kyc.isActive === 0 || kyc.isActive === 3

/** True once staff approved the real name: the gate for orders, closes, withdrawals and the bank card. */
export const isApproved = (kyc: Kyc): boolean => kyc.isActive === 2

const nonBlank = (text: string | undefined): text is string => text !== undefined && text.trim() !== ''

/**
 * Checks the form and returns it normalised: name required, ID number by the `idDocument` rule, front and back
 * images required, the optional PAN valid when given. Example: ("Asha  Rao", "1234 5678 9012", …) → "Asha Rao", "123456789012".
 */
export const checkForm = (form: KycForm, document: IdDocument): R.Result<KycForm> => {
  const realName = normalizeName(form.realName)
  if (realName === '') return R.fail(domainError('identityRealNameRequired'))
  const id = checkIdNumber(document, form.idNumber)
  if (!id.ok) return id
  if (!nonBlank(form.frontImage)) return R.fail(domainError('identityFrontImageRequired'))
  if (!nonBlank(form.backImage)) return R.fail(domainError('identityBackImageRequired'))
  const pan = nonBlank(form.panCode) ? checkPan(form.panCode) : undefined
  if (pan && !pan.ok) return pan
  return R.ok({
    realName,
    idNumber: id.value,
    frontImage: form.frontImage,
    backImage: form.backImage,
    ...(nonBlank(form.thirdImage) ? { thirdImage: form.thirdImage } : {}),
    ...(pan?.ok ? { panCode: pan.value } : {}),
  })
}

/** The user submits the form: allowed in 0 and 3, the record goes under review (1) and the old reason is cleared. */
export const submit = (kyc: Kyc, form: KycForm, document: IdDocument): R.Result<Kyc> => {
  if (!canSubmit(kyc)) return R.fail(domainError('kycNotEditable'))
  const checked = checkForm(form, document)
  return checked.ok ? R.ok({ isActive: 1, form: checked.value }) : checked
}

/** Staff approve a record under review: 1 → 2. */
export const approve = (kyc: Kyc): R.Result<Kyc> =>
  kyc.isActive === 1 ? R.ok({ ...kyc, isActive: 2 }) : R.fail(domainError('kycNotUnderReview'))

/** Staff reject a record under review with a reason the user sees (`authMsg`): 1 → 3. */
export const reject = (kyc: Kyc, reason: string): R.Result<Kyc> => {
  if (kyc.isActive !== 1) return R.fail(domainError('kycNotUnderReview'))
  const authMsg = reason.trim()
  return authMsg === '' ? R.fail(domainError('kycRejectReasonRequired')) : R.ok({ ...kyc, isActive: 3, authMsg })
}
