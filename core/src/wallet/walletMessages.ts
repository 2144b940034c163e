import type { MessageTable } from '../messages/Texts.js'

/** Refusals of the account and money screens' forms (spec 001 §5), part of the catalogue. */
export const walletMessages = {
  walletUploadWait: {
    en: 'Please wait for the image to be uploaded successfully',
    'zh-CN': '请等待图片上传成功',
    'zh-TW': '請等待圖片上傳成功',
  },
  walletPasswordsDiffer: { en: 'Two passwords are inconsistent', 'zh-CN': '两次密码不一致', 'zh-TW': '兩次密碼不一致' },
  walletPasswordEmpty: { en: 'The password cannot be empty', 'zh-CN': '密码不能为空', 'zh-TW': '密碼不能為空' },
  walletCodeRequired: {
    en: 'Please enter the verification code',
    'zh-CN': '请输入验证码',
    'zh-TW': '請輸入驗證碼',
  },
} as const satisfies MessageTable
