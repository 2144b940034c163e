import { Alerts, type Api, Gtt, type MessageKey, Price, translate } from '@bourse/core'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { ApiClient, ApiFailure, ApiResult } from '../apiClient.js'
import { createMutation } from '../createMutation.js'
import type { LiveConnection } from '../live/liveConnection.js'
import { type MoneyOutcome, refusedBy, refusedWith } from '../wallet/moneyOutcome.js'

export type WatchAlert = Api.DataOf<'/user/alert/list.do'>[number]
export type WatchGtt = Api.DataOf<'/user/gtt/list.do'>[number]

/** One leg as the form holds it: prices as typed, hands (the wire's `buyNum` is shares: hands × 100). */
export interface GttLegDraft {
  readonly triggerPrice: string
  readonly limitPrice: string
  /** 0 long ("buy up"), 1 short ("buy fall"). */
  readonly buyType: 0 | 1
  readonly hands: number
  readonly lever: number
}

/** A GTT as the form sends it: the price the investor saw and one leg (single) or two (OCO). */
export interface GttDraft {
  readonly code: string
  readonly type: Gtt.GttType
  readonly lastPrice: string
  readonly legs: readonly GttLegDraft[]
}

export interface WatchState {
  /** The investor's alerts (every status but deleted), undefined until loaded. */
  readonly alerts: readonly WatchAlert[] | undefined
  readonly gtts: readonly WatchGtt[] | undefined
  readonly failure: ApiFailure | undefined
  /** Reads both lists. */
  load(): Promise<void>
  addAlert(form: Alerts.AlertForm): Promise<MoneyOutcome>
  /** A new condition for an alert (its code stays). */
  updateAlert(id: number, form: Alerts.AlertForm): Promise<MoneyOutcome>
  /** Disables an active alert, or arms a disabled or fired one again. */
  setAlertEnabled(id: number, enabled: boolean): Promise<MoneyOutcome>
  deleteAlert(id: number): Promise<MoneyOutcome>
  addGtt(draft: GttDraft): Promise<MoneyOutcome>
  /** New legs for an active GTT, with the price the investor sees now. */
  updateGtt(id: number, draft: GttDraft): Promise<MoneyOutcome>
  /** Cancels an active GTT (it stays listed as cancelled); one that is over leaves the list. */
  deleteGtt(id: number): Promise<MoneyOutcome>
  /** Reads the lists again whenever the live socket reports an alert or a GTT change; answers the unsubscribe. */
  follow(live: LiveConnection): () => void
}

/** The wire's legs: JSON of `{triggerPrice, buyType, buyNum, lever, limitPrice}`, `buyNum` in shares. */
export const gttLegsWire = (legs: readonly GttLegDraft[]) =>
  legs.map((leg) => ({
    triggerPrice: leg.triggerPrice.trim(),
    buyType: leg.buyType,
    buyNum: leg.hands * 100,
    lever: leg.lever,
    limitPrice: leg.limitPrice.trim(),
  }))

/** Core's GTT rules against the price the investor sees (the server checks again against its own). */
const gttRefusal = (draft: GttDraft, active: number) => {
  const seen = /^\d{1,10}(\.\d{1,2})?$/.test(draft.lastPrice) ? Price.of(draft.lastPrice) : undefined
  if (seen === undefined || !seen.gt(0)) return undefined
  const checked = Gtt.checkGttForm(
    { type: draft.type, lastPrice: draft.lastPrice, legs: gttLegsWire(draft.legs) },
    { serverPrice: seen, active },
  )
  return checked.ok ? undefined : checked.error
}

/** The form's text fields as the wire takes them: empty ones left out. */
const alertWire = (form: Alerts.AlertForm) => ({
  field: form.field,
  op: form.op,
  ...(form.value?.trim() ? { value: form.value.trim() } : {}),
  ...(form.otherCode?.trim() ? { otherCode: form.otherCode.trim() } : {}),
  ...(form.repeat ? { repeat: form.repeat } : {}),
})

/**
 * The investor's price alerts and GTT orders (issue 30): both lists, add / edit / disable / delete with core's rules
 * checked first (the 200 alerts and 250 active GTTs, values, trigger distances) and the server's refusal shown as it
 * says it; a firing reported on the live socket's account channel reads the lists again.
 */
export const createWatchStore = (client: ApiClient): StoreApi<WatchState> => {
  const addingAlert = createMutation(client, '/user/alert/add.do')
  const updatingAlert = createMutation(client, '/user/alert/update.do')
  const deletingAlert = createMutation(client, '/user/alert/del.do')
  const addingGtt = createMutation(client, '/user/gtt/add.do')
  const updatingGtt = createMutation(client, '/user/gtt/update.do')
  const deletingGtt = createMutation(client, '/user/gtt/del.do')
  return createStore<WatchState>()((set, get) => {
    const done = async (result: ApiResult<unknown>, key: MessageKey): Promise<MoneyOutcome> => {
      if (!result.ok) return refusedWith(result.failure)
      await get().load()
      return { ok: true, msg: translate(key, client.language()) }
    }
    const held = () => get().alerts?.length ?? 0
    const activeGtts = () => get().gtts?.filter((gtt) => gtt.status === 'active').length ?? 0
    return {
      alerts: undefined,
      gtts: undefined,
      failure: undefined,
      load: async () => {
        const [alerts, gtts] = await Promise.all([
          client.call('/user/alert/list.do', {}),
          client.call('/user/gtt/list.do', {}),
        ])
        if (!alerts.ok) return set({ failure: alerts.failure })
        if (!gtts.ok) return set({ failure: gtts.failure })
        set({ alerts: alerts.data, gtts: gtts.data, failure: undefined })
      },
      addAlert: async (form) => {
        const checked = Alerts.checkAlertForm(form, held())
        if (!checked.ok) return refusedBy(client, checked.error)
        return done(await addingAlert.run({ code: form.code, ...alertWire(form) }), 'alertsSaved')
      },
      updateAlert: async (id, form) => {
        const checked = Alerts.checkAlertForm(form, Math.max(0, held() - 1))
        if (!checked.ok) return refusedBy(client, checked.error)
        return done(await updatingAlert.run({ id: String(id), ...alertWire(form) }), 'alertsSaved')
      },
      setAlertEnabled: async (id, enabled) =>
        done(await updatingAlert.run({ id: String(id), enabled: enabled ? '1' : '0' }), 'alertsSaved'),
      deleteAlert: async (id) => done(await deletingAlert.run({ id: String(id) }), 'alertDeleted'),
      addGtt: async (draft) => {
        const refusal = gttRefusal(draft, activeGtts())
        if (refusal) return refusedBy(client, refusal)
        const legs = JSON.stringify(gttLegsWire(draft.legs))
        return done(
          await addingGtt.run({ code: draft.code, type: draft.type, lastPrice: draft.lastPrice.trim(), legs }),
          'gttSaved',
        )
      },
      updateGtt: async (id, draft) => {
        const refusal = gttRefusal(draft, Math.max(0, activeGtts() - 1))
        if (refusal) return refusedBy(client, refusal)
        const legs = JSON.stringify(gttLegsWire(draft.legs))
        return done(await updatingGtt.run({ id: String(id), lastPrice: draft.lastPrice.trim(), legs }), 'gttSaved')
      },
      deleteGtt: async (id) => done(await deletingGtt.run({ id: String(id) }), 'gttCancelled'),
      follow: (live) =>
        live.getState().listen((event) => {
          const watched =
            (event.kind === 'resync' && event.channel === 'account') ||
            (event.kind === 'account' &&
              event.changes.some((change) => change.topic === 'alert' || change.topic === 'gtt'))
          if (watched) void get().load()
        }),
    }
  })
}
