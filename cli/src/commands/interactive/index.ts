import type { Command } from 'commander'
import { type AreaDependencies, actionOf } from '../area.js'

/** The interactive screens; Ink and React are loaded only here, when one of them runs. */
export const register = (program: Command, dependencies: AreaDependencies): void => {
  program
    .command('console')
    .description('The interactive support console (staff): search, account tabs, review queues; ? for keys')
    .option('--server <url>', 'server origin (env BOURSE_SERVER, default http://127.0.0.1:8080)')
    .action(actionOf(dependencies, async (context) => (await import('./console.js')).runConsole(context)))
  program
    .command('watch')
    .description('Live quotes of your watchlist and your positions with their liquidation distance (investor)')
    .option('--server <url>', 'server origin (env BOURSE_SERVER, default http://127.0.0.1:8080)')
    .action(actionOf(dependencies, async (context) => (await import('./watch.js')).runWatch(context)))
}
