import type { MessageTable } from '../messages/Texts.js'

/** Texts of sign-in, registration, sessions and idempotent requests. */
export const accountMessages = {
  loginSuccessful: { en: 'Successful login', 'zh-CN': '登录成功', 'zh-TW': '登入成功' },
  loginFailed: {
    en: 'Incorrect phone number or password ({left} attempts left)',
    'zh-CN': '手机号或密码错误（还可尝试 {left} 次）',
    'zh-TW': '手機號或密碼錯誤（還可嘗試 {left} 次）',
  },
  loginLocked: {
    en: 'Too many failed logins: this phone number is locked, try again in {minutes} minutes',
    'zh-CN': '登录失败次数过多，该手机号已锁定，请 {minutes} 分钟后再试',
    'zh-TW': '登入失敗次數過多，該手機號已鎖定，請 {minutes} 分鐘後再試',
  },
  registered: {
    en: 'Successful registration, please log in',
    'zh-CN': '注册成功，请登录',
    'zh-TW': '註冊成功，請登入',
  },
  alreadyRegistered: {
    en: 'User has registered, please log in',
    'zh-CN': '用户已注册，请登录',
    'zh-TW': '用戶已註冊，請登入',
  },
  invitationCodeUnknown: {
    en: 'The invitation code does not exist',
    'zh-CN': '邀请码不存在',
    'zh-TW': '邀請碼不存在',
  },
  phoneRegistered: { en: 'The phone number is registered', 'zh-CN': '手机号已注册', 'zh-TW': '手機號已註冊' },
  phoneNotRegistered: {
    en: 'The phone number is not registered, please register',
    'zh-CN': '手机号未注册，请先注册',
    'zh-TW': '手機號未註冊，請先註冊',
  },
  loggedOut: { en: 'Logged out', 'zh-CN': '已退出登录', 'zh-TW': '已登出' },
  passwordChanged: { en: 'Password changed', 'zh-CN': '修改成功！', 'zh-TW': '修改成功！' },
  oldPasswordWrong: {
    en: 'The old password is incorrect',
    'zh-CN': '原密码不正确',
    'zh-TW': '原密碼不正確',
  },
  passwordResetUnavailable: {
    en: 'Password reset by SMS code is not available yet; please contact customer service',
    'zh-CN': '暂不支持短信验证码重置密码，请联系客服',
    'zh-TW': '暫不支援簡訊驗證碼重設密碼，請聯繫客服',
  },
  originRefused: {
    en: 'The request came from another site and was refused',
    'zh-CN': '请求来自其他网站，已拒绝',
    'zh-TW': '請求來自其他網站，已拒絕',
  },
  idempotencyKeyInvalid: {
    en: 'The Idempotency-Key header must be 1 to 128 visible characters',
    'zh-CN': 'Idempotency-Key 请求头须为 1 至 128 个可见字符',
    'zh-TW': 'Idempotency-Key 請求標頭須為 1 至 128 個可見字元',
  },
  idempotencyKeyReused: {
    en: 'This Idempotency-Key was already used for a different request',
    'zh-CN': '该 Idempotency-Key 已用于另一个不同的请求',
    'zh-TW': '該 Idempotency-Key 已用於另一個不同的請求',
  },
  passwordChecksBusy: {
    en: 'The server is busy checking other sign-ins; please try again in a few seconds',
    'zh-CN': '服务器正忙于处理其他登录，请几秒后再试',
    'zh-TW': '伺服器正忙於處理其他登入，請幾秒後再試',
  },
  tooManyRequests: {
    en: 'Too many attempts from this address; please try again in {seconds} seconds',
    'zh-CN': '该地址尝试次数过多，请 {seconds} 秒后再试',
    'zh-TW': '該位址嘗試次數過多，請 {seconds} 秒後再試',
  },
  requestMalformed: {
    en: 'The request could not be read',
    'zh-CN': '无法读取该请求',
    'zh-TW': '無法讀取該請求',
  },
  requestHeadersTooLarge: {
    en: 'The request address or headers are too long',
    'zh-CN': '请求地址或请求头过长',
    'zh-TW': '請求位址或請求標頭過長',
  },
} as const satisfies MessageTable
