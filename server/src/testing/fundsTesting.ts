import { testPasswordHashSync } from '../auth/passwordHash.js'
import { createTestInvestor, type TestInvestor } from '../users/testInvestor.js'
import { postForm, type Reply } from './postForm.js'
import type { TestServer } from './startTestServer.js'

/** For the money tests: an approved investor ("Test Investor") with a bank card bound over HTTP. */
export const investorWithCard = async (server: TestServer): Promise<TestInvestor> => {
  const investor = createTestInvestor(server.db, server.clock.now())
  const bound = await postForm(server.url, '/user/bank/add.do', investor.token, {
    bankName: 'HDFC Bank',
    bankNo: '123456789012',
    ifscCode: 'HDFC0001234',
    bankAddress: 'Fort branch',
    payeeName: 'Test Investor',
  })
  if (bound.status !== 0) throw new Error(`bank card not bound: ${bound.msg}`)
  return investor
}

/** Sets a funding password straight in the database (the passwords area owns the route). */
export const setFundingPassword = (server: TestServer, userId: number, password: string): void => {
  server.db
    .prepare('UPDATE users SET funding_password_hash = ? WHERE id = ?')
    .run(testPasswordHashSync(password), userId)
}

/** Opens a recharge order over HTTP; answers the reply whose `data` is the sandbox page's path. */
export const openRecharge = (server: TestServer, token: string, amt: string): Promise<Reply<string | null>> =>
  postForm<string | null>(server.url, '/user/recharge/inMoney.do', token, { amt })

/** Presses Pay or Fail on the sandbox page at `pagePath`, as the browser would; answers the page's HTML. */
export const pressSandbox = async (server: TestServer, pagePath: string, outcome: 'paid' | 'failed') => {
  const response = await fetch(`${server.url}${pagePath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome }).toString(),
  })
  return { http: response.status, html: await response.text() }
}

/** The investor's stock, index and futures available balances as `getUserInfo` answers them. */
export const availableOf = async (server: TestServer, token: string) => {
  const info = await postForm<Record<string, string>>(server.url, '/user/getUserInfo.do', token)
  return { stock: info.data.enableAmt, index: info.data.enableIndexAmt, futures: info.data.enableFuturesAmt }
}
