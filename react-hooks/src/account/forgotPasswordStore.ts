import { Identity, translate } from '@bourse/core'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { ApiClient } from '../apiClient.js'
import { createMutation } from '../createMutation.js'
import { hostTimers, type Timers } from '../timers.js'
import { type MoneyOutcome, refusedBy, refusedWith } from '../wallet/moneyOutcome.js'

/** Seconds before another SMS code may be asked for (spec 001 §9). */
export const smsResendSeconds = 60

/** The forgot-password steps: the phone, the image captcha (a dialog), then the SMS code and the new password. */
export type ForgotPasswordStep = 'phone' | 'captcha' | 'code'

export interface ForgotPasswordState {
  readonly step: ForgotPasswordStep
  readonly phone: string
  /** The image captcha as a `data:` URL; undefined until drawn. */
  readonly captchaUrl: string | undefined
  /** Seconds until the code may be sent again; 0 when it may. */
  readonly countdown: number
  /** The code just sent, when the server runs demo data (demo phones get no SMS); undefined otherwise. */
  readonly demoSmsCode: string | undefined
  readonly submitting: boolean
  setPhone(phone: string): void
  /** Core's phone rule, then `/api/user/checkPhone.do`: an unregistered phone goes to /register; else the captcha. */
  checkPhone(): Promise<MoneyOutcome>
  /** Draws a new captcha (`/code/getCode.do`). */
  drawCaptcha(): Promise<void>
  /** Answers the captcha; right → sends the SMS code and starts the 60 s countdown; wrong → a new captcha. */
  answerCaptcha(answer: string): Promise<MoneyOutcome>
  /** Sends the code again once the countdown is over. */
  resend(): Promise<MoneyOutcome>
  /** Core's reset-form check (phone, code, both passwords, equal, the password rule), then `/api/user/updatePwd.do`; success leads to /login. */
  reset(code: string, password: string, confirm: string): Promise<MoneyOutcome>
  /** Back to the phone step, countdown stopped. */
  restart(): void
}

/** The /forget flow (spec 001 §4, DECISIONS §11). `timers` drive the countdown (fake ones in tests). */
export const createForgotPasswordStore = (
  client: ApiClient,
  timers: Timers = hostTimers,
): StoreApi<ForgotPasswordState> => {
  const resetting = createMutation(client, '/api/user/updatePwd.do')
  let ticking: unknown
  // `time` only defeats caches: a count of the captchas drawn.
  let drawn = 0
  return createStore<ForgotPasswordState>()((set, get) => {
    const stopCountdown = () => {
      if (ticking !== undefined) timers.clearTimeout(ticking)
      ticking = undefined
    }
    const tick = () => {
      const left = get().countdown - 1
      set({ countdown: Math.max(0, left) })
      ticking = left > 0 ? timers.setTimeout(tick, 1000) : undefined
    }
    const sendCode = async (): Promise<MoneyOutcome> => {
      const sent = await client.call('/api/sms/sendForgetSms.do', { phoneNum: get().phone.trim() })
      if (!sent.ok) return refusedWith(sent.failure)
      stopCountdown()
      set({ step: 'code', countdown: smsResendSeconds, demoSmsCode: sent.data?.demoSmsCode })
      ticking = timers.setTimeout(tick, 1000)
      return { ok: true, msg: sent.msg }
    }
    return {
      step: 'phone',
      phone: '',
      captchaUrl: undefined,
      countdown: 0,
      demoSmsCode: undefined,
      submitting: false,
      setPhone: (phone) => set({ phone }),
      checkPhone: async () => {
        const phone = Identity.checkPhone(get().phone)
        if (!phone.ok) return refusedBy(client, phone.error)
        const result = await client.call('/api/user/checkPhone.do', { phoneNum: phone.value })
        if (!result.ok) {
          const unknown = result.failure.msg === translate('phoneNotRegistered', client.language())
          return unknown ? { ...refusedWith(result.failure), redirect: '/register' } : refusedWith(result.failure)
        }
        set({ step: 'captcha' })
        await get().drawCaptcha()
        return { ok: true, msg: '' }
      },
      drawCaptcha: async () => {
        const result = await client.call('/code/getCode.do', { time: String(++drawn) })
        if (result.ok) set({ captchaUrl: result.data })
      },
      answerCaptcha: async (answer) => {
        const typed = Identity.checkCaptchaInput(answer)
        if (!typed.ok) return refusedBy(client, typed.error)
        set({ submitting: true })
        const checked = await client.call('/code/checkCode.do', { code: typed.value })
        if (!checked.ok) {
          set({ submitting: false })
          await get().drawCaptcha()
          return refusedWith(checked.failure)
        }
        const sent = await sendCode()
        set({ submitting: false })
        return sent
      },
      resend: async () => (get().countdown > 0 ? { ok: false, msg: '' } : sendCode()),
      reset: async (code, password, confirm) => {
        const form = Identity.checkResetForm({ phone: get().phone, code, password, confirm })
        if (!form.ok) return refusedBy(client, form.error)
        set({ submitting: true })
        const result = await resetting.run(form.value)
        set({ submitting: false })
        if (!result.ok) return refusedWith(result.failure)
        stopCountdown()
        set({ step: 'phone', countdown: 0, captchaUrl: undefined, demoSmsCode: undefined })
        return { ok: true, msg: result.msg }
      },
      restart: () => {
        stopCountdown()
        set({ step: 'phone', countdown: 0, captchaUrl: undefined, demoSmsCode: undefined })
      },
    }
  })
}
