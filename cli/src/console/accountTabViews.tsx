import type { LookedUpAccount } from '@bourse/react-hooks'
import { Text } from 'ink'
import { deviceName } from '../internal/deviceName.js'
import { amount, minuteText, TextTable } from '../terminal/textTable.js'
import type { DayRange, FilteredFundFlow } from './accountTabActions.js'

/** The fund flow the tab shows: between the days set (`f`, `t`), read from the staff API. */
export interface FundFlowShown {
  readonly range: DayRange
  readonly flow: FilteredFundFlow | undefined
  readonly loading: boolean
}

/** What a tab is given: the account, the rows it may fill, how far its list is scrolled, and whether it is wide. */
export interface TabProps {
  readonly account: LookedUpAccount
  readonly rows: number
  readonly scroll: number
  readonly wide: boolean
  readonly fundFlow?: FundFlowShown | undefined
}

type Row = Readonly<Record<string, unknown>>

const listOf = (value: unknown) => (Array.isArray(value) ? (value as Row[]) : [])

/** `11-24 04:00` in 80 columns, `2026-11-24 04:00` from 120. */
const timeText = (at: unknown, wide: boolean) => minuteText(at).slice(wide ? 0 : 5)

/** The words for a closed position's charges (the server's `chargeItems` names). */
const chargeNames: Readonly<Record<string, string>> = {
  buyFee: 'buy fee',
  stampDuty: 'stamp duty',
  spread: 'spread',
  sellFee: 'sell fee',
  stayFees: 'stay fees',
  openingFee: 'opening fee',
}

/** Every charge of a closed position: `buy fee 0.30 · stamp duty 1.00 · …`. */
const chargeItemsText = (position: Row) =>
  listOf(position.chargeItems)
    .map((item) => `${chargeNames[String(item.name)] ?? String(item.name)} ${amount(item.amount)}`)
    .join(' · ')

/**
 * Closed stock, index and futures positions, newest closed first: realised P&L and the charges' total; the selected
 * one (↑ ↓) has every charge itemised beneath.
 */
export const ClosedPositions = ({ account, rows, scroll, wide }: TabProps) => {
  const positions = listOf(account.sections.closedPositions)
  const selected = Math.min(scroll, Math.max(0, positions.length - 1))
  const position = positions[selected]
  return (
    <>
      <TextTable
        rows={positions}
        columns={[
          ...(wide ? [{ heading: 'account', width: 7, cell: (p: Row) => String(p.account) }] : []),
          { heading: 'code', width: 8, cell: (p) => String(p.code) },
          ...(wide ? [{ heading: 'name', width: 16, cell: (p: Row) => String(p.name) }] : []),
          { heading: 'side', width: 5, cell: (p) => String(p.direction) },
          { heading: 'qty', width: 6, right: true, cell: (p) => String(p.quantity) },
          { heading: 'open', width: 9, right: true, cell: (p) => String(p.openPrice) },
          { heading: 'close', width: 9, right: true, cell: (p) => String(p.closePrice) },
          { heading: 'P&L', width: 11, right: true, cell: (p) => amount(p.profitAndLoss) },
          { heading: 'charges', width: 8, right: true, cell: (p) => amount(p.charges) },
          { heading: 'closed', width: wide ? 16 : 11, cell: (p) => timeText(p.closedAt, wide) },
          ...(wide ? [{ heading: 'why', width: 11, cell: (p: Row) => String(p.reason) }] : []),
        ]}
        limit={rows - 3}
        {...(position ? { selected } : {})}
        empty="No closed position."
      />
      {/* Two lines at 80 columns. */}
      {position ? <Text wrap="wrap">{`${String(position.positionSn)}: ${chargeItemsText(position)}`}</Text> : null}
    </>
  )
}

/** The investor's sessions, newest first; the selected one is what `x` ends. */
export const Sessions = ({ account, rows, scroll, wide }: TabProps) => {
  const sessions = listOf(account.sections.sessions)
  return (
    <TextTable
      rows={sessions}
      columns={[
        { heading: '#', width: 5, right: true, cell: (s) => String(s.id) },
        {
          heading: 'device',
          width: wide ? 46 : 21,
          // From 120 columns the agent itself follows the name.
          cell: (s) =>
            wide && s.device ? `${deviceName(String(s.device))} · ${String(s.device)}` : deviceName(String(s.device)),
        },
        { heading: 'signed in', width: wide ? 16 : 11, cell: (s) => timeText(s.startedAt, wide) },
        { heading: 'last seen', width: wide ? 16 : 11, cell: (s) => timeText(s.lastSeenAt, wide) },
        { heading: 'address', width: 15, cell: (s) => String(s.address) || '-' },
        { heading: 'state', width: 6, cell: (s) => (s.active ? 'active' : 'ended') },
      ]}
      limit={rows - 1}
      selected={Math.min(scroll, Math.max(0, sessions.length - 1))}
      empty="No session: the investor never signed in."
    />
  )
}

interface FlowRow {
  readonly at: number
  readonly type: string
  readonly balance: string
  readonly amount: unknown
  readonly balanceAfter: unknown
  readonly reference: string
}

/**
 * The fund flow between the days set, amounts as stored; `f` / `t` set the days, `e` saves it as CSV. Under 120
 * columns the reference is cut: the selected row's (↑ ↓) is written whole beneath the list.
 */
export const FundFlow = ({ account, rows, scroll, wide, fundFlow }: TabProps) => {
  const range = fundFlow?.range ?? {}
  const flow = fundFlow?.flow
  // Until the filtered read answers, the look-up's latest rows.
  const shown: readonly FlowRow[] = flow?.rows ?? account.fundFlow
  const selected = Math.min(scroll, Math.max(0, shown.length - 1))
  const chosen = wide ? undefined : shown[selected]
  return (
    <>
      <Text>
        {`from ${range.from ?? '(first)'} to ${range.to ?? '(today)'} · ${flow ? `${flow.rows.length}${flow.more ? '+' : ''} rows` : 'latest rows'}`}
        {fundFlow?.loading ? ' · reading…' : ''}
        {fundFlow ? <Text dimColor>{' · f from · t to · e CSV'}</Text> : null}
      </Text>
      <TextTable
        rows={shown}
        columns={[
          { heading: 'at', width: wide ? 16 : 11, cell: (row) => timeText(row.at, wide) },
          { heading: 'type', width: 14, cell: (row) => row.type },
          { heading: 'balance', width: 15, cell: (row) => row.balance },
          { heading: 'amount', width: 12, right: true, cell: (row) => amount(row.amount) },
          { heading: 'after', width: 13, right: true, cell: (row) => amount(row.balanceAfter) },
          // The reference carries an adjustment's reason, which the investor sees too (DECISIONS §0).
          { heading: wide ? 'reference / reason' : 'ref.', width: wide ? 43 : 7, cell: (row) => row.reference || '-' },
        ]}
        limit={rows - (wide ? 2 : 4)}
        {...(wide ? { offset: scroll } : chosen ? { selected } : {})}
        empty={range.from || range.to ? 'No money movement between these days.' : 'No money movement yet.'}
      />
      {chosen ? <Text wrap="wrap">{`ref. ${chosen.reference || '-'}`}</Text> : null}
    </>
  )
}
