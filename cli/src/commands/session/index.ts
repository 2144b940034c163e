import type { Command } from 'commander'
import { type AreaDependencies, actionOf, withCommonOptions } from '../area.js'
import { runLogin } from './login.js'
import { runLogout } from './logout.js'
import { runTotp } from './totp.js'

/** `bourse login`, `bourse logout`. */
export const register = (program: Command, dependencies: AreaDependencies): void => {
  withCommonOptions(
    program
      .command('login')
      .description('Sign in as an investor (phone) or as staff (--staff NAME); the session is saved (0600)')
      .argument('[phone]', "the investor's phone number")
      .option('--staff <name>', 'sign in to the staff API as NAME')
      .option('--password-stdin', 'read the password from stdin instead of asking')
      .option('--totp <code>', "the authenticator's code (or a recovery code) instead of asking"),
  ).action(actionOf(dependencies, runLogin))
  withCommonOptions(
    program
      .command('totp')
      .description('The code an authenticator shows now for a base32 secret (the demo staff secret, tests)')
      .argument('<secret>', 'the base32 secret'),
  ).action(actionOf(dependencies, runTotp))
  withCommonOptions(
    program
      .command('logout')
      .description('Sign out (staff and investor sessions) and delete the saved sessions')
      .option('--staff', 'only the staff session')
      .option('--investor', 'only the investor session'),
  ).action(actionOf(dependencies, runLogout))
}
