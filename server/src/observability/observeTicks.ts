import type { FastifyBaseLogger } from 'fastify'
import type { MarketTick } from '../market/MarketService.js'
import type { RiskAction } from '../risk/riskAction.js'
import type { RiskLoop } from '../risk/riskLoop.js'
import type { Metrics } from './metrics.js'
import type { TickWatch } from './readiness.js'

const liquidations = new Set<RiskAction['type']>(['liquidateStockAccount', 'liquidateContractAccount'])

/** What a risk pass's answer tells the log and the metrics — the one place that reads `runOnce`'s result. */
const riskPassCounts = (actions: readonly RiskAction[], checked: number) => {
  const stayFees = actions.filter((action) => action.type === 'accrueStayFees')
  return {
    actions: actions.length,
    checked,
    liquidated: new Set(actions.filter((action) => liquidations.has(action.type)).map((action) => action.userId)).size,
    closedDays: [...new Set(stayFees.map((action) => action.ref))],
    stayFeeAccounts: new Set(stayFees.map((action) => action.userId)).size,
  }
}

const millis = (from: number) => Math.round((performance.now() - from) * 10) / 10

/** Runs one risk pass, timed and counted; one log line with its outcome (debug when it did nothing). */
const observedRiskPass = (risk: RiskLoop, log: FastifyBaseLogger, metrics: Metrics | undefined, at: number) => {
  const started = performance.now()
  try {
    const counts = riskPassCounts(risk.runOnce(at), risk.checked)
    const ms = millis(started)
    metrics?.riskPassDuration.observe(ms / 1000)
    metrics?.accountsChecked.inc(counts.checked)
    metrics?.accountsLiquidated.inc(counts.liquidated)
    const line = { ms, actions: counts.actions, liquidated: counts.liquidated, checked: counts.checked }
    if (counts.actions > 0) log.info(line, 'risk pass')
    else log.debug(line, 'risk pass')
    if (counts.closedDays.length > 0) {
      log.info({ days: counts.closedDays, stayFeeAccounts: counts.stayFeeAccounts }, 'day close')
    }
  } catch (error) {
    metrics?.riskPassFailures.inc()
    log.error({ err: error, ms: millis(started) }, 'risk pass failed')
  }
}

/**
 * The market's tick listener at `openBourse`'s call site: notes the tick for `/ready`, runs the risk pass when the
 * loop runs on ticks (`risk` given), and times the whole tick from its price step to the end of the pass.
 */
export const observeTicks =
  (watch: TickWatch, risk: RiskLoop | undefined, log: FastifyBaseLogger, metrics: Metrics | undefined) =>
  (tick: MarketTick): void => {
    watch.lastTickAt = performance.now()
    if (risk) observedRiskPass(risk, log, metrics, tick.at)
    if (tick.startedAt !== undefined) metrics?.tickDuration.observe((performance.now() - tick.startedAt) / 1000)
  }
