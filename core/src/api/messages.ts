import type { MessageTable } from '../messages/Texts.js'

/** Refusals of request decoding at the edge (`decodePayload`); `{field}` is the wire name of the field. */
export const apiMessages = {
  apiMissingField: {
    en: '{field} is required',
    'zh-CN': '请填写 {field}',
    'zh-TW': '請填寫 {field}',
  },
  apiMissingInvitationCode: {
    en: 'Please enter your invitation code (ask the person who invited you for it)',
    'zh-CN': '请输入邀请码（向邀请您的人索取）',
    'zh-TW': '請輸入邀請碼（向邀請您的人索取）',
  },
  apiInvalidField: {
    en: '{field} is invalid',
    'zh-CN': '{field} 格式不正确',
    'zh-TW': '{field} 格式不正確',
  },
  apiUnknownPath: {
    en: 'No such call: {path}',
    'zh-CN': '没有该接口：{path}',
    'zh-TW': '沒有該介面：{path}',
  },
  apiInvalidPayload: {
    en: 'The request could not be read',
    'zh-CN': '请求无法读取',
    'zh-TW': '請求無法讀取',
  },
} as const satisfies MessageTable

/** Missing fields that have a message of their own instead of "{field} is required" with the wire name. */
export const missingFieldMessages: Readonly<Record<string, keyof typeof apiMessages>> = {
  agentCode: 'apiMissingInvitationCode',
}
