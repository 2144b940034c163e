import type { MessageTable } from '../messages/Texts.js'

/** Texts of the funding password and the forgot-password flow (image captcha, SMS code, reset). */
export const passwordMessages = {
  captchaPassed: { en: 'Verified', 'zh-CN': '验证通过', 'zh-TW': '驗證通過' },
  captchaWrong: {
    en: 'The image code is incorrect, please try a new one',
    'zh-CN': '图形验证码错误，请换一张重试',
    'zh-TW': '圖形驗證碼錯誤，請換一張重試',
  },
  captchaExpired: {
    en: 'The image code has expired, please get a new one',
    'zh-CN': '图形验证码已失效，请重新获取',
    'zh-TW': '圖形驗證碼已失效，請重新獲取',
  },
  captchaRequired: {
    en: 'Please enter the image code first',
    'zh-CN': '请先输入图形验证码',
    'zh-TW': '請先輸入圖形驗證碼',
  },
  smsSent: {
    en: 'The verification code has been sent',
    'zh-CN': '验证码已发送',
    'zh-TW': '驗證碼已發送',
  },
  smsResendTooEarly: {
    en: 'Please wait {seconds} seconds before asking for another code',
    'zh-CN': '请 {seconds} 秒后再获取验证码',
    'zh-TW': '請 {seconds} 秒後再獲取驗證碼',
  },
  smsDailyLimit: {
    en: 'Too many codes were sent to this phone number today; please try again tomorrow',
    'zh-CN': '该手机号今日获取验证码次数过多，请明天再试',
    'zh-TW': '該手機號今日獲取驗證碼次數過多，請明天再試',
  },
  smsCodeWrong: {
    en: 'The verification code is incorrect ({left} attempts left)',
    'zh-CN': '验证码错误（还可尝试 {left} 次）',
    'zh-TW': '驗證碼錯誤（還可嘗試 {left} 次）',
  },
  smsCodeExpired: {
    en: 'The verification code has expired, please ask for a new one',
    'zh-CN': '验证码已过期，请重新获取',
    'zh-TW': '驗證碼已過期，請重新獲取',
  },
  smsCodeInvalid: {
    en: 'The verification code is no longer valid, please ask for a new one',
    'zh-CN': '验证码已失效，请重新获取',
    'zh-TW': '驗證碼已失效，請重新獲取',
  },
  smsForgetPasswordText: {
    en: '[Bourse] Your password reset code is {code}. It is valid for 10 minutes. Never share it with anyone.',
    'zh-CN': '【Bourse】您的重置密码验证码为 {code}，10 分钟内有效，请勿告诉他人。',
    'zh-TW': '【Bourse】您的重設密碼驗證碼為 {code}，10 分鐘內有效，請勿告訴他人。',
  },
  passwordResetDone: {
    en: 'The password has been reset, please log in',
    'zh-CN': '密码已重置，请登录',
    'zh-TW': '密碼已重設，請登入',
  },
  fundingPasswordSet: {
    en: 'The funding password has been set',
    'zh-CN': '资金密码设置成功',
    'zh-TW': '資金密碼設定成功',
  },
  fundingPasswordOldRequired: {
    en: 'A funding password is already set; enter the current one to change it',
    'zh-CN': '已设置资金密码，修改需输入原资金密码',
    'zh-TW': '已設定資金密碼，修改需輸入原資金密碼',
  },
  fundingPasswordOldWrong: {
    en: 'The current funding password is incorrect',
    'zh-CN': '原资金密码不正确',
    'zh-TW': '原資金密碼不正確',
  },
  fundingPasswordSameAsLogin: {
    en: 'The funding password must differ from the login password',
    'zh-CN': '资金密码不能与登录密码相同',
    'zh-TW': '資金密碼不能與登入密碼相同',
  },
  fundingPasswordLocked: {
    en: 'Too many wrong funding passwords: try again in {minutes} minutes',
    'zh-CN': '资金密码错误次数过多，请 {minutes} 分钟后再试',
    'zh-TW': '資金密碼錯誤次數過多，請 {minutes} 分鐘後再試',
  },
  fundingPasswordNotSet: {
    en: 'This user has no funding password to reset',
    'zh-CN': '该用户尚未设置资金密码，无需重置',
    'zh-TW': '該用戶尚未設定資金密碼，無需重設',
  },
  fundingPasswordResetDone: {
    en: 'The funding password was removed; the user can set a new one',
    'zh-CN': '资金密码已清除，用户可重新设置',
    'zh-TW': '資金密碼已清除，用戶可重新設定',
  },
} as const satisfies MessageTable
