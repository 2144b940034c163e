import {
  createAccountStore,
  createAlertStore,
  createCardViewStore,
  createIndexListStore,
  createNewsListStore,
  createSessionStore,
  createSiteInfoStore,
  documentVisibility,
} from '@bourse/react-hooks'
import { createLazyApiClient } from './lazyApiClient.js'
import { preferences } from './preferences.js'

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
/** The user, settings and the parts of total assets; every store that moves money refreshes it. */
export const account = createAccountStore(client, { visibility })
export const alerts = createAlertStore()

/** List stores live as long as the app, so a tab keeps its rows and scroll when the user comes back. */
export const newsList: ReturnType<typeof createNewsListStore> = createNewsListStore(client)
export const indexList: ReturnType<typeof createIndexListStore> = createIndexListStore(client)
/** Site name, agreement text and calendar mode, read once. */
export const siteInfo: ReturnType<typeof createSiteInfoStore> = createSiteInfoStore(client)

/** The account card's currency and masking, shared by every page that shows the card, kept for the tab's life. */
export const cardView: ReturnType<typeof createCardViewStore> = createCardViewStore(sessionStorage)
