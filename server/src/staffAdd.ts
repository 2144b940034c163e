import { join } from 'node:path'
import { Staff } from '@bourse/core'
import { configurePasswordHashing, hashPassword } from './auth/passwordHash.js'
import { readConfig } from './config.js'
import { addStaffAsHost, resetStaffFactorAsHost } from './staff/hostStaffAdd.js'
import { openSqlite } from './store/openSqlite.js'
import { openPostgres } from './store/postgres/openPostgres.js'

/** The configured database (SQLite in the data folder, or `BOURSE_DATABASE_URL`), for one host command. */
const openConfigured = () => {
  const config = readConfig(process.env, process.cwd())
  configurePasswordHashing(config.passwordHashing)
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openSqlite(join(config.dataDir, 'bourse.sqlite'))
}

/** `staffAdd --reset-factor <name>`: the member's second factor is reset (they enrol again), audited as the host. */
const resetFactor = (name: string | undefined): number => {
  if (!name) {
    process.stderr.write('usage: staffAdd --reset-factor <name>\n')
    return 2
  }
  const db = openConfigured()
  try {
    const refused = resetStaffFactorAsHost(db, name, Date.now())
    if (refused) {
      process.stderr.write(`refused: ${refused}\n`)
      return 1
    }
    process.stdout.write(`reset the second factor of ${name}: their next sign-in with the password enrols again\n`)
    return 0
  } finally {
    db.close()
  }
}

/**
 * `node server/dist/staffAdd.js <name> <role[,role…]>` with the password on standard input: adds a staff member to
 * the configured database, audited as the host. The first admin of a deployment comes from here (never from a
 * default password), and so does any admin added while there is no second admin to approve a proposal (DECISIONS
 * §21, docs/operations.md). Forbidden role pairs are refused here too. `--reset-factor <name>` resets a member's
 * second factor (DECISIONS §28).
 */
const main = async (): Promise<number> => {
  if (process.argv[2] === '--reset-factor') return resetFactor(process.argv[3])
  const [name, roleList] = process.argv.slice(2)
  const roles = (roleList ?? '').split(',').filter((role) => role !== '')
  if (!name || roles.length === 0 || !roles.every((role) => Staff.staffRoles.includes(role as Staff.StaffRole))) {
    process.stderr.write(
      `usage: staffAdd <name> <role[,role…]> (roles: ${Staff.staffRoles.join(', ')}), password on stdin\n`,
    )
    return 2
  }
  const chunks: Buffer[] = []
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
  const password = Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '')
  const checked = Staff.checkStaffPassword(password)
  if (!checked.ok) {
    process.stderr.write(`refused: a staff password needs at least ${Staff.staffPasswordRule.minLength} characters\n`)
    return 1
  }
  const db = openConfigured()
  try {
    const passwordHash = await hashPassword(password)
    const refused = addStaffAsHost(db, { name, roles: roles as Staff.StaffRole[], passwordHash }, Date.now())
    if (refused) {
      process.stderr.write(`refused: ${refused}\n`)
      return 1
    }
    process.stdout.write(`added staff member ${name} (${roles.join(', ')})\n`)
    return 0
  } finally {
    db.close()
  }
}

process.exitCode = await main()
