import {
  browserSocket,
  createAccountStore,
  createAlertStore,
  createCardViewStore,
  createIndexListStore,
  createLiveConnection,
  createNewsListStore,
  createSessionStore,
  createSiteInfoStore,
  documentVisibility,
  type LiveCredentials,
} from '@bourse/react-hooks'
import { createLazyApiClient } from './lazyApiClient.js'
import { preferences } from './preferences.js'
import { clearCachesAtSignOut } from './pwa/registerServiceWorker.js'

/** Writes the `USER_TOKEN` cookie beside the local-storage token (spec 001 §9: expires after 365 days). */
const writeCookie = (token: string | undefined): void => {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing on the older phones this targets
  document.cookie =
    token === undefined
      ? 'USER_TOKEN=; path=/; max-age=0; SameSite=Lax'
      : `USER_TOKEN=${encodeURIComponent(token)}; path=/; max-age=${365 * 24 * 3600}; SameSite=Lax`
}

/**
 * The app's one API client, same-origin (the server serves the app and `/prod-api`). Its decoding loads in its own
 * chunk (`lazyApiClient.ts`), started as the app starts.
 */
export const client = createLazyApiClient({
  baseUrl: '',
  fetch: (input, init) => globalThis.fetch(input, init),
  getToken: () => session.getState().token,
  getLanguage: () => preferences.getState().language,
  onSignedOut: (msg) => session.getState().signedOut(msg),
})

export const session = createSessionStore({ storage: localStorage, writeCookie, client: () => client })
export const visibility = documentVisibility(document)

/**
 * A signed-in handshake's credentials: a one-time ticket (≤ 30 s) from a REST call — a browser cannot set headers on
 * a WebSocket, and a long-lived token never goes in a URL. Signed out (or refused): the market only. A network
 * failure is a failed try (the connection backs off and asks again).
 */
const liveCredentials = async (): Promise<LiveCredentials | undefined> => {
  if (session.getState().token === undefined) return undefined
  const answer = await client.call('/user/live/ticket.do', {})
  if (answer.ok) return { query: { ticket: answer.data.ticket } }
  if (answer.failure.kind === 'network') throw new Error(answer.failure.msg)
  return undefined
}

/**
 * The app's one live socket (issue 36): the market for everyone, the account channel once signed in. Started after
 * the first frame (`App`); a sign-in or sign-out opens it again with the new credentials.
 */
export const live = createLiveConnection({
  url: `${window.location.protocol === 'https:' ? 'wss:' : 'ws:'}//${window.location.host}/prod-api/live`,
  openSocket: browserSocket(WebSocket),
  credentials: liveCredentials,
  wake: visibility,
})
session.subscribe((state, previous) => {
  if (state.token === previous.token) return
  live.getState().renew()
  if (state.token === undefined) void clearCachesAtSignOut()
})

/** The user, settings and the parts of total assets; every store that moves money refreshes it. */
export const account = createAccountStore(client, { visibility, live })
export const alerts = createAlertStore()

/** List stores live as long as the app, so a tab keeps its rows and scroll when the user comes back. */
export const newsList: ReturnType<typeof createNewsListStore> = createNewsListStore(client)
export const indexList: ReturnType<typeof createIndexListStore> = createIndexListStore(client)
/** Site name, agreement text and calendar mode, read once. */
export const siteInfo: ReturnType<typeof createSiteInfoStore> = createSiteInfoStore(client)

/** The account card's currency and masking, shared by every page that shows the card, kept for the tab's life. */
export const cardView: ReturnType<typeof createCardViewStore> = createCardViewStore(sessionStorage)
