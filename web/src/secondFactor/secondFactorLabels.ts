import type { Language } from '@bourse/core'
import { useLanguage } from '../i18n/useLabels.js'

/** UI-only labels of the second factor's screens and fields (DECISIONS §28). */
const en = {
  title: 'Second factor',
  offNow: 'Off: a password alone signs in on a new device and confirms money going out.',
  onTotp: 'On: an authenticator app (TOTP).',
  onPasskey: 'On: a passkey.',
  recoveryLeft: 'Recovery codes left: {count}',
  loginPassword: 'Login password',
  useApp: 'Use an authenticator app',
  usePasskey: 'Use a passkey',
  scan: 'Scan this QR code with an authenticator app, or type the key, then enter the 6-digit code it shows.',
  key: 'Key',
  turnOn: 'Turn on',
  cancel: 'Cancel',
  recoveryTitle: 'Recovery codes',
  recoveryHint:
    'Each code works once, in place of the app or the passkey. Keep them somewhere safe: they are not shown again.',
  saved: 'I have saved them',
  code: 'Code from the app, or a recovery code',
  codeOrRecovery: 'Recovery code (if you cannot use the passkey)',
  passkeyNext: 'You will confirm with your passkey.',
  turnOff: 'Turn off',
  newCodes: 'New recovery codes',
  confirmIt: 'Confirm it is you',
  confirmPasskey: 'Use my passkey',
  confirmCode: 'Confirm',
  back: 'Back to the password',
}

export type SecondFactorLabels = Readonly<Record<keyof typeof en, string>>

const zhCN: SecondFactorLabels = {
  title: '第二重验证',
  offNow: '未开启：在新设备上仅凭密码即可登录并确认资金转出。',
  onTotp: '已开启：验证器应用（TOTP）。',
  onPasskey: '已开启：通行密钥。',
  recoveryLeft: '剩余恢复码：{count}',
  loginPassword: '登录密码',
  useApp: '使用验证器应用',
  usePasskey: '使用通行密钥',
  scan: '请用验证器应用扫描此二维码或输入密钥，然后输入其显示的 6 位验证码。',
  key: '密钥',
  turnOn: '开启',
  cancel: '取消',
  recoveryTitle: '恢复码',
  recoveryHint: '每个恢复码可代替验证器或通行密钥使用一次。请妥善保存，之后不再显示。',
  saved: '我已保存',
  code: '验证器中的验证码或恢复码',
  codeOrRecovery: '恢复码（无法使用通行密钥时）',
  passkeyNext: '您将用通行密钥确认。',
  turnOff: '关闭',
  newCodes: '生成新的恢复码',
  confirmIt: '确认是您本人',
  confirmPasskey: '使用我的通行密钥',
  confirmCode: '确认',
  back: '返回输入密码',
}

const zhTW: SecondFactorLabels = {
  title: '第二重驗證',
  offNow: '未開啟：在新裝置上僅憑密碼即可登入並確認資金轉出。',
  onTotp: '已開啟：驗證器應用程式（TOTP）。',
  onPasskey: '已開啟：通行金鑰。',
  recoveryLeft: '剩餘復原碼：{count}',
  loginPassword: '登入密碼',
  useApp: '使用驗證器應用程式',
  usePasskey: '使用通行金鑰',
  scan: '請用驗證器應用程式掃描此 QR 碼或輸入金鑰，然後輸入其顯示的 6 位驗證碼。',
  key: '金鑰',
  turnOn: '開啟',
  cancel: '取消',
  recoveryTitle: '復原碼',
  recoveryHint: '每個復原碼可代替驗證器或通行金鑰使用一次。請妥善保存，之後不再顯示。',
  saved: '我已保存',
  code: '驗證器中的驗證碼或復原碼',
  codeOrRecovery: '復原碼（無法使用通行金鑰時）',
  passkeyNext: '您將用通行金鑰確認。',
  turnOff: '關閉',
  newCodes: '產生新的復原碼',
  confirmIt: '確認是您本人',
  confirmPasskey: '使用我的通行金鑰',
  confirmCode: '確認',
  back: '返回輸入密碼',
}

const tables: Readonly<Record<Language, SecondFactorLabels>> = { en, 'zh-CN': zhCN, 'zh-TW': zhTW }

/** The second factor's labels in the chosen language. */
export const useSecondFactorLabels = (): SecondFactorLabels => tables[useLanguage()]
