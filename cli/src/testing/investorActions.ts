/** What the investor-side tests do over `/prod-api` (the terminal client has no order commands). */
interface Reply<T> {
  readonly status: number
  readonly msg: string
  readonly data: T
}

/** POSTs a form to `/prod-api<path>` as the web app does, with the investor's token. */
export const postForm = async <T>(
  server: string,
  path: string,
  token: string | undefined,
  form: Record<string, string> = {},
): Promise<Reply<T>> => {
  const response = await fetch(`${server}/prod-api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { USERTOKEN: token } : {}) },
    body: new URLSearchParams(form).toString(),
  })
  return (await response.json()) as Reply<T>
}

/** Signs an investor in and answers the token. */
export const investorToken = async (server: string, phone: string, password: string): Promise<string> => {
  const login = await postForm<string>(server, '/user/login.do', undefined, { phone, userPwd: password })
  if (login.status !== 0) throw new Error(`investor ${phone} could not sign in: ${login.msg}`)
  return login.data
}

/** A US stock of the simulator (no daily limits, open all day on the demo calendar). */
export const usStock = async (server: string, index = 0): Promise<{ id: number; code: string }> => {
  const response = await fetch(`${server}/prod-api/api/stock/getStock.do?stockType=us&pageSize=10`)
  const page = (await response.json()) as Reply<{ list: Array<{ id: number; code: string }> }>
  const stock = page.data.list[index]
  if (!stock) throw new Error('no US stock in the simulator')
  return stock
}

/** Buys `shares` long at market at lever 10; answers the position number. */
export const buyLong = async (server: string, token: string, stockId: number, shares: string): Promise<string> => {
  const order = await postForm<{ positionSn: string }>(server, '/user/buy.do', token, {
    stockId: String(stockId),
    buyNum: shares,
    buyType: '0',
    lever: '10',
  })
  if (order.status !== 0) throw new Error(`order refused: ${order.msg}`)
  return order.data.positionSn
}

/** Closes a position at market. */
export const closePosition = async (server: string, token: string, positionSn: string): Promise<void> => {
  const close = await postForm(server, '/user/sell.do', token, { positionSn })
  if (close.status !== 0) throw new Error(`close refused: ${close.msg}`)
}
