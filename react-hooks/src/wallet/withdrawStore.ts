import { domainError, Money, type SecondFactor, Wallet, Withdrawal } from '@bourse/core'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { AccountState } from '../accountStore.js'
import type { ApiClient } from '../apiClient.js'
import { createMutation } from '../createMutation.js'
import { guardedFields, loadFactorMethod } from '../secondFactor/factorProof.js'
import type { PasskeyDevice } from '../secondFactor/PasskeyDevice.js'
import { type MoneyOutcome, refusedBy, refusedWith } from './moneyOutcome.js'

export interface WithdrawState {
  /** The amount field as typed. */
  readonly amount: string
  /** The funding password field (asked only once one is set, `hasWithPwd`). */
  readonly password: string
  /** Core's fee and amount received for the typed amount; undefined while there is no positive amount. */
  readonly preview: Wallet.WithdrawalPreview | undefined
  /** Why this much is withdrawable (core `withdrawableLines`); undefined until `explain` loaded it. */
  readonly lines: readonly Wallet.WithdrawableLine[] | undefined
  readonly submitting: boolean
  /** The investor's second factor (DECISIONS §28), once `loadFactor` read it: TOTP asks `factorCode`, a passkey signs. */
  readonly factorMethod: SecondFactor.FactorMethod | undefined
  /** The second factor's code as typed (TOTP or a recovery code). */
  readonly factorCode: string
  setAmount(text: string): void
  setFactorCode(text: string): void
  loadFactor(): Promise<void>
  setPassword(text: string): void
  /** "All": the whole available balance of the stock account. */
  fillAll(): void
  /** Reads the withdrawals under review and builds the explanation lines. */
  explain(): Promise<void>
  /**
   * Core's withdrawal checks in DECISIONS §10's order (real name → /authentication, card → /addCard, amount,
   * minimum, fee, available; the time window is the server's, it owns the calendar), then `/user/withdraw/outMoney.do`.
   */
  submit(): Promise<MoneyOutcome>
}

const underReviewPageSize = '100'

/** The withdrawal screen (/withdraw, /cash): amount, "All", fee and amount received shown before confirming. */
export const createWithdrawStore = (
  client: ApiClient,
  account: Pick<StoreApi<AccountState>, 'getState'>,
  device?: PasskeyDevice,
): StoreApi<WithdrawState> => {
  const withdrawing = createMutation(client, '/user/withdraw/outMoney.do')
  return createStore<WithdrawState>()((set, get) => {
    const previewOf = (text: string) => {
      const settings = account.getState().settings
      return settings ? Wallet.previewWithdrawal(Wallet.readAmountInput(text), settings) : undefined
    }
    // A confirm tapped before the screen's first answers (the user, the fee schedule) waits for them: the rules need
    // both, and the screen is usable from its first frame.
    const accountLoaded = async () => {
      const known = account.getState()
      if (known.user && known.settings) return known
      set({ submitting: true })
      const [user, settings] = await Promise.all([
        known.user ?? known.loadUser(),
        known.settings ?? known.loadSettings(),
      ])
      set({ submitting: false })
      return { user, settings }
    }
    return {
      amount: '',
      password: '',
      preview: undefined,
      lines: undefined,
      submitting: false,
      factorMethod: undefined,
      factorCode: '',
      setAmount: (amount) => set({ amount, preview: previewOf(amount) }),
      setFactorCode: (factorCode) => set({ factorCode }),
      loadFactor: async () => set({ factorMethod: await loadFactorMethod(client) }),
      setPassword: (password) => set({ password }),
      fillAll: () => {
        const user = account.getState().user
        if (!user) return
        const amount = Wallet.fullAmountText(user.enableAmt)
        set({ amount, preview: previewOf(amount) })
      },
      explain: async () => {
        const [result, user] = await Promise.all([
          client.call('/user/withdraw/list.do', { withStatus: '0', pageNum: '1', pageSize: underReviewPageSize }),
          account.getState().loadUser(),
        ])
        if (!result.ok || !user) return
        const underReview = Money.sum(result.data.list.map((row) => row.withAmt))
        set({ lines: Wallet.withdrawableLines(user, underReview) })
      },
      submit: async () => {
        const { user, settings } = await accountLoaded()
        if (!user || !settings) return refusedBy(client, domainError('withdrawalAmountRequired'))
        const amount = Wallet.readAmountInput(get().amount)
        const refusal = Withdrawal.checkWithdrawal(
          {
            amount,
            realNameApproved: user.isActive === 2,
            bankCardBound: user.hasBankCard,
            fundingPasswordOk: true,
            localTime: '00:00',
            tradingDay: true,
            calendarMode: 'demo',
            available: user.enableAmt,
            now: 0,
          },
          settings,
        )
        if (refusal?.key === 'withdrawalAuthenticateFirst')
          return { ...refusedBy(client, refusal), redirect: '/authentication' }
        if (refusal?.key === 'withdrawalBindBankCard') return { ...refusedBy(client, refusal), redirect: '/addCard' }
        if (refusal) return refusedBy(client, refusal)
        const password = get().password.trim()
        if (user.hasWithPwd && password === '') return refusedBy(client, domainError('walletPasswordEmpty'))
        set({ submitting: true })
        const proof = await guardedFields(client, get().factorMethod, get().factorCode, device)
        const result = proof.ok
          ? await withdrawing.run({
              amt: get().amount.trim().replaceAll(',', ''),
              ...(user.hasWithPwd ? { withPwd: password } : {}),
              ...proof.fields,
            })
          : proof
        set({ submitting: false })
        if (!result.ok) return refusedWith(result.failure)
        set({ amount: '', password: '', factorCode: '', preview: undefined })
        await account.getState().refresh()
        return { ok: true, msg: result.msg }
      },
    }
  })
}
