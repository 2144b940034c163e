import {
  type AccountState,
  type LiveConnectionState,
  liquidationDistances,
  type PagedListState,
  type Position,
  type StaffStore,
  stockLiquidationLine,
  useAccount,
  usePagedList,
  useStaffStore,
  type WatchlistRow,
} from '@bourse/react-hooks'
import { Box, Text, useApp, useInput } from 'ink'
import { useEffect, useRef, useState } from 'react'
import { HelpOverlay, type KeyHelp } from '../terminal/HelpOverlay.js'
import { amount, TextTable } from '../terminal/textTable.js'

/** The watch screen's keys, as `?` shows them. */
export const watchKeys: KeyHelp = [
  ['r', 'refresh now (quotes and positions are live; read every 5 s while the live feed is down)'],
  ['?', 'this help'],
  ['q  Ctrl-C', 'quit'],
]

/** A local time as HH:MM:SS. */
const clockText = (at: number) => new Date(at).toTimeString().slice(0, 8)

const noRows: readonly Position[] = []

export interface WatchProps {
  readonly phone: string
  readonly server: string
  /** The account and its open rows (the positions shown, as the web's /warehouse draws them). */
  readonly account: StaffStore<AccountState>
  readonly watchlist: StaffStore<PagedListState<WatchlistRow, string>>
  /** Refreshes everything now (the `r` key). */
  readonly refresh: () => Promise<void>
  /** Keeps the stores live while the screen is up (the socket, or REST while it is down); answers the stop. */
  readonly start: () => () => void
  /** The live socket, for the line that says the feed is silent and since when. */
  readonly feed: StaffStore<LiveConnectionState>
}

/**
 * `bourse watch` (80×24): the investor's watchlist with live prices and change, and their open stock positions with
 * live P&L and the price at which each would liquidate the account (core `liquidationPrice`, as the web shows it).
 */
export const WatchApp = ({ phone, server, account, watchlist, refresh, start, feed }: WatchProps) => {
  const { exit } = useApp()
  const [help, setHelpState] = useState(false)
  // The key handler reads `help` through a ref: Ink may keep an earlier handler between renders.
  const helpShown = useRef(false)
  const setHelp = (next: boolean) => {
    helpShown.current = next
    setHelpState(next)
  }
  const user = useAccount(account, (state) => state.user)
  const settings = useAccount(account, (state) => state.settings)
  const favourites = usePagedList(watchlist, (state) => state.items)
  const open = useAccount(account, (state) => state.openRows?.stock ?? noRows)
  const accountFailure = useAccount(account, (state) => state.failure)
  const watchlistFailure = usePagedList(watchlist, (state) => state.failure)
  const failure = accountFailure ?? watchlistFailure
  // While the live feed is silent, when the figures were last known current (nothing once it speaks again).
  const silentSince = useStaffStore(feed, (state) => (state.silent ? (state.heardAt ?? 0) : undefined))
  // When the data on screen was last read whole: shown while the server cannot be reached.
  const [readAt, setReadAt] = useState<number | undefined>(undefined)
  // The lists as last read whole: a refresh empties them before it asks, so an unreachable server would blank them.
  const lastRead = useRef({ favourites, open })
  const loading = usePagedList(watchlist, (state) => state.loading)
  useEffect(() => {
    if (failure !== undefined || user === undefined || loading) return
    lastRead.current = { favourites, open }
    setReadAt(Date.now())
  }, [failure, user, favourites, open, loading])
  const gone = failure?.kind === 'signedOut' ? 'session' : failure?.kind === 'network' ? 'server' : undefined
  const shown = gone === 'server' ? lastRead.current : { favourites, open }
  useEffect(() => start(), [start])
  useInput((input) => {
    if (helpShown.current) setHelp(false)
    else if (input === '?') setHelp(true)
    else if (input === 'q') exit()
    else if (input === 'r') void refresh()
  })
  const distances = user && settings ? liquidationDistances(open, user, settings) : new Map()
  const line = user && settings ? stockLiquidationLine(user, settings).toFixed(2) : '-'
  return (
    <Box flexDirection="column" width={80}>
      <Text>
        <Text bold color="cyan">
          Bourse watch
        </Text>
        {`  ${phone} @ ${server}`}
      </Text>
      {gone === 'session' ? (
        <Text color="red">Session ended — sign in again with `bourse login`, then `bourse watch`.</Text>
      ) : gone === 'server' ? (
        <Text color="red">{`Server unreachable — ${readAt === undefined ? 'nothing read yet' : `showing data from ${clockText(readAt)}`}`}</Text>
      ) : silentSince !== undefined ? (
        <Text color="yellow">
          {silentSince === 0
            ? 'Live feed silent — no live price yet'
            : `Live feed silent — figures as of ${clockText(silentSince)}, not current`}
        </Text>
      ) : null}
      {help ? (
        <HelpOverlay title="Bourse watch" keys={watchKeys} />
      ) : gone === 'session' ? null : (
        <>
          <Text bold>Watchlist</Text>
          <TextTable
            rows={shown.favourites}
            columns={[
              { heading: 'code', width: 8, cell: (row) => row.stockCode },
              { heading: 'name', width: 28, cell: (row) => row.stockName },
              { heading: 'price', width: 10, right: true, cell: (row) => amount(row.nowPrice) },
              { heading: 'change %', width: 9, right: true, cell: (row) => amount(row.hcrate) },
            ]}
            limit={7}
            empty={gone ? 'No data.' : 'Your watchlist is empty.'}
          />
          <Text bold>
            {`Positions  available ${amount(user?.enableAmt)}  frozen ${amount(user?.allFreezAmt)}  liquidation line ${line}`}
          </Text>
          <TextTable
            rows={shown.open}
            columns={[
              { heading: 'code', width: 8, cell: (p) => p.stockCode },
              { heading: 'side', width: 5, cell: (p) => p.orderDirection },
              { heading: 'shares', width: 7, right: true, cell: (p) => String(p.orderNum) },
              { heading: 'open', width: 9, right: true, cell: (p) => amount(p.buyOrderPrice) },
              { heading: 'now', width: 9, right: true, cell: (p) => amount(p.now_price) },
              { heading: 'P&L', width: 11, right: true, cell: (p) => amount(p.profitAndLose) },
              { heading: 'liq.price', width: 9, right: true, cell: (p) => amount(distances.get(p.positionSn)?.price) },
              {
                heading: 'distance',
                width: 9,
                right: true,
                cell: (p) => amount(distances.get(p.positionSn)?.distance),
              },
            ]}
            limit={7}
            empty={gone ? 'No data.' : 'No open position.'}
          />
        </>
      )}
      <Text dimColor>r refresh · ? help · q quit · simulated brokerage</Text>
    </Box>
  )
}
