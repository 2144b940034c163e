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

/** A 1×1 PNG: the smallest ID image the server re-encodes. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

/** Registers a new investor with the demo invitation code and answers the token. */
export const registeredInvestor = async (server: string, phone: string): Promise<string> => {
  const reg = await postForm(server, '/user/reg.do', undefined, { phone, userPwd: 'secret123', agentCode: 'BOURSE' })
  if (reg.status !== 0) throw new Error(`registration refused: ${reg.msg}`)
  return investorToken(server, phone, 'secret123')
}

/** Uploads an ID image; answers its upload key. */
const uploadImage = async (server: string, token: string): Promise<string> => {
  const form = new FormData()
  form.append('upload_file', new Blob([tinyPng], { type: 'image/png' }), 'id.png')
  const response = await fetch(`${server}/prod-api/user/upload.do`, {
    method: 'POST',
    headers: { USERTOKEN: token },
    body: form,
  })
  const reply = (await response.json()) as Reply<{ url: string }>
  if (reply.status !== 0) throw new Error(`upload refused: ${reply.msg}`)
  return reply.data.url
}

let applications = 0

/** An ID number of its own for each application (one person, one account), every one ending in 5544. */
const nextIdNumber = (): string => {
  applications += 1
  return `${String(process.pid % 10_000).padStart(4, '0')}${String(applications).padStart(4, '0')}5544`
}

/** Submits the real-name form with two ID images: the application waits in support's queue. */
export const submitKyc = async (
  server: string,
  token: string,
  realName: string,
  idCard = nextIdNumber(),
): Promise<void> => {
  const [front, back] = [await uploadImage(server, token), await uploadImage(server, token)]
  const reply = await postForm(server, '/user/auth.do', token, {
    realName,
    idCard,
    img1key: front,
    img2key: back,
  })
  if (reply.status !== 0) throw new Error(`real-name form refused: ${reply.msg}`)
}

/** Binds a bank card in the investor's real name. */
export const bindCard = async (server: string, token: string): Promise<void> => {
  const info = await postForm<{ realName: string }>(server, '/user/getUserInfo.do', token)
  const bound = await postForm(server, '/user/bank/add.do', token, {
    bankName: 'HDFC Bank',
    bankNo: '123456789012',
    ifscCode: 'HDFC0001234',
    bankAddress: 'Fort branch',
    payeeName: info.data.realName,
  })
  if (bound.status !== 0) throw new Error(`bank card refused: ${bound.msg}`)
}

/** Asks to withdraw `amt`; answers the withdrawal id. */
export const withdraw = async (server: string, token: string, amt: string): Promise<number> => {
  const reply = await postForm<{ id: number }>(server, '/user/withdraw/outMoney.do', token, { amt })
  if (reply.status !== 0) throw new Error(`withdrawal refused: ${reply.msg}`)
  return reply.data.id
}

/** Opens a recharge order; answers its order number (the sandbox page's last path segment). */
export const openRecharge = async (server: string, token: string, amt: string): Promise<string> => {
  const reply = await postForm<string>(server, '/user/recharge/inMoney.do', token, { amt })
  if (reply.status !== 0) throw new Error(`recharge refused: ${reply.msg}`)
  return reply.data.split('/').at(-1) ?? ''
}

/** Applies for the welfare benefit with `code`. */
export const applyWelfare = async (server: string, token: string, code: string): Promise<void> => {
  const reply = await postForm(server, '/user/welfare/apply.do', token, { code })
  if (reply.status !== 0) throw new Error(`welfare application refused: ${reply.msg}`)
}

/** Applies for margin financing on the first product at its lowest lever and minimum margin; answers the id. */
export const applyFinancing = async (server: string, token: string): Promise<number> => {
  const types = await postForm<Array<{ id: number; lever: string; minMargin: string }>>(
    server,
    '/user/funds/getFundsTypeList.do',
    token,
  )
  const type = types.data[0]
  if (!type) throw new Error('no financing product')
  const reply = await postForm<{ id: number }>(server, '/user/funds/addFundsApply.do', token, {
    typeId: String(type.id),
    margin: type.minMargin,
    lever: type.lever.split('/')[0] ?? '2',
  })
  if (reply.status !== 0) throw new Error(`financing application refused: ${reply.msg}`)
  return reply.data.id
}
