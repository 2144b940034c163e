import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { CommandContext } from '../../internal/commandContext.js'
import { CliFailure, usageFailure } from '../../internal/failure.js'
import { languageOf } from '../../internal/language.js'
import { readSessions } from '../../internal/sessionFile.js'
import { staffTarget } from '../../internal/staffTarget.js'

/** Draws ID images when the terminal shows them (kitty or sixel, detected, or `BOURSE_TERMINAL_IMAGES`). */
const imagePainterOf = async (env: NodeJS.ProcessEnv) => {
  const [images, { askDeviceAttributes }] = await Promise.all([
    import('../../terminal/terminalImages.js'),
    import('../../terminal/deviceAttributes.js'),
  ])
  const da1 = images.worthAskingDa1(env)
    ? await askDeviceAttributes({ input: process.stdin, output: process.stdout })
    : undefined
  const protocol = images.imageProtocolOf(env, da1)
  if (protocol === 'off') return undefined
  const { createImagePainter } = await import('../../terminal/imagePainter.js')
  return createImagePainter(protocol)
}

/**
 * `bourse console`: the interactive support console (Ink, loaded only here) over the staff session, built on the
 * `react-hooks` staff stores: account look-up with tabs and live refresh, review queues with approve and reject (new
 * items arrive on the staff channel without a key press), the help desk's queue and threads, the staff trail, and
 * the actions the member's roles allow.
 */
export const runConsole = async (context: CommandContext): Promise<void> => {
  const target = staffTarget(context)
  if (!process.stdin.isTTY) throw usageFailure('the console needs a terminal (stdin is not one)')
  const [
    { render },
    hooks,
    { ConsoleApp },
    { createIdentityActions },
    { createAccountTabActions },
    { createTrailStore },
    { fetchIn },
    { liveUrlOf, openTerminalSocket },
  ] = await Promise.all([
    import('ink'),
    import('@bourse/react-hooks'),
    import('../../console/ConsoleApp.js'),
    import('../../console/identityActions.js'),
    import('../../console/accountTabActions.js'),
    import('../../console/trailStore.js'),
    import('../../console/languageFetch.js'),
    import('../../internal/liveSocket.js'),
  ])
  const language = languageOf(context.env)
  const client = hooks.createStaffClient({
    baseUrl: target.server,
    fetch: fetchIn(language),
    getToken: () => target.token,
  })
  const me = await client.call('/me', {})
  if (!me.ok) throw new CliFailure(me.failure.msg)
  const lookup = hooks.createAccountLookupStore(client)
  const queues = hooks.createReviewQueueStore(client)
  const tickets = hooks.createTicketDeskStore(client)
  // The staff channel (`/staff-api/live`, Bearer token): new and changed items reload the queue on screen.
  const live = hooks.createLiveConnection({
    url: liveUrlOf(target.server, 'staff-api'),
    openSocket: openTerminalSocket,
    credentials: () => Promise.resolve({ headers: { authorization: `Bearer ${target.token ?? ''}` } }),
  })
  const stopQueues = hooks.keepQueuesLive(live, { queues, tickets })
  live.getState().start()
  const search = hooks.createUserSearchStore(client)
  // ID images (for terminals that cannot draw them) and fund-flow CSVs are saved here (0700 folder, 0600 files).
  const folder = join(tmpdir(), `bourse-id-images-${process.getuid?.() ?? 'user'}`)
  const identity = createIdentityActions(
    client,
    { server: target.server, token: () => target.token },
    folder,
    await imagePainterOf(context.env),
  )
  const app = render(
    <ConsoleApp
      staff={readSessions(context.env).staff?.who ?? me.data.name}
      server={target.server}
      lookup={lookup}
      queues={queues}
      tickets={tickets}
      search={search}
      identity={identity}
      tabs={createAccountTabActions(client, folder)}
      actions={{ client, roles: me.data.roles, language }}
      trail={createTrailStore(client)}
    />,
  )
  await app.waitUntilExit()
  stopQueues()
  live.getState().stop()
}
