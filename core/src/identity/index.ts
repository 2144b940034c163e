export * as BankCard from './BankCard.js'
export { checkAccountNumber, checkIfsc, maskAccountNumber } from './bankAccount.js'
export { type BankName, banks, isBank } from './banks.js'
export { checkEmail } from './email.js'
export { type FundingPasswordFacts, fundingPasswordRefusal } from './fundingPassword.js'
export { checkAadhaar, checkCnId, checkIdNumber, checkPan, type IdDocument } from './idNumber.js'
export {
  base64OfImageDataUrl,
  checkImage,
  type ImageKind,
  imageDataUrlPattern,
  imageKindOf,
  imageMimeTypes,
  maxImageBytes,
} from './imageUpload.js'
export * as Kyc from './Kyc.js'
export { lockedUntil, loginLockRule } from './loginLock.js'
export { identityMessages } from './messages.js'
export { checkPassword } from './password.js'
export { passwordMessages } from './passwordMessages.js'
export * as PasswordReset from './passwordReset.js'
export { checkPhone } from './phone.js'
export { normalizeName, sameName } from './realName.js'
export { checkCaptchaInput, checkResetForm, type ResetForm, type ResetFormInput } from './resetForm.js'
