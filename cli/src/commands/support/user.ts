import { type CommandContext, wantsJson } from '../../internal/commandContext.js'
import { frozenText } from '../../internal/frozenText.js'
import { staffCall } from '../../internal/serverClient.js'
import type { StaffAnswer } from '../../internal/staffRoutes.js'
import { firstArgument, staffTarget } from '../../internal/staffTarget.js'
import { cell, instantText, type Output, printJson, printTable } from '../../output.js'
import { printClosedPositions, printSessions } from './accountHistory.js'

type Account = StaffAnswer<'/users/lookup'>

/** Real-name states (DECISIONS §11). */
export const kycStates: Readonly<Record<number, string>> = {
  0: 'not verified',
  1: 'under review',
  2: 'approved',
  3: 'rejected',
}

const heading = (output: Output, title: string) => output.out(`\n${title}\n`)

interface IdentityView {
  readonly kyc?: { readonly isActive?: number; readonly authMsg?: string | null; readonly idCard?: string }
  readonly bankCard?: { readonly bankName?: string; readonly bankNo?: string; readonly ifscCode?: string } | null
}

interface FundsView {
  readonly withdrawalsUnderReview?: ReadonlyArray<Record<string, unknown>>
  readonly rechargesWaiting?: ReadonlyArray<Record<string, unknown>>
}

const printIdentity = (output: Output, identity: IdentityView | undefined, isActive: number) => {
  const kyc = identity?.kyc
  const state = kycStates[kyc?.isActive ?? isActive] ?? String(isActive)
  output.out(
    `KYC         ${state}${kyc?.idCard ? `  ID ${kyc.idCard}` : ''}${kyc?.authMsg ? `  (${kyc.authMsg})` : ''}\n`,
  )
  const card = identity?.bankCard
  output.out(
    `Bank card   ${card ? `${card.bankName ?? ''} ${card.bankNo ?? ''} ${card.ifscCode ?? ''}`.trim() : 'none'}\n`,
  )
}

const printFunds = (output: Output, funds: FundsView | undefined) => {
  heading(output, 'Withdrawals under review')
  printTable(
    output,
    funds?.withdrawalsUnderReview ?? [],
    [
      { heading: 'id', value: (row) => row.id },
      { heading: 'amount', value: (row) => row.amount, amount: true },
      { heading: 'fee', value: (row) => row.fee, amount: true },
      { heading: 'applied', value: (row) => instantText(row.appliedAt) },
    ],
    '  none',
  )
  heading(output, 'Recharges waiting')
  printTable(
    output,
    funds?.rechargesWaiting ?? [],
    [
      { heading: 'orderSn', value: (row) => row.orderSn },
      { heading: 'amount', value: (row) => row.amount, amount: true },
      { heading: 'created', value: (row) => instantText(row.createdAt) },
    ],
    '  none',
  )
}

const financingStates = ['pending review', 'active', 'rejected', 'expired', 'ended'] as const
const welfareStates = ['under review', 'approved', 'rejected'] as const

type Row = Readonly<Record<string, unknown>>

/** Margin-financing applications and sub-accounts (DECISIONS §10) as a table, not raw JSON. */
const printFinancing = (output: Output, section: unknown) => {
  heading(output, 'Financing')
  printTable(
    output,
    Array.isArray(section) ? (section as Row[]) : [],
    [
      { heading: 'id', value: (row) => row.id },
      { heading: 'sub-account', value: (row) => row.subaccountNumber },
      { heading: 'status', value: (row) => financingStates[Number(row.status)] ?? row.status },
      { heading: 'product', value: (row) => row.product },
      { heading: 'margin', value: (row) => row.margin, amount: true },
      { heading: 'lever', value: (row) => row.lever },
      { heading: 'available', value: (row) => row.available, amount: true },
      { heading: 'warning', value: (row) => row.warningLine, amount: true },
      { heading: 'unwind', value: (row) => row.unwindLine, amount: true },
      { heading: 'applied', value: (row) => instantText(row.appliedAt) },
    ],
    '  none',
  )
}

/** The one welfare application (DECISIONS §10), as a table. */
const printWelfare = (output: Output, section: unknown) => {
  heading(output, 'Welfare')
  printTable(
    output,
    section && typeof section === 'object' ? [section as Row] : [],
    [
      { heading: 'code', value: (row) => row.code },
      { heading: 'amount', value: (row) => row.amount, amount: true },
      { heading: 'status', value: (row) => welfareStates[Number(row.status)] ?? row.status },
      { heading: 'applied', value: (row) => instantText(row.applyTime) },
      { heading: 'reviewed by', value: (row) => row.reviewedBy },
      { heading: 'reason', value: (row) => row.reason },
    ],
    '  none',
  )
}

/** Prints the whole account as support reads it: identity, balances, risk, positions, orders, money under review. */
export const printAccount = (output: Output, account: Account): void => {
  const { user } = account
  output.out(`Investor    ${user.phone}  ${user.realName || '(no real name)'}  id ${user.id}\n`)
  if (account.frozen) output.out(`FROZEN      ${frozenText(user.phone, account.frozen)}\n`)
  printIdentity(output, account.sections.identity as IdentityView | undefined, user.isActive)
  heading(output, 'Balances')
  printTable(
    output,
    Object.entries(account.balances),
    [
      { heading: 'balance', value: ([name]) => name },
      { heading: 'amount', value: ([, amount]) => amount, amount: true },
    ],
    '  none',
  )
  heading(output, 'Distance to liquidation')
  printTable(
    output,
    account.risk,
    [
      { heading: 'account', value: (row) => row.account },
      { heading: 'line', value: (row) => row.liquidationLine, amount: true },
      { heading: 'floating', value: (row) => row.floating, amount: true },
      { heading: 'distance', value: (row) => row.distance, amount: true },
    ],
    '  no open positions',
  )
  heading(output, 'Open positions')
  printTable(
    output,
    account.positions,
    [
      { heading: 'position', value: (row) => row.positionSn },
      { heading: 'code', value: (row) => row.code },
      { heading: 'side', value: (row) => row.direction },
      { heading: 'qty', value: (row) => row.quantity },
      { heading: 'open', value: (row) => row.openPrice, amount: true },
      { heading: 'now', value: (row) => row.nowPrice, amount: true },
      { heading: 'P&L', value: (row) => row.profitAndLoss, amount: true },
      { heading: 'liq. price', value: (row) => row.liquidationPrice, amount: true },
    ],
    '  none',
  )
  heading(output, 'Pending orders')
  printTable(
    output,
    account.pendingOrders,
    [
      { heading: 'id', value: (row) => row.id },
      { heading: 'code', value: (row) => row.code },
      { heading: 'side', value: (row) => row.direction },
      { heading: 'shares', value: (row) => row.shares },
      { heading: 'target', value: (row) => row.targetPrice, amount: true },
      { heading: 'reserved', value: (row) => row.reserved, amount: true },
    ],
    '  none',
  )
  printFunds(output, account.sections.funds as FundsView | undefined)
  printFinancing(output, account.sections.financing)
  printWelfare(output, account.sections.welfare)
  printClosedPositions(output, account.sections.closedPositions)
  printSessions(output, account.sections.sessions)
  for (const [name, section] of Object.entries(account.sections)) {
    if (['identity', 'funds', 'financing', 'welfare', 'closedPositions', 'sessions'].includes(name)) continue
    heading(output, name[0]?.toUpperCase() + name.slice(1))
    output.out(`  ${cell(section)}\n`)
  }
}

/** `bourse user <phone>`: the whole account (`GET /staff-api/users/lookup`; the look-up is audited). */
export const runUser = async (context: CommandContext): Promise<void> => {
  const account = await staffCall(staffTarget(context), '/users/lookup', { phone: firstArgument(context) })
  if (wantsJson(context)) printJson(context.output, account)
  else printAccount(context.output, account)
}
