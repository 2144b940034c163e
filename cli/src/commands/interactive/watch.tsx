import { type CommandContext, signedInTarget } from '../../internal/commandContext.js'
import { CliFailure, usageFailure } from '../../internal/failure.js'
import { readSessions } from '../../internal/sessionFile.js'

/**
 * `bourse watch`: the investor's live screen (Ink, loaded only here) on the web app's own stores: the watchlist's
 * quotes, the open positions with their liquidation distance, and the account, refreshed every 5 s.
 */
export const runWatch = async (context: CommandContext): Promise<void> => {
  const target = signedInTarget(context, 'investor')
  if (!process.stdin.isTTY) throw usageFailure('watch needs a terminal (stdin is not one)')
  const [{ render }, hooks, { WatchApp }, { watchStores }] = await Promise.all([
    import('ink'),
    import('@bourse/react-hooks'),
    import('../../watch/WatchApp.js'),
    import('../../watch/watchStores.js'),
  ])
  const client = hooks.createApiClient({
    baseUrl: target.server,
    fetch: globalThis.fetch,
    getToken: () => target.token,
    getLanguage: () => 'en',
  })
  const { signedIn, account, positions, watchlist, refresh } = await watchStores(client)
  if (!signedIn) throw new CliFailure(account.getState().failure?.msg ?? 'not signed in as an investor')
  await refresh()
  const every = (run: () => void, ms: number) => {
    const timer = setInterval(run, ms)
    return () => clearInterval(timer)
  }
  const phone = readSessions(context.env).investor?.who ?? account.getState().user?.phone ?? ''
  const app = render(
    <WatchApp
      phone={phone}
      server={target.server}
      account={account}
      watchlist={watchlist}
      positions={positions}
      refresh={refresh}
      every={every}
    />,
  )
  await app.waitUntilExit()
}
