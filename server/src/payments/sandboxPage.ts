import { Money } from '@bourse/core'

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const page = (title: string, body: string): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
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

const statusText = ['Waiting for payment', 'Paid', 'Payment failed', 'Cancelled (not paid in time)']

/**
 * The sandbox payment page (DECISIONS §17): says plainly that it is a sandbox, shows the amount and, while the order
 * waits, Pay and Fail buttons that POST `outcome=paid|failed` (form-encoded) to the same address. `message` is the
 * answer to the last button press, in the investor's language.
 */
export const renderSandboxPage = (order: SandboxOrderView, action: string, message?: string): string =>
  page(
    'Sandbox payment',
    `<h1>Sandbox payment</h1>
<p class="note">This is a sandbox: no real money moves. Bourse is a simulated brokerage; paying here only credits
the simulated account.</p>
<p>Order <code>${escapeHtml(order.orderSn)}</code></p>
<p class="amount">₹ ${escapeHtml(Money.format(order.amount))}</p>
<p>Status: <strong>${escapeHtml(statusText[order.status] ?? String(order.status))}</strong></p>
${message === undefined ? '' : `<p role="status">${escapeHtml(message)}</p>`}
${
  order.status === 0
    ? `<form method="post" action="${escapeHtml(action)}">
<button type="submit" name="outcome" value="paid">Pay</button>
<button type="submit" name="outcome" value="failed">Fail</button>
</form>`
    : ''
}`,
  )

/** The page for an order that does not exist. */
export const renderUnknownOrderPage = (): string =>
  page('Sandbox payment', '<h1>Sandbox payment</h1><p>This payment order does not exist.</p>')
