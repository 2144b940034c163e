import { domainError } from '../errors/DomainError.js'
import * as R from '../errors/Result.js'
import { checkAccountNumber, checkIfsc, maskAccountNumber } from './bankAccount.js'
import { type BankName, isBank } from './banks.js'
import { isApproved, type Kyc } from './Kyc.js'
import { normalizeName, sameName } from './realName.js'

/** The form of the bank-card page (reading B): `bankAddress` is the branch. */
export interface BankCardForm {
  readonly bankName: string
  readonly ifscCode: string
  readonly bankNo: string
  readonly payeeName: string
  readonly bankAddress: string
}

/** A bound card, normalised. A user has at most one. */
export interface BankCard {
  readonly bankName: BankName
  readonly ifscCode: string
  readonly bankNo: string
  readonly payeeName: string
  readonly bankAddress: string
}

/** What the binding depends on outside the card: the real-name record and whether a withdrawal is under review. */
export interface BindContext {
  readonly kyc: Kyc
  readonly withdrawalUnderReview: boolean
}

/** A binding: the new card, and the card it replaces (for the audit record) when there was one. */
export interface Binding {
  readonly card: BankCard
  readonly replaced?: BankCard
}

/**
 * Binds a card (none → bound) or replaces the one card (bound → bound). Checks, first failure wins: real name
 * approved; no withdrawal under review when replacing; bank from the 25-bank list; IFSC; account number;
 * payee name equal to the approved real name; branch given.
 */
export const bind = (current: BankCard | undefined, form: BankCardForm, context: BindContext): R.Result<Binding> => {
  const realName = context.kyc.form?.realName
  if (!isApproved(context.kyc) || realName === undefined) return R.fail(domainError('kycNotApproved'))
  if (current && context.withdrawalUnderReview) return R.fail(domainError('bankWithdrawalUnderReview'))
  const bankName = form.bankName.trim()
  if (!isBank(bankName)) return R.fail(domainError('bankNameInvalid'))
  const ifsc = checkIfsc(form.ifscCode)
  if (!ifsc.ok) return ifsc
  const bankNo = checkAccountNumber(form.bankNo)
  if (!bankNo.ok) return bankNo
  if (!sameName(form.payeeName, realName)) return R.fail(domainError('bankPayeeMismatch'))
  const bankAddress = normalizeName(form.bankAddress)
  if (bankAddress === '') return R.fail(domainError('bankBranchRequired'))
  const card: BankCard = { bankName, ifscCode: ifsc.value, bankNo: bankNo.value, payeeName: realName, bankAddress }
  return R.ok(current ? { card, replaced: current } : { card })
}

/** The card as any response shows it: the account number reduced to its last 4 digits. */
export const view = (card: BankCard): BankCard => ({ ...card, bankNo: maskAccountNumber(card.bankNo) })
