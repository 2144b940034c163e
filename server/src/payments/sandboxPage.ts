import { type Language, Money } from '@bourse/core'

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Every text of the sandbox page, in the three interface languages. */
const pageTexts = {
  en: {
    title: 'Sandbox payment',
    note: 'This is a sandbox: no real money moves. Bourse is a simulated brokerage; paying here only credits the simulated account.',
    order: 'Order',
    status: 'Status',
    statuses: ['Waiting for payment', 'Paid', 'Payment failed', 'Cancelled (not paid in time)'],
    pay: 'Pay',
    fail: 'Fail',
    unknown: 'This payment order does not exist.',
  },
  'zh-CN': {
    title: '沙盒支付',
    note: '这是沙盒环境：不会有真实资金流动。Bourse 是模拟券商，在此支付只会为模拟账户入账。',
    order: '订单',
    status: '状态',
    statuses: ['等待支付', '已支付', '支付失败', '已取消（未按时支付）'],
    pay: '支付',
    fail: '失败',
    unknown: '该支付订单不存在。',
  },
  'zh-TW': {
    title: '沙盒支付',
    note: '這是沙盒環境：不會有真實資金流動。Bourse 是模擬券商，在此支付只會為模擬賬戶入賬。',
    order: '訂單',
    status: '狀態',
    statuses: ['等待支付', '已支付', '支付失敗', '已取消（未按時支付）'],
    pay: '支付',
    fail: '失敗',
    unknown: '該支付訂單不存在。',
  },
} as const satisfies Record<Language, unknown>

const page = (language: Language, body: string): string => `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(pageTexts[language].title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}
.note{background:#fff3cd;border:1px solid #e0c060;padding:.75rem;border-radius:.5rem}
.amount{font-size:2rem;margin:1.5rem 0}button{font-size:1.1rem;padding:.6rem 1.4rem;margin-right:1rem}</style>
</head><body>${body}</body></html>`

/** What the sandbox page shows about an order. */
export interface SandboxOrderView {
  readonly orderSn: string
  readonly amount: Money.Money
  /** 0 waiting (Pay and Fail shown), 1 paid, 2 failed, 3 cancelled. */
  readonly status: number
}

/**
 * The sandbox payment page (DECISIONS §17) in the investor's language: says plainly that it is a sandbox, shows the
 * amount and, while the order waits, Pay and Fail buttons that POST `outcome=paid|failed` (form-encoded) to `action`
 * (which keeps the language). `message` is the answer to the last button press.
 */
export const renderSandboxPage = (
  order: SandboxOrderView,
  action: string,
  language: Language,
  message?: string,
): string => {
  const texts = pageTexts[language]
  const statusText: readonly string[] = texts.statuses
  return page(
    language,
    `<h1>${escapeHtml(texts.title)}</h1>
<p class="note">${escapeHtml(texts.note)}</p>
<p>${escapeHtml(texts.order)} <code>${escapeHtml(order.orderSn)}</code></p>
<p class="amount">₹ ${escapeHtml(Money.format(order.amount))}</p>
<p>${escapeHtml(texts.status)}: <strong>${escapeHtml(statusText[order.status] ?? String(order.status))}</strong></p>
${message === undefined ? '' : `<p role="status">${escapeHtml(message)}</p>`}
${
  order.status === 0
    ? `<form method="post" action="${escapeHtml(action)}">
<button type="submit" name="outcome" value="paid">${escapeHtml(texts.pay)}</button>
<button type="submit" name="outcome" value="failed">${escapeHtml(texts.fail)}</button>
</form>`
    : ''
}`,
  )
}

/** The page for an order that does not exist. */
export const renderUnknownOrderPage = (language: Language): string =>
  page(language, `<h1>${escapeHtml(pageTexts[language].title)}</h1><p>${escapeHtml(pageTexts[language].unknown)}</p>`)
