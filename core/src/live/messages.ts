import type { MessageTable } from '../messages/Texts.js'

/** The live socket's refusals and closing reasons (issue 36), sent on its system channel and as close reasons. */
export const liveMessages = {
  liveTooManyCodes: {
    en: 'A connection may follow at most {max} codes; unsubscribe some first',
    'zh-CN': '每个连接最多关注 {max} 个代码，请先取消部分订阅',
    'zh-TW': '每個連線最多關注 {max} 個代碼，請先取消部分訂閱',
  },
  liveRequestMalformed: {
    en: 'Unknown request: send {"op":"subscribe"|"unsubscribe","codes":[…]} or {"op":"ping"}',
    'zh-CN': '无法识别的请求：请发送 {"op":"subscribe"|"unsubscribe","codes":[…]} 或 {"op":"ping"}',
    'zh-TW': '無法識別的請求：請傳送 {"op":"subscribe"|"unsubscribe","codes":[…]} 或 {"op":"ping"}',
  },
  liveUnknownCodes: {
    en: 'No such instrument: {codes}',
    'zh-CN': '没有该品种：{codes}',
    'zh-TW': '沒有該品種：{codes}',
  },
  liveTooChatty: {
    en: 'Too many or too large messages',
    'zh-CN': '消息过多或过大',
    'zh-TW': '訊息過多或過大',
  },
  liveTooSlow: {
    en: 'The connection read too slowly',
    'zh-CN': '连接读取过慢',
    'zh-TW': '連線讀取過慢',
  },
  liveSessionEnded: {
    en: 'Signed out: the account channel closed',
    'zh-CN': '已退出登录：账户频道已关闭',
    'zh-TW': '已登出：帳戶頻道已關閉',
  },
  liveRestarting: {
    en: 'The server is restarting; reconnect',
    'zh-CN': '服务器正在重启，请重新连接',
    'zh-TW': '伺服器正在重新啟動，請重新連線',
  },
  liveTooManySockets: {
    en: 'Too many live connections from this address',
    'zh-CN': '来自该地址的实时连接过多',
    'zh-TW': '來自該位址的即時連線過多',
  },
  liveCredentialsRefused: {
    en: 'Please log in first: this connection carries market data only',
    'zh-CN': '请先登录 (Please log in first)：此连接仅提供行情',
    'zh-TW': '請先登入 (Please log in first)：此連線僅提供行情',
  },
} satisfies MessageTable
