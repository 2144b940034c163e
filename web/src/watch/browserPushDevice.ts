import type { PushDevice, PushKeys, PushPermission } from '@bourse/react-hooks'

/** The app's service worker, registered now if the idle-time registration (`registerServiceWorker`) has not run yet. */
const registration = async (): Promise<ServiceWorkerRegistration> => {
  const existing = await navigator.serviceWorker.getRegistration('/')
  if (!existing) await navigator.serviceWorker.register('/serviceWorker.js')
  return navigator.serviceWorker.ready
}

const base64url = (buffer: ArrayBuffer | null): string =>
  buffer === null
    ? ''
    : btoa(String.fromCharCode(...new Uint8Array(buffer)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '')

const keysOf = (subscription: PushSubscription): PushKeys => ({
  endpoint: subscription.endpoint,
  p256dh: base64url(subscription.getKey('p256dh')),
  auth: base64url(subscription.getKey('auth')),
})

/** The VAPID key as the Push API takes it: base64url text to bytes. */
const applicationServerKey = (publicKey: string): Uint8Array<ArrayBuffer> => {
  const text = atob(publicKey.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(text, (char) => char.charCodeAt(0))
}

const supported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window

/** Web Push in this browser: the `Notification` permission and the `PushManager` of the app's service worker. */
export const browserPushDevice: PushDevice = {
  permission: (): PushPermission => (supported() ? Notification.permission : 'unsupported'),
  requestPermission: async () => (supported() ? Notification.requestPermission() : 'unsupported'),
  current: async () => {
    if (!supported()) return undefined
    const existing = await navigator.serviceWorker.getRegistration('/')
    const subscription = await existing?.pushManager.getSubscription()
    return subscription ? keysOf(subscription) : undefined
  },
  subscribe: async (publicKey) => {
    const worker = await registration()
    const subscription = await worker.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(publicKey),
    })
    return keysOf(subscription)
  },
  unsubscribe: async () => {
    if (!supported()) return
    const existing = await navigator.serviceWorker.getRegistration('/')
    await (await existing?.pushManager.getSubscription())?.unsubscribe()
  },
}
