import type { Language } from '@bourse/core'
import { type ApiClient, createApiClient } from '../apiClient.js'
import type { VisibilitySource } from '../timers.js'
import type { RunningServer } from './liveServer.js'

/** A real client of `server` that records the paths it called (the network, not our code, is observed). */
export const recordingClient = (
  server: RunningServer,
  token?: string,
  language: Language = 'en',
): { client: ApiClient; paths: string[]; count: (path: string) => number } => {
  const paths: string[] = []
  const client = createApiClient({
    baseUrl: server.url,
    fetch: (input, init) => {
      paths.push(new URL(String(input)).pathname.replace('/prod-api', ''))
      return globalThis.fetch(input, init)
    },
    getToken: () => token,
    getLanguage: () => language,
  })
  return { client, paths, count: (path) => paths.filter((p) => p === path).length }
}

/** A page visibility the test flips. */
export const testVisibility = (): VisibilitySource & { set(visible: boolean): void } => {
  let visible = true
  const listeners = new Set<() => void>()
  return {
    isVisible: () => visible,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    set: (next) => {
      visible = next
      for (const listener of listeners) listener()
    },
  }
}
