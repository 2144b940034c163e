/** Signs a demo staff member in over the staff API (`/staff-api/login`) and answers a caller for that role. */
export const signInStaff = async (baseUrl: string, name: 'support' | 'finance' | 'auditor' | 'admin') => {
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
  const login = await call(undefined, 'POST', '/login', { name, password: 'demo-staff-1234' })
  if (login.status !== 0 || typeof login.data !== 'string') throw new Error(`staff sign-in failed: ${login.msg}`)
  const token = login.data
  return (method: 'GET' | 'POST', path: string, payload: object = {}) => call(token, method, path, payload)
}
