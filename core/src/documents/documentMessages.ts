import type { MessageTable } from '../messages/Texts.js'

/** Texts of contract notes, statements and their e-mails (DECISIONS §27). */
export const documentMessages = {
  docNoteTitle: { en: 'Contract note', 'zh-CN': '成交确认单', 'zh-TW': '成交確認單' },
  docStatementTitle: { en: 'Statement of account', 'zh-CN': '账户月结单', 'zh-TW': '帳戶月結單' },
  docBroker: {
    en: '{broker} — simulated brokerage, no real trading',
    'zh-CN': '{broker} — 模拟券商，非真实交易',
    'zh-TW': '{broker} — 模擬券商，非真實交易',
  },
  docInvestor: { en: 'Investor', 'zh-CN': '投资者', 'zh-TW': '投資者' },
  docAccount: { en: 'Account', 'zh-CN': '账户', 'zh-TW': '帳戶' },
  docPhone: { en: 'Registered phone', 'zh-CN': '注册手机', 'zh-TW': '註冊手機' },
  docTradeDate: { en: 'Trade date', 'zh-CN': '交易日期', 'zh-TW': '交易日期' },
  docMonth: { en: 'Month', 'zh-CN': '月份', 'zh-TW': '月份' },
  docIssued: { en: 'Issued', 'zh-CN': '出具时间', 'zh-TW': '出具時間' },
  docPage: {
    en: 'Page {page} of {pages}',
    'zh-CN': '第 {page} 页，共 {pages} 页',
    'zh-TW': '第 {page} 頁，共 {pages} 頁',
  },
  docColTime: { en: 'Time', 'zh-CN': '时间', 'zh-TW': '時間' },
  docColInstrument: { en: 'Instrument', 'zh-CN': '品种', 'zh-TW': '品種' },
  docColSide: { en: 'Trade', 'zh-CN': '买卖', 'zh-TW': '買賣' },
  docColQuantity: { en: 'Quantity', 'zh-CN': '数量', 'zh-TW': '數量' },
  docColPrice: { en: 'Price', 'zh-CN': '价格', 'zh-TW': '價格' },
  docColLever: { en: 'Lever', 'zh-CN': '杠杆', 'zh-TW': '槓桿' },
  docColCharges: { en: 'Charges', 'zh-CN': '费用', 'zh-TW': '費用' },
  docColPnl: { en: 'P&L', 'zh-CN': '盈亏', 'zh-TW': '盈虧' },
  docColMovement: { en: 'Movement', 'zh-CN': '变动', 'zh-TW': '變動' },
  docColReference: { en: 'Reference', 'zh-CN': '关联单号', 'zh-TW': '關聯單號' },
  docColAmount: { en: 'Amount', 'zh-CN': '金额', 'zh-TW': '金額' },
  docColRunning: { en: 'Balance', 'zh-CN': '余额', 'zh-TW': '餘額' },
  docOpenLong: { en: 'Open long', 'zh-CN': '开仓 买涨', 'zh-TW': '開倉 買漲' },
  docOpenShort: { en: 'Open short', 'zh-CN': '开仓 买跌', 'zh-TW': '開倉 買跌' },
  docCloseLong: { en: 'Close long', 'zh-CN': '平仓 买涨', 'zh-TW': '平倉 買漲' },
  docCloseShort: { en: 'Close short', 'zh-CN': '平仓 买跌', 'zh-TW': '平倉 買跌' },
  docOpening: { en: 'Opening balance', 'zh-CN': '期初余额', 'zh-TW': '期初餘額' },
  docClosing: { en: 'Closing balance', 'zh-CN': '期末余额', 'zh-TW': '期末餘額' },
  docRealised: { en: 'Realised P&L', 'zh-CN': '已实现盈亏', 'zh-TW': '已實現盈虧' },
  docChargesTotal: { en: 'Total charges', 'zh-CN': '费用合计', 'zh-TW': '費用合計' },
  docChargeTotal: { en: 'Total {charge}', 'zh-CN': '{charge}合计', 'zh-TW': '{charge}合計' },
  docNet: { en: 'Net amount (P&L less charges)', 'zh-CN': '净额（盈亏减费用）', 'zh-TW': '淨額（盈虧減費用）' },
  docOther: {
    en: 'Other movements (deposits, withdrawals, adjustments)',
    'zh-CN': '其他变动（充值、提现、调整）',
    'zh-TW': '其他變動（充值、提現、調整）',
  },
  docAmountsNote: {
    en: 'Amounts in INR. Charges are shown as booked (negative: taken from the balance), each rounded once, half-up, to 2 decimals.',
    'zh-CN': '金额单位：印度卢比。费用按记账金额列示（负数表示从余额扣除），每项费用四舍五入保留两位小数，仅取整一次。',
    'zh-TW': '金額單位：印度盧比。費用按記帳金額列示（負數表示從餘額扣除），每項費用四捨五入保留兩位小數，僅取整一次。',
  },
  docVerify: {
    en: 'This file is signed by {signer}. To verify: open it in a PDF reader and check the signature panel, or run pdfsig on it; any change to the file breaks the signature.',
    'zh-CN':
      '本文件由 {signer} 数字签名。验证方法：在 PDF 阅读器的签名面板中查看，或运行 pdfsig；文件的任何改动都会使签名失效。',
    'zh-TW':
      '本文件由 {signer} 數位簽章。驗證方法：在 PDF 閱讀器的簽章面板中查看，或執行 pdfsig；文件的任何改動都會使簽章失效。',
  },
  docDemoKey: {
    en: 'Demo mode: the signing key is a self-signed demonstration key, not a certified broker key.',
    'zh-CN': '演示模式：签名密钥为自签名演示密钥，并非经认证的券商密钥。',
    'zh-TW': '演示模式：簽章金鑰為自簽演示金鑰，並非經認證的券商金鑰。',
  },
  docPasswordNote: {
    en: 'The file opens with your document password (by default your registered phone number; change it in Settings).',
    'zh-CN': '打开文件需要您的文件密码（默认为注册手机号，可在设置中修改）。',
    'zh-TW': '開啟文件需要您的文件密碼（預設為註冊手機號，可在設定中修改）。',
  },
  docNoteSubject: {
    en: '{broker} contract note for {day}',
    'zh-CN': '{broker} {day} 成交确认单',
    'zh-TW': '{broker} {day} 成交確認單',
  },
  docStatementSubject: {
    en: '{broker} statement of account for {month}',
    'zh-CN': '{broker} {month} 账户月结单',
    'zh-TW': '{broker} {month} 帳戶月結單',
  },
  docMailBody: {
    en: 'Attached is your {what} ({period}), signed by {broker}. It opens with your document password: by default your registered phone number.',
    'zh-CN': '附件为您的{what}（{period}），由 {broker} 签名。打开需要您的文件密码，默认为注册手机号。',
    'zh-TW': '附件為您的{what}（{period}），由 {broker} 簽章。開啟需要您的文件密碼，預設為註冊手機號。',
  },
  docEmailCodeSubject: {
    en: '{broker}: confirm your e-mail address',
    'zh-CN': '{broker}：确认您的邮箱地址',
    'zh-TW': '{broker}：確認您的郵箱地址',
  },
  docEmailCodeBody: {
    en: 'Your confirmation code is {code}. It is valid for 30 minutes. If you did not ask for it, ignore this message.',
    'zh-CN': '您的确认码为 {code}，30 分钟内有效。如非本人操作，请忽略本邮件。',
    'zh-TW': '您的確認碼為 {code}，30 分鐘內有效。如非本人操作，請忽略本郵件。',
  },
} as const satisfies MessageTable
