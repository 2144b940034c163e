import type { Language } from '@bourse/core'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { ApiClient } from '../apiClient.js'
import { type MoneyOutcome, refusedWith } from '../wallet/moneyOutcome.js'

/** A browser's push subscription as the server keeps it (`PushSubscription.toJSON()`'s endpoint and keys). */
export interface PushKeys {
  readonly endpoint: string
  readonly p256dh: string
  readonly auth: string
}

export type PushPermission = 'default' | 'granted' | 'denied' | 'unsupported'

/**
 * The host's Web Push (the browser's `Notification` and `PushManager` on the app's service worker; none in the
 * terminal). `requestPermission` must be called from a user gesture.
 */
export interface PushDevice {
  permission(): PushPermission
  requestPermission(): Promise<PushPermission>
  /** This browser's subscription, if it has one. */
  current(): Promise<PushKeys | undefined>
  /** Subscribes this browser with the server's VAPID public key (base64url). */
  subscribe(publicKey: string): Promise<PushKeys>
  unsubscribe(): Promise<void>
}

/** Where the wish for notifications is kept between sessions (local storage), so a sign-in subscribes again. */
export const pushWishKey = 'bourse.pushNotices'

export interface PushState {
  readonly permission: PushPermission
  /** The investor turned notifications on in this browser (kept across sign-ins). */
  readonly wanted: boolean
  /** The server holds this browser's subscription for the signed-in investor. */
  readonly subscribed: boolean
  readonly busy: boolean
  /** Turns notifications on: asks the browser's permission (call it from a tap), subscribes, tells the server. */
  enable(): Promise<MoneyOutcome>
  /** Turns them off: the server forgets this browser, the browser drops its subscription. */
  disable(): Promise<MoneyOutcome>
  /** After sign-in: subscribes again when the investor wanted notifications and the browser still allows them. */
  resume(): Promise<void>
  /** Before sign-out (the token still valid): the server and the browser forget the subscription; the wish stays. */
  suspend(): Promise<void>
}

export interface PushStoreDeps {
  readonly device: PushDevice
  readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  readonly language: () => Language
}

/**
 * Web Push for the signed-in investor (issue 30): the browser's subscription sent to `/user/push/subscribe.do` with
 * the language its notices are written in, and forgotten at sign-out. Permission is asked only by `enable`, which the
 * app calls on a tap; `resume` never asks.
 */
export const createPushStore = (client: ApiClient, deps: PushStoreDeps): StoreApi<PushState> =>
  createStore<PushState>()((set, get) => {
    const register = async (): Promise<MoneyOutcome> => {
      const key = await client.call('/api/push/publicKey.do', {})
      if (!key.ok) return refusedWith(key.failure)
      let keys: PushKeys
      try {
        keys = (await deps.device.current()) ?? (await deps.device.subscribe(key.data.publicKey))
      } catch (error) {
        return { ok: false, msg: error instanceof Error ? error.message : String(error) }
      }
      const saved = await client.call('/user/push/subscribe.do', { ...keys, language: deps.language() })
      if (!saved.ok) return refusedWith(saved.failure)
      set({ subscribed: true })
      return { ok: true, msg: saved.msg }
    }
    const forget = async () => {
      const keys = await deps.device.current().catch(() => undefined)
      if (keys) await client.call('/user/push/unsubscribe.do', { endpoint: keys.endpoint })
      await deps.device.unsubscribe().catch(() => undefined)
      set({ subscribed: false })
    }
    const busyWhile = async <T>(work: () => Promise<T>): Promise<T> => {
      set({ busy: true })
      try {
        return await work()
      } finally {
        set({ busy: false, permission: deps.device.permission() })
      }
    }
    return {
      permission: deps.device.permission(),
      wanted: deps.storage.getItem(pushWishKey) === '1',
      subscribed: false,
      busy: false,
      enable: () =>
        busyWhile(async () => {
          const permission = await deps.device.requestPermission()
          if (permission !== 'granted') return { ok: false, msg: '' }
          deps.storage.setItem(pushWishKey, '1')
          set({ wanted: true })
          return register()
        }),
      disable: () =>
        busyWhile(async () => {
          deps.storage.removeItem(pushWishKey)
          set({ wanted: false })
          await forget()
          return { ok: true, msg: '' }
        }),
      resume: async () => {
        if (!get().wanted || deps.device.permission() !== 'granted') return
        await busyWhile(register)
      },
      suspend: () => busyWhile(forget),
    }
  })
