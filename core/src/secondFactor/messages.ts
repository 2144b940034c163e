import type { MessageTable } from '../messages/Texts.js'

/** Texts of the second factor (DECISIONS §28): sign-in, money going out, enrolment, staff TOTP. */
export const secondFactorMessages = {
  secondFactorSignIn: {
    en: 'Password correct: now confirm it is you with your second factor',
    'zh-CN': '密码正确：请用第二重验证确认是您本人',
    'zh-TW': '密碼正確：請用第二重驗證確認是您本人',
  },
  secondFactorRequired: {
    en: 'Confirm with your second factor: the code from your authenticator app, a recovery code or your passkey',
    'zh-CN': '请用第二重验证确认：验证器应用中的验证码、恢复码或您的通行密钥',
    'zh-TW': '請用第二重驗證確認：驗證器應用程式中的驗證碼、復原碼或您的通行金鑰',
  },
  secondFactorWrong: {
    en: 'Wrong, expired or already used code ({left} attempts left)',
    'zh-CN': '验证码错误、已过期或已使用（还可尝试 {left} 次）',
    'zh-TW': '驗證碼錯誤、已過期或已使用（還可嘗試 {left} 次）',
  },
  passkeyNotAccepted: {
    en: 'The passkey was not accepted ({left} attempts left)',
    'zh-CN': '通行密钥未通过验证（还可尝试 {left} 次）',
    'zh-TW': '通行金鑰未通過驗證（還可嘗試 {left} 次）',
  },
  passkeyNotUsed: {
    en: 'No passkey was used: try again',
    'zh-CN': '未使用通行密钥，请重试',
    'zh-TW': '未使用通行金鑰，請重試',
  },
  passkeyNotSaved: {
    en: 'The passkey could not be added: try again',
    'zh-CN': '无法添加通行密钥，请重试',
    'zh-TW': '無法新增通行金鑰，請重試',
  },
  secondFactorTicketExpired: {
    en: 'This sign-in waited too long for its second factor: log in again',
    'zh-CN': '本次登录等待第二重验证超时，请重新登录',
    'zh-TW': '本次登入等待第二重驗證逾時，請重新登入',
  },
  secondFactorAlreadyOn: {
    en: 'A second factor is already on: turn it off first',
    'zh-CN': '已开启第二重验证，请先关闭',
    'zh-TW': '已開啟第二重驗證，請先關閉',
  },
  secondFactorNotOn: {
    en: 'No second factor is on',
    'zh-CN': '尚未开启第二重验证',
    'zh-TW': '尚未開啟第二重驗證',
  },
  secondFactorNoEnrolment: {
    en: 'Start the set-up again: it expired or was never started',
    'zh-CN': '设置已过期或尚未开始，请重新开始',
    'zh-TW': '設定已逾時或尚未開始，請重新開始',
  },
  secondFactorOn: {
    en: 'Second factor on: keep your recovery codes somewhere safe, each works once',
    'zh-CN': '已开启第二重验证：请妥善保存恢复码，每个只能使用一次',
    'zh-TW': '已開啟第二重驗證：請妥善保存復原碼，每個只能使用一次',
  },
  secondFactorOff: {
    en: 'Second factor off',
    'zh-CN': '已关闭第二重验证',
    'zh-TW': '已關閉第二重驗證',
  },
  recoveryCodesRenewed: {
    en: 'New recovery codes: the old ones no longer work',
    'zh-CN': '已生成新的恢复码，旧的恢复码已失效',
    'zh-TW': '已產生新的復原碼，舊的復原碼已失效',
  },
  staffTotpRequired: {
    en: 'Enter the 6-digit code from your authenticator app',
    'zh-CN': '请输入验证器应用中的 6 位验证码',
    'zh-TW': '請輸入驗證器應用程式中的 6 位驗證碼',
  },
  staffTotpWrong: {
    en: 'Incorrect, expired or already used code ({left} attempts left)',
    'zh-CN': '验证码错误、已过期或已使用（还可尝试 {left} 次）',
    'zh-TW': '驗證碼錯誤、已過期或已使用（還可嘗試 {left} 次）',
  },
  staffTotpEnrol: {
    en: 'Add this key to an authenticator app (scan the QR code), then sign in again with the 6-digit code it shows',
    'zh-CN': '请将此密钥添加到验证器应用（扫描二维码），然后用其显示的 6 位验证码重新登录',
    'zh-TW': '請將此金鑰加入驗證器應用程式（掃描 QR 碼），然後用其顯示的 6 位驗證碼重新登入',
  },
  staffTotpEnrolled: {
    en: 'Signed in, authenticator set up: keep these ten recovery codes somewhere safe, each works once',
    'zh-CN': '已登录，验证器已设置：请妥善保存这十个恢复码，每个只能使用一次',
    'zh-TW': '已登入，驗證器已設定：請妥善保存這十個復原碼，每個只能使用一次',
  },
} as const satisfies MessageTable
