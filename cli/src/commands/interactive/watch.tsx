import { type CommandContext, signedInTarget } from '../../internal/commandContext.js'
import { CliFailure, usageFailure } from '../../internal/failure.js'
import { readSessions } from '../../internal/sessionFile.js'

/**
 * `bourse watch`: the investor's live screen (Ink, loaded only here) on the web app's own stores: the watchlist's
 * quotes, the open positions with their liquidation distance, and the account — live from the socket
 * (`/prod-api/live` with the session's `USERTOKEN` header), read over REST every 5 s only while it is down.
 */
export const runWatch = async (context: CommandContext): Promise<void> => {
  const target = signedInTarget(context, 'investor')
  if (!process.stdin.isTTY) throw usageFailure('watch needs a terminal (stdin is not one)')
  const [{ render }, hooks, { WatchApp }, { watchStores }, { liveUrlOf, openTerminalSocket }] = await Promise.all([
    import('ink'),
    import('@bourse/react-hooks'),
    import('../../watch/WatchApp.js'),
    import('../../watch/watchStores.js'),
    import('../../internal/liveSocket.js'),
  ])
  const client = hooks.createApiClient({
    baseUrl: target.server,
    fetch: globalThis.fetch,
    getToken: () => target.token,
    getLanguage: () => 'en',
  })
  const live = hooks.createLiveConnection({
    url: liveUrlOf(target.server, 'prod-api'),
    openSocket: openTerminalSocket,
    credentials: () => Promise.resolve({ headers: { USERTOKEN: target.token ?? '' } }),
  })
  const { signedIn, account, watchlist, refresh, start } = await watchStores(client, live)
  if (!signedIn) throw new CliFailure(account.getState().failure?.msg ?? 'not signed in as an investor')
  await refresh()
  live.getState().start()
  const phone = readSessions(context.env).investor?.who ?? account.getState().user?.phone ?? ''
  const app = render(
    <WatchApp
      phone={phone}
      server={target.server}
      account={account}
      watchlist={watchlist}
      refresh={refresh}
      start={start}
      feed={live}
    />,
  )
  await app.waitUntilExit()
  live.getState().stop()
}
