import { createTotpCodes, totpCodeAt } from './totpCodes.js'

/** Codes used in this test process, per server and member (each time-step signs a member in once). */
const codes = createTotpCodes()

/** The next unused code of a staff member on a server (this process's sign-ins through any client share it). */
export const nextStaffCode = (
  baseUrl: string,
  name: string,
  totpSecret: string,
  serverClock: () => number = Date.now,
): Promise<string> => codes.next(totpSecret, `${baseUrl} ${name}`, serverClock)

interface LoginAnswer {
  readonly status: number
  readonly msg: string
  readonly data: string | { enrol: { secret: string } } | { token: string } | null
}

const post = async (baseUrl: string, body: object): Promise<LoginAnswer> =>
  (await (
    await fetch(`${baseUrl}/staff-api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).json()) as LoginAnswer

/**
 * Signs a staff member in over `POST /staff-api/login` as the console's user would (DECISIONS §28): password and the
 * code of their authenticator, whose secret is `totpSecret` (the demo staff's: core's `SecondFactor.demoTotpSecret`);
 * a member without one yet (made by the host command) enrols first, with the secret the server answers. `serverClock`:
 * the server's time (a frozen `BOURSE_CLOCK`: `() => Date.parse(clock)`). Answers the staff token; throws when refused.
 */
export const staffTokenOf = async (
  baseUrl: string,
  name: string,
  password: string,
  totpSecret: string,
  serverClock: () => number = Date.now,
): Promise<string> => {
  const totp = await nextStaffCode(baseUrl, name, totpSecret, serverClock)
  const answer = await post(baseUrl, { name, password, totp })
  if (answer.status === 0 && typeof answer.data === 'string') return answer.data
  const enrol = await post(baseUrl, { name, password })
  if (enrol.status !== 0 || enrol.data === null || typeof enrol.data !== 'object' || !('enrol' in enrol.data))
    throw new Error(`staff ${name} could not sign in: ${answer.msg}`)
  const enrolled = await post(baseUrl, { name, password, totp: totpCodeAt(enrol.data.enrol.secret, serverClock()) })
  if (
    enrolled.status !== 0 ||
    enrolled.data === null ||
    typeof enrolled.data !== 'object' ||
    !('token' in enrolled.data)
  )
    throw new Error(`staff ${name} could not enrol: ${enrolled.msg}`)
  return enrolled.data.token
}
