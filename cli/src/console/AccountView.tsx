import {
  type AccountLookupState,
  type AccountTab,
  accountTabs,
  type StaffStore,
  type UserSearchState,
  useStaffStore,
} from '@bourse/react-hooks'
import { Box, Text } from 'ink'
import { frozenText } from '../internal/frozenText.js'
import { amount, minuteText, TextTable } from '../terminal/textTable.js'
import { ClosedPositions, FundFlow, type FundFlowShown, Sessions, type TabProps } from './accountTabViews.js'

const tabTitles: Record<AccountTab, string> = {
  balances: 'Balances',
  positions: 'Positions',
  orders: 'Orders',
  fundFlow: 'Fund flow',
  withdrawals: 'Money',
  financing: 'Financing',
  welfare: 'Welfare',
  identity: 'Identity',
  closedPositions: 'Closed',
  sessions: 'Sessions',
}

// Under 120 columns every tab must fit one line of 80.
const narrowTitles: Partial<Record<AccountTab, string>> = {
  positions: 'Open',
  fundFlow: 'Flow',
  financing: 'Finance',
  identity: 'ID',
}

const financingStates = ['pending review', 'active', 'rejected', 'expired', 'ended']
const welfareStates = ['under review', 'approved', 'rejected']

const kycStates = ['not verified', 'under review', 'approved', 'rejected']

type Row = Readonly<Record<string, unknown>>

const Balances = ({ account, rows, scroll }: TabProps) => (
  <>
    <TextTable
      rows={Object.entries(account.balances)}
      columns={[
        { heading: 'balance', width: 22, cell: ([name]) => name },
        { heading: 'amount', width: 16, right: true, cell: ([, value]) => amount(value) },
      ]}
      limit={rows}
      offset={scroll}
      empty="No balance."
    />
  </>
)

const Positions = ({ account, rows, scroll }: TabProps) => (
  <>
    {account.risk.length === 0 ? (
      <Text>No open position: no liquidation line.</Text>
    ) : (
      account.risk.map((risk) => (
        <Text key={risk.account}>
          {`${risk.account.padEnd(8)} line ${amount(risk.liquidationLine)}  floating ${amount(risk.floating)}  distance ${amount(risk.distance)}`}
        </Text>
      ))
    )}
    <TextTable
      rows={account.positions}
      columns={[
        { heading: 'code', width: 8, cell: (p) => p.code },
        { heading: 'side', width: 5, cell: (p) => p.direction },
        { heading: 'qty', width: 6, right: true, cell: (p) => p.quantity },
        { heading: 'open', width: 9, right: true, cell: (p) => p.openPrice },
        { heading: 'now', width: 9, right: true, cell: (p) => p.nowPrice },
        { heading: 'P&L', width: 11, right: true, cell: (p) => amount(p.profitAndLoss) },
        {
          heading: 'liq.price',
          width: 10,
          right: true,
          cell: (p) => (p.liquidationPrice ? amount(p.liquidationPrice) : '-'),
        },
        { heading: 'margin', width: 12, right: true, cell: (p) => amount(p.margin) },
      ]}
      limit={Math.max(3, rows - account.risk.length - 2)}
      offset={scroll}
      empty="No open position."
    />
  </>
)

const listOf = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : [])

/** Pending orders, then the investor's GTT orders and price alerts (issue 30) when there are any. */
const Orders = ({ account, rows, scroll }: TabProps) => {
  const gtts = listOf(account.sections.gtt)
  const alerts = listOf(account.sections.alerts)
  const watched = gtts.length + alerts.length
  return (
    <>
      <TextTable
        rows={account.pendingOrders}
        columns={[
          { heading: 'id', width: 6, cell: (row) => row.id },
          { heading: 'code', width: 8, cell: (row) => row.code },
          { heading: 'side', width: 5, cell: (row) => row.direction },
          { heading: 'shares', width: 8, right: true, cell: (row) => row.shares },
          { heading: 'target', width: 10, right: true, cell: (row) => row.targetPrice },
          { heading: 'reserved', width: 13, right: true, cell: (row) => amount(row.reserved) },
        ]}
        limit={watched > 0 ? Math.max(3, Math.floor((rows - 2) / 2)) : rows - 1}
        offset={scroll}
        empty="No pending order."
      />
      {watched > 0 ? (
        <TextTable
          rows={[
            ...gtts.map((gtt) => ({
              kind: `GTT ${String(gtt.type)}`,
              code: gtt.code,
              what: gtt.legs,
              status: gtt.status,
            })),
            ...alerts.map((alert) => ({
              kind: `alert ${String(alert.repeat)}`,
              code: alert.code,
              what: alert.condition,
              status: alert.status,
            })),
          ]}
          columns={[
            { heading: 'GTT / alert', width: 12, cell: (row) => String(row.kind) },
            { heading: 'code', width: 8, cell: (row) => String(row.code) },
            { heading: 'condition', width: 40, cell: (row) => String(row.what) },
            { heading: 'status', width: 10, cell: (row) => String(row.status) },
          ]}
          limit={Math.max(3, Math.ceil((rows - 2) / 2))}
          offset={0}
          empty=""
        />
      ) : null}
    </>
  )
}

const Financing = ({ account, rows, scroll }: TabProps) => {
  const applications = (Array.isArray(account.sections.financing) ? account.sections.financing : []) as Row[]
  return (
    <TextTable
      rows={applications}
      columns={[
        { heading: 'id', width: 4, cell: (row) => String(row.id) },
        { heading: 'status', width: 14, cell: (row) => financingStates[Number(row.status)] ?? String(row.status) },
        { heading: 'margin', width: 12, right: true, cell: (row) => amount(row.margin) },
        { heading: 'lever', width: 5, right: true, cell: (row) => String(row.lever) },
        { heading: 'available', width: 12, right: true, cell: (row) => amount(row.available) },
        { heading: 'warning', width: 12, right: true, cell: (row) => amount(row.warningLine) },
        { heading: 'unwind', width: 12, right: true, cell: (row) => amount(row.unwindLine) },
      ]}
      limit={rows - 1}
      offset={scroll}
      empty="No financing application."
    />
  )
}

const Welfare = ({ account }: TabProps) => {
  const welfare = account.sections.welfare as Row | null | undefined
  if (!welfare) return <Text>No welfare application.</Text>
  return (
    <>
      <Text>{`Code        ${String(welfare.code)}`}</Text>
      <Text>{`Amount      ${amount(welfare.amount)}`}</Text>
      <Text>{`Status      ${welfareStates[Number(welfare.status)] ?? String(welfare.status)}`}</Text>
      <Text>{`Applied     ${minuteText(welfare.applyTime)}`}</Text>
      <Text>{`Reviewed    ${minuteText(welfare.reviewTime)} ${welfare.reviewedBy ? `by ${String(welfare.reviewedBy)}` : ''}`}</Text>
      {welfare.reason ? <Text>{`Reason      ${String(welfare.reason)}`}</Text> : null}
    </>
  )
}

const Withdrawals = ({ account }: TabProps) => {
  const funds = (account.sections.funds ?? {}) as { withdrawalsUnderReview?: Row[]; rechargesWaiting?: Row[] }
  return (
    <>
      <Text bold>Withdrawals under review</Text>
      <TextTable
        rows={funds.withdrawalsUnderReview ?? []}
        columns={[
          { heading: 'id', width: 6, cell: (row) => String(row.id) },
          { heading: 'amount', width: 11, right: true, cell: (row) => amount(row.amount) },
          { heading: 'fee', width: 8, right: true, cell: (row) => amount(row.fee) },
          { heading: 'bank', width: 22, cell: (row) => `${String(row.bankName)} ${String(row.bankNo)}` },
          { heading: 'applied', width: 16, cell: (row) => minuteText(row.appliedAt) },
        ]}
        limit={4}
        empty="None."
      />
      <Text bold>Recharges waiting</Text>
      <TextTable
        rows={funds.rechargesWaiting ?? []}
        columns={[
          { heading: 'orderSn', width: 32, cell: (row) => String(row.orderSn) },
          { heading: 'amount', width: 11, right: true, cell: (row) => amount(row.amount) },
          { heading: 'created', width: 16, cell: (row) => minuteText(row.createdAt) },
        ]}
        limit={3}
        empty="None."
      />
    </>
  )
}

const Identity = ({ account }: TabProps) => {
  const identity = (account.sections.identity ?? {}) as {
    kyc?: { isActive?: number; realName?: string; idCard?: string; authMsg?: string | null }
    bankCard?: { bankName?: string; bankNo?: string; ifscCode?: string; payeeName?: string } | null
  }
  const kyc = identity.kyc
  const card = identity.bankCard
  return (
    <>
      <Text>{`Real name   ${kyc?.realName || account.user.realName || '-'}`}</Text>
      <Text>{`KYC         ${kycStates[kyc?.isActive ?? account.user.isActive] ?? '-'}${kyc?.authMsg ? ` (${kyc.authMsg})` : ''}`}</Text>
      <Text>{`ID number   ${kyc?.idCard || '-'}`}</Text>
      <Text>{`Bank card   ${card ? `${card.bankName ?? ''} ${card.bankNo ?? ''} ${card.ifscCode ?? ''}` : 'none'}`}</Text>
      <Text>{`Payee       ${card?.payeeName ?? '-'}`}</Text>
      <Text>{`Since       ${minuteText(account.user.createdAt)}`}</Text>
    </>
  )
}

const tabViews: Record<AccountTab, (props: TabProps) => React.JSX.Element> = {
  balances: Balances,
  positions: Positions,
  orders: Orders,
  fundFlow: FundFlow,
  withdrawals: Withdrawals,
  financing: Financing,
  welfare: Welfare,
  identity: Identity,
  closedPositions: ClosedPositions,
  sessions: Sessions,
}

/** The search box: a phone opens the account, anything else lists the investors it finds (↑↓, Enter opens). */
const SearchBox = ({
  search,
  query,
  looking,
  error,
  rows,
}: {
  readonly search: StaffStore<UserSearchState>
  readonly query: string
  readonly looking: boolean
  readonly error: string | undefined
  readonly rows: number
}) => {
  const found = useStaffStore(search, (state) => state)
  return (
    <Box flexDirection="column">
      <Text>
        {'Find: '}
        <Text inverse>{`${query}${'_'.repeat(Math.max(1, 24 - [...query].length))}`}</Text>
        {looking || found.loading ? '  looking…' : '  phone, name, last 4, record · Enter'}
      </Text>
      {error || found.error ? <Text color="red">{error ?? found.error}</Text> : null}
      {found.searched !== undefined ? (
        <TextTable
          rows={found.hits}
          columns={[
            { heading: 'phone', width: 10, cell: (hit) => hit.phone },
            { heading: 'name', width: 20, cell: (hit) => hit.realName || '-' },
            { heading: 'KYC', width: 12, cell: (hit) => kycStates[hit.isActive] ?? '-' },
            { heading: 'found by', width: 32, cell: (hit) => hit.detail },
          ]}
          limit={rows - 2}
          selected={found.selected}
          empty={`No investor matches "${found.searched}".`}
        />
      ) : null}
    </Box>
  )
}

/** A local time as HH:MM:SS. */
const clockText = (at: number) => new Date(at).toTimeString().slice(0, 8)

/** A failure of the network rather than a refusal by the server. */
const isUnreachable = (error: string) => /fetch failed|ECONN|network|socket|timed? ?out/i.test(error)

/** The account screen: the phone search box, or the account found with its tabs, filling `rows`. */
export const AccountView = ({
  store,
  rows,
  scroll,
  wide,
  search,
  query,
  fundFlow,
  keyHint,
}: {
  readonly store: StaffStore<AccountLookupState>
  readonly rows: number
  readonly scroll: number
  readonly wide: boolean
  readonly search?: StaffStore<UserSearchState>
  readonly query?: string
  /** The Fund flow tab's days and rows (`useAccountTabKeys`). */
  readonly fundFlow?: FundFlowShown | undefined
  /** The keys the tab offers the member, shown under it. */
  readonly keyHint?: (tab: AccountTab) => string | undefined
}) => {
  const { phone, account, loading, error, tab, loadedAt } = useStaffStore(store, (state) => state)
  if (account === undefined)
    return search && query !== undefined ? (
      <SearchBox search={search} query={query} looking={loading} error={error} rows={rows} />
    ) : (
      <Box flexDirection="column">
        <Text>
          {'Phone: '}
          <Text inverse>{phone.padEnd(10, '_')}</Text>
          {loading ? '  looking up…' : '  (Enter to look up)'}
        </Text>
        {error ? <Text color="red">{error}</Text> : null}
      </Box>
    )
  const View = tabViews[tab]
  const hint = keyHint?.(tab)
  return (
    <Box flexDirection="column">
      <Text bold>
        {`${account.user.phone}  ${account.user.realName || '(no real name)'}  KYC ${kycStates[account.user.isActive] ?? '-'}`}
        {loading ? '  refreshing…' : ''}
      </Text>
      {account.frozen ? (
        <Text color="red" wrap="truncate-end">{`FROZEN: ${frozenText(account.user.phone, account.frozen)}`}</Text>
      ) : null}
      <Text>
        {accountTabs.map((name) => (
          <Text key={name} inverse={name === tab}>{` ${(!wide && narrowTitles[name]) || tabTitles[name]} `}</Text>
        ))}
      </Text>
      {error ? (
        <Text color="red">
          {isUnreachable(error) && loadedAt !== undefined
            ? `Server unreachable — showing data from ${clockText(loadedAt)}`
            : `${error}${loadedAt !== undefined ? ` — showing data from ${clockText(loadedAt)}` : ''}`}
        </Text>
      ) : null}
      <View account={account} rows={rows - (hint ? 4 : 3)} scroll={scroll} wide={wide} fundFlow={fundFlow} />
      {hint ? <Text dimColor>{hint}</Text> : null}
    </Box>
  )
}
