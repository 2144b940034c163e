import { Schema } from 'effect'
import { imageDataUrlPattern } from '../identity/imageUpload.js'
import {
  AccountNumberField,
  IdNumberField,
  IfscField,
  ImageKeyField,
  NameField,
  PasswordField,
  PhoneField,
  TextField,
  VerificationCodeField,
} from './formFields.js'
import { FactorProofFields } from './secondFactorEntities.js'

/** `/user/login.do`: phone and password; data is the session token. */
export const LoginPayload = Schema.Struct({ phone: PhoneField, userPwd: PasswordField })

/** An invitation (agent) code: 4–16 letters or digits. */
export const AgentCodeField = TextField(/^[A-Za-z0-9]{4,16}$/, 'AgentCode')

/** `/user/reg.do`: `yzmCode` is the client's fixed placeholder and is not checked; the invitation code is required. */
export const RegisterPayload = Schema.Struct({
  phone: PhoneField,
  yzmCode: Schema.optionalWith(Schema.String, { exact: true }),
  userPwd: PasswordField,
  agentCode: AgentCodeField,
})

/** `/api/user/checkPhone.do`, `/api/sms/sendForgetSms.do`. */
export const PhonePayload = Schema.Struct({ phoneNum: PhoneField })

/** `/code/checkCode.do`: the image captcha's text. */
export const ImageCodePayload = Schema.Struct({ code: VerificationCodeField })

/** `/code/getCode.do`: `time` only defeats caches. */
export const ImageCodeRequestPayload = Schema.Struct({ time: Schema.optionalWith(Schema.String, { exact: true }) })

/** `/api/user/updatePwd.do`: reset a forgotten password with the SMS code. */
export const ResetPasswordPayload = Schema.Struct({
  phoneNum: PhoneField,
  code: VerificationCodeField,
  newPwd: PasswordField,
})

/** `/user/updatePwd.do`: change the login password. */
export const ChangePasswordPayload = Schema.Struct({ oldPwd: PasswordField, newPwd: PasswordField })

/**
 * `/user/insertWithPwd.do`: set the funding (withdrawal) password; once one is set, changing it needs the current one
 * as `oldWithPwd` (identity rule `fundingPasswordRefusal`).
 */
export const FundingPasswordPayload = Schema.Struct({
  withPwd: PasswordField,
  oldWithPwd: Schema.optionalWith(PasswordField, { exact: true }),
  // The second factor, once the investor has one on (DECISIONS §28).
  ...FactorProofFields,
})

/**
 * `/user/auth.do` (DECISIONS §11): real name, ID number, front and back image keys, optional third image and PAN.
 * The ID format for the `idDocument` setting is checked by the identity rules.
 */
export const RealNamePayload = Schema.Struct({
  realName: NameField,
  idCard: IdNumberField,
  img1key: ImageKeyField,
  img2key: ImageKeyField,
  img3key: Schema.optionalWith(ImageKeyField, { exact: true }),
  panCode: Schema.optionalWith(TextField(/^[A-Z]{5}\d{4}[A-Z]$/, 'Pan'), { exact: true }),
})

/** `/user/bank/add.do`, `/user/bank/update.do` (reading B); the bank must be one of the 25 listed, a bank rule. */
export const BankCardPayload = Schema.Struct({
  bankName: NameField,
  bankNo: AccountNumberField,
  ifscCode: IfscField,
  bankAddress: NameField,
  payeeName: NameField,
  // The second factor, once the investor has one on (DECISIONS §28).
  ...FactorProofFields,
})

/** `/user/bank/getBankInfo.do`: `code` is sent by one client and ignored. */
export const BankInfoPayload = Schema.Struct({ code: Schema.optionalWith(Schema.String, { exact: true }) })

/**
 * `/user/upload.do` in its JSON form (`application/json`): `upload_file`, the multipart form's field name, holds one
 * image as a data URL ("data:image/jpeg;base64,/9j/…"). Its bytes are checked by content once decoded.
 */
export const UploadPayload = Schema.Struct({
  upload_file: Schema.String.pipe(Schema.pattern(imageDataUrlPattern)).annotations({ identifier: 'ImageDataUrl' }),
})
