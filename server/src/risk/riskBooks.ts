import {
  type AccountState,
  type Balances,
  type ContractKind,
  contractRiskPosition,
  contractRiskRule,
  createRiskBook,
  exposureOf,
  type FinancingAccount,
  fromJson,
  Money,
  type PendingOrder,
  Price,
  priceTriggersOf,
  type RiskBook,
  type RiskPosition,
  type RiskRule,
  type Settings,
  Shares,
  stockRiskRule,
  type TargetHolder,
} from '@bourse/core'
import { accountExposure } from '../accounts/accountExposure.js'
import { loadAccountAt } from '../accounts/accountRepository.js'
import { accountTriggers } from '../accounts/accountTriggers.js'
import { isInconsistentAccount } from '../accounts/inconsistentAccount.js'
import { type AlertRow, activeAlertsBetween, activeAlertsOf } from '../alerts/alertRows.js'
import type { OpenContractPosition } from '../contracts/engineTypes.js'
import { activeGttsBetween, activeGttsOf, type GttRow } from '../gtt/gttRows.js'
import type { SqlConnection } from '../store/SqlConnection.js'
import { followTriggerChanges, type TriggerChanges } from '../triggerChanges/followTriggerChanges.js'
import { type AccountChanges, createAccountChanges } from './accountChanges.js'
import { createFinancingBook, type FinancingBook } from './financingBook.js'
import { createTriggerIndex, type TriggerIndex } from './triggerIndex.js'
import { watchTriggersOf } from './watchTriggers.js'

const contractKinds: readonly ContractKind[] = ['index', 'futures']

/**
 * What the risk loop knows of every holder without reading them (DECISIONS §24): the stock account's integer risk
 * book, one book per contract kind (quantities in hundredths: `eachPoint` has two decimals), the margin-financing
 * sub-accounts' book (`financingBook.ts`), the take-profit / stop-loss and pending-order triggers by code and price,
 * each account's last warning day, and the revision each account's row was built from.
 *
 * Built once from the read tables (`positions`, `pending_orders`, `accounts`, active `financing_applications`), in slices that leave the event loop
 * free between them; then patched account by account: `catchUp` reads the events stored since the last call (this
 * process's or another's) and rebuilds the rows of the accounts they changed from their states (the cache's, with
 * their exposure and triggers carried by the events), `refresh` does the same at once after the loop's own action.
 */
export interface RiskBooks {
  readonly stock: RiskBook
  readonly contracts: Readonly<Record<ContractKind, RiskBook>>
  readonly triggers: TriggerIndex
  readonly financing: FinancingBook
  /** True once built; builds at once (in one go) when no build was started. False while `build` runs. */
  ready(): boolean
  /** True once built, without building. */
  readonly built: boolean
  /** Reads the warning days again: a standby taking over learns whom the old leader warned since its build. */
  readWarnings(): void
  /** Builds the books in slices, giving the event loop a turn every 10 ms or so. */
  build(): Promise<void>
  /** Applies every change committed since the last call; at most about `budgetMs` of work when far behind. */
  catchUp(now: number, budgetMs?: number): void
  /** Rebuilds one account's rows from its stored state (after an action of the loop's own, committed). */
  refresh(userId: number): void
  /** Rebuilds an investor's alerts and GTT legs from the store (after a firing or an expiry, committed). */
  refreshWatches(userId: number, now: number): void
  /** Follows a change of the risk settings. */
  followRules(settings: Settings): void
  lastWarningDay(userId: number): string | undefined
  rememberWarning(userId: number, day: string): void
}

interface HolderRecords {
  readonly positions: Record<string, TargetHolder>
  readonly risk: RiskPosition[]
  readonly contracts: OpenContractPosition[]
  readonly pendingOrders: Record<string, PendingOrder>
}

const contractRisk = (positions: readonly OpenContractPosition[], kind: ContractKind): RiskPosition[] =>
  positions
    .filter((p) => p.kind === kind)
    .map((p) => contractRiskPosition(p.code, p.direction, p.openPoint, p.eachPoint, p.hands, Money.zero))

/** A decimal as the engine's codec stores it (`{"$dec": "12.34"}`), or undefined. */
type StoredDecimal = { readonly $dec: string } | undefined

/**
 * What the books need of a stored open stock position, read without decoding the rest of it (its quote, charges and
 * times): the first start of a server with a million positions spends its time here.
 */
const openStockPositionOf = (text: string): { readonly risk: RiskPosition; readonly targets: TargetHolder } => {
  const { position } = JSON.parse(text) as {
    position: {
      positionSn: string
      stockCode: string
      direction: 'long' | 'short'
      shares: StoredDecimal
      openPrice: StoredDecimal
      stayFees: StoredDecimal
      targets: { profitTarget?: StoredDecimal; stopLoss?: StoredDecimal }
    }
  }
  const decimal = (stored: StoredDecimal) => (stored === undefined ? undefined : Price.of(stored.$dec))
  const profitTarget = decimal(position.targets.profitTarget)
  const stopLoss = decimal(position.targets.stopLoss)
  return {
    risk: {
      symbol: position.stockCode,
      direction: position.direction,
      openPrice: Price.of((position.openPrice as { $dec: string }).$dec),
      quantity: Shares.of((position.shares as { $dec: string }).$dec),
      stayFees: Money.of(position.stayFees?.$dec ?? '0'),
    },
    targets: {
      positionSn: position.positionSn,
      stockCode: position.stockCode,
      direction: position.direction,
      targets: {
        ...(profitTarget === undefined ? {} : { profitTarget }),
        ...(stopLoss === undefined ? {} : { stopLoss }),
      },
    },
  }
}

const balancesOf = (balances: Balances, kind: 'stock' | ContractKind) => ({
  available: balances[`${kind}.available`],
  frozen: balances[`${kind}.frozen`],
})

const sameRule = (a: RiskRule, b: RiskRule) => a.stopPercent.eq(b.stopPercent) && a.remindRatio.eq(b.remindRatio)

/** How many user ids one slice of the build reads (the scale bench's holders have about 10 positions each). */
const usersPerSlice = 50
/** How long the build runs slices before it gives the event loop a turn (DECISIONS §24: no pause above 50 ms). */
const buildTurnMs = 10

/** `now` is the clock the build arms alerts by (a test server's frozen one). */
export const createRiskBooks = (db: SqlConnection, settings: Settings, now: () => number = Date.now): RiskBooks => {
  const stock = createRiskBook(stockRiskRule(settings))
  const contracts = {
    index: createRiskBook(contractRiskRule(settings), { quantityScale: 100 }),
    futures: createRiskBook(contractRiskRule(settings), { quantityScale: 100 }),
  }
  const triggers = createTriggerIndex()
  const financing = createFinancingBook(triggers)
  const revisions = new Map<number, string | null>()
  const warnings = new Map<number, string>()
  let changes: AccountChanges | undefined
  let watchChanges: TriggerChanges | undefined
  const putWatches = (userId: number, alerts: readonly AlertRow[], gtts: readonly GttRow[], now: number) =>
    triggers.replaceWatches(userId, watchTriggersOf(alerts, gtts), now)
  const refreshWatches = (userId: number, now: number) =>
    putWatches(userId, activeAlertsOf(db, userId), activeGttsOf(db, userId), now)
  let status: 'none' | 'building' | 'ready' = 'none'

  const putRecords = (userId: number, balances: Balances, records: HolderRecords) => {
    const id = String(userId)
    stock.put(id, balancesOf(balances, 'stock'), exposureOf(records.risk))
    for (const kind of contractKinds)
      contracts[kind].put(id, balancesOf(balances, kind), exposureOf(contractRisk(records.contracts, kind)))
    triggers.replaceAccount(userId, priceTriggersOf(records))
  }
  const putState = (userId: number, state: AccountState) => {
    const id = String(userId)
    stock.put(id, balancesOf(state.balances, 'stock'), accountExposure(state))
    const open = Object.values(state.contractPositions)
    for (const kind of contractKinds)
      contracts[kind].put(id, balancesOf(state.balances, kind), exposureOf(contractRisk(open, kind)))
    triggers.replaceAccount(userId, accountTriggers(state))
    financing.follow(userId, state.financings)
  }
  /** A frozen account (issue 34) leaves the books: nothing acts on it until it is repaired and changes again. */
  const dropAccount = (userId: number) => {
    const id = String(userId)
    stock.remove(id)
    for (const kind of contractKinds) contracts[kind].remove(id)
    triggers.replaceAccount(userId, priceTriggersOf({ positions: {}, pendingOrders: {} }))
  }
  const apply = (userId: number, revision: string | null) => {
    if (revisions.get(userId) === revision) return
    try {
      putState(userId, loadAccountAt(db, userId, revision))
    } catch (error) {
      // The account was named where it was found frozen (the server's log); the others go on.
      if (!isInconsistentAccount(error)) throw error
      dropAccount(userId)
    }
    revisions.set(userId, revision)
  }

  const readSlice = (first: number, last: number) => {
    const records = new Map<number, HolderRecords>()
    const of = (userId: number) => {
      let held = records.get(userId)
      if (held === undefined) {
        held = { positions: {}, risk: [], contracts: [], pendingOrders: {} }
        records.set(userId, held)
      }
      return held
    }
    // The revisions first: a command committed while this slice reads (another process's, on PostgreSQL) leaves a
    // newer revision than the one kept here, so the first `catchUp` rebuilds that account from its state.
    const accounts = db
      .prepare('SELECT user_id AS userId, balances, revision FROM accounts WHERE user_id BETWEEN ? AND ?')
      .all(first, last) as { userId: number; balances: string | null; revision: string | null }[]
    const positions = db
      .prepare('SELECT user_id AS userId, kind, data FROM positions WHERE user_id BETWEEN ? AND ? AND state = 0')
      .all(first, last) as { userId: number; kind: string; data: string }[]
    for (const row of positions) {
      const held = of(row.userId)
      if (row.kind === 'stock') {
        const { risk, targets } = openStockPositionOf(row.data)
        held.positions[targets.positionSn] = targets
        held.risk.push(risk)
      } else held.contracts.push(fromJson<{ position: OpenContractPosition }>(row.data).position)
    }
    const orders = db
      .prepare('SELECT user_id AS userId, data FROM pending_orders WHERE user_id BETWEEN ? AND ? AND status = 0')
      .all(first, last) as { userId: number; data: string }[]
    for (const row of orders) {
      const order = fromJson<PendingOrder>(row.data)
      of(row.userId).pendingOrders[order.orderId] = order
    }
    const subaccounts = db
      .prepare(
        'SELECT user_id AS userId, data FROM financing_applications WHERE user_id BETWEEN ? AND ? AND status = 1',
      )
      .all(first, last) as { userId: number; data: string }[]
    for (const row of subaccounts) {
      const record = fromJson<FinancingAccount>(row.data)
      financing.follow(row.userId, { [record.id]: record })
    }
    readWatches(first, last)
    for (const row of accounts) {
      const held = records.get(row.userId)
      if (held === undefined || row.balances === null) continue
      putRecords(row.userId, fromJson<Balances>(row.balances), held)
      revisions.set(row.userId, row.revision)
    }
  }

  /** The alerts and GTTs of a slice of users (armed by now: the build's own clock is the store's). */
  const readWatches = (first: number, last: number) => {
    const byUser = new Map<number, { alerts: AlertRow[]; gtts: GttRow[] }>()
    const of = (userId: number) => {
      let held = byUser.get(userId)
      if (held === undefined) {
        held = { alerts: [], gtts: [] }
        byUser.set(userId, held)
      }
      return held
    }
    for (const alert of activeAlertsBetween(db, first, last)) of(alert.userId).alerts.push(alert)
    for (const gtt of activeGttsBetween(db, first, last)) of(gtt.userId).gtts.push(gtt)
    const at = now()
    for (const [userId, held] of byUser) putWatches(userId, held.alerts, held.gtts, at)
  }

  /** The last warning day of each warned account and sub-account (one row each: warned ones only). */
  const readWarnings = (): void => {
    for (const row of db.prepare('SELECT user_id AS userId, last_warning_day AS day FROM risk_warnings').all() as {
      userId: number
      day: string
    }[])
      warnings.set(row.userId, row.day)
    for (const row of db
      .prepare('SELECT application_id AS id, last_warning_day AS day FROM financing_warnings')
      .all() as { id: number; day: string }[])
      financing.rememberWarning(row.id, row.day)
  }

  /** The build as slices, each a function; the caller runs them in one go or one per turn. */
  const slices = (): (() => void)[] => {
    // Changes are read from here on: whatever a slice reads stale is rebuilt by the first `catchUp`.
    changes = createAccountChanges(db)
    watchChanges = followTriggerChanges(db)
    readWarnings()
    // By ranges of user ids (each read by an index range), so no query reads every holder at once.
    const last = (db.prepare('SELECT MAX(id) AS id FROM users').get() as { id: number | null }).id ?? 0
    const work: (() => void)[] = []
    for (let first = 1; first <= last; first += usersPerSlice) {
      const from = first
      work.push(() => readSlice(from, from + usersPerSlice - 1))
    }
    return work
  }

  return {
    stock,
    contracts,
    triggers,
    financing,
    get built() {
      return status === 'ready'
    },
    readWarnings,
    ready: () => {
      if (status === 'none') {
        for (const slice of slices()) slice()
        status = 'ready'
      }
      return status === 'ready'
    },
    build: async () => {
      if (status !== 'none') return
      status = 'building'
      let turn = performance.now()
      for (const slice of slices()) {
        slice()
        if (performance.now() - turn < buildTurnMs) continue
        await new Promise((resolve) => setImmediate(resolve))
        turn = performance.now()
      }
      status = 'ready'
    },
    catchUp: (now, budgetMs = 30) => {
      if (changes === undefined) return
      const started = performance.now()
      do for (const { userId, revision } of changes.next(now)) apply(userId, revision)
      while (changes.behind && performance.now() - started < budgetMs)
      if (watchChanges === undefined) return
      do for (const userId of watchChanges.next(now)) refreshWatches(userId, now)
      while (watchChanges.behind && performance.now() - started < budgetMs)
    },
    refreshWatches,
    refresh: (userId) => {
      const row = db.prepare('SELECT revision FROM accounts WHERE user_id = ?').get(userId) as
        | { revision: string | null }
        | undefined
      if (row !== undefined) apply(userId, row.revision)
    },
    followRules: (current) => {
      const stockRule = stockRiskRule(current)
      if (!sameRule(stock.rule, stockRule)) stock.setRule(stockRule)
      const contractRule = contractRiskRule(current)
      for (const kind of contractKinds)
        if (!sameRule(contracts[kind].rule, contractRule)) contracts[kind].setRule(contractRule)
    },
    lastWarningDay: (userId) => warnings.get(userId),
    rememberWarning: (userId, day) => {
      warnings.set(userId, day)
    },
  }
}
