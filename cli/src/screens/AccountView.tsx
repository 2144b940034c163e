import {
  type AccountLookupState,
  type AccountTab,
  accountTabs,
  type LookedUpAccount,
  type StaffStore,
  useStaffStore,
} from '@bourse/react-hooks'
import { Box, Text } from 'ink'
import { amount, minuteText, TextTable } from './textTable.js'

const tabTitles: Record<AccountTab, string> = {
  balances: 'Balances',
  positions: 'Positions',
  fundFlow: 'Fund flow',
  withdrawals: 'Withdrawals',
  identity: 'Identity',
}

const kycStates = ['not verified', 'under review', 'approved', 'rejected']

/** The rows the content area has in an 80×24 terminal (headers, tabs and bars take the rest). */
const contentRows = 12

type Row = Readonly<Record<string, unknown>>

const Balances = ({ account }: { readonly account: LookedUpAccount }) => (
  <>
    <TextTable
      rows={Object.entries(account.balances)}
      columns={[
        { heading: 'balance', width: 22, cell: ([name]) => name },
        { heading: 'amount', width: 16, right: true, cell: ([, value]) => amount(value) },
      ]}
      limit={10}
      empty="No balance."
    />
  </>
)

const Positions = ({ account }: { readonly account: LookedUpAccount }) => (
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
        { heading: 'liq.price', width: 9, right: true, cell: (p) => p.liquidationPrice || '-' },
        { heading: 'margin', width: 12, right: true, cell: (p) => amount(p.margin) },
      ]}
      limit={contentRows - 4}
      empty="No open position."
    />
  </>
)

const FundFlow = ({ account }: { readonly account: LookedUpAccount }) => (
  <TextTable
    rows={account.fundFlow}
    columns={[
      { heading: 'at', width: 16, cell: (row) => minuteText(row.at) },
      { heading: 'type', width: 18, cell: (row) => row.type },
      { heading: 'balance', width: 17, cell: (row) => row.balance },
      { heading: 'amount', width: 11, right: true, cell: (row) => amount(row.amount) },
      { heading: 'after', width: 12, right: true, cell: (row) => amount(row.balanceAfter) },
    ]}
    limit={contentRows - 1}
    empty="No money movement yet."
  />
)

const Withdrawals = ({ account }: { readonly account: LookedUpAccount }) => {
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
          { heading: 'orderSn', width: 24, cell: (row) => String(row.orderSn) },
          { heading: 'amount', width: 11, right: true, cell: (row) => amount(row.amount) },
          { heading: 'created', width: 16, cell: (row) => minuteText(row.createdAt) },
        ]}
        limit={3}
        empty="None."
      />
    </>
  )
}

const Identity = ({ account }: { readonly account: LookedUpAccount }) => {
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

const tabViews: Record<AccountTab, (props: { readonly account: LookedUpAccount }) => React.JSX.Element> = {
  balances: Balances,
  positions: Positions,
  fundFlow: FundFlow,
  withdrawals: Withdrawals,
  identity: Identity,
}

/** The account screen: the phone search box, or the account found with its tabs. */
export const AccountView = ({ store }: { readonly store: StaffStore<AccountLookupState> }) => {
  const { phone, account, loading, error, tab } = useStaffStore(store, (state) => state)
  if (account === undefined)
    return (
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
  return (
    <Box flexDirection="column">
      <Text bold>
        {`${account.user.phone}  ${account.user.realName || '(no real name)'}  KYC ${kycStates[account.user.isActive] ?? '-'}`}
        {loading ? '  refreshing…' : ''}
      </Text>
      <Text>
        {accountTabs.map((name) => (
          <Text key={name} inverse={name === tab}>{` ${tabTitles[name]} `}</Text>
        ))}
      </Text>
      {error ? <Text color="red">{error}</Text> : null}
      <View account={account} />
    </Box>
  )
}
