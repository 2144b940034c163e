import { SecondFactor } from '@bourse/core'
import { staffTokenOf } from '../../../scripts/testing/staffSignIn.js'

/**
 * Signs a demo staff member in over the staff API (`/staff-api/login`) and answers a caller for that role; `serverClock`:
 * the server's time, by which it judges the code (a server frozen by `BOURSE_CLOCK` is at that instant).
 */
export const signInStaff = async (
  baseUrl: string,
  name: 'support' | 'finance' | 'auditor' | 'admin',
  serverClock: () => number = Date.now,
) => {
  const call = async (token: string | undefined, method: 'GET' | 'POST', path: string, payload: object = {}) => {
    const query = method === 'GET' ? `?${new URLSearchParams(payload as Record<string, string>).toString()}` : ''
    const answer = await fetch(`${baseUrl}/staff-api${path}${query}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(method === 'POST' ? { body: JSON.stringify(payload) } : {}),
    })
    return (await answer.json()) as { status: number; msg: string; data: unknown }
  }
  // Password and the code of the demo staff's published TOTP secret (DECISIONS §28).
  const token = await staffTokenOf(baseUrl, name, 'demo-staff-1234', SecondFactor.demoTotpSecret, serverClock)
  return (method: 'GET' | 'POST', path: string, payload: object = {}) => call(token, method, path, payload)
}
