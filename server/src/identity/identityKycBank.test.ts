import { Money } from '@bourse/core'
import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { executeCommand } from '../accounts/executeCommand.js'
import { saveSetting } from '../settings/settingsRepository.js'
import { expectJournalReplays } from '../testing/expectJournalReplays.js'
import { postForm } from '../testing/postForm.js'
import { callStaff, staffToken } from '../testing/staffTesting.js'
import { startTestServer, type TestServer } from '../testing/startTestServer.js'
import { createTestInvestor, type TestInvestor } from '../users/testInvestor.js'
import { bankCardOf } from './bankCards.js'
import { hasWithdrawalUnderReview } from './withdrawalUnderReview.js'

const now = Date.parse('2026-11-23T02:00:00Z')

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ BOURSE_CLOCK: new Date(now).toISOString() })
})
afterAll(() => server.close())
afterEach(() => expectJournalReplays(server.db))

const post = (path: string, token: string, fields: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  postForm<unknown>(server.url, path, token, fields, headers)

const upload = async (investor: TestInvestor): Promise<string> => {
  const image = await sharp({ create: { width: 6, height: 4, channels: 3, background: 'white' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.append('upload_file', new Blob([image]), 'id.png')
  const response = await fetch(`${server.url}/prod-api/user/upload.do`, {
    method: 'POST',
    headers: { USERTOKEN: investor.token },
    body: form,
  })
  return ((await response.json()) as { data: { url: string } }).data.url
}

const userInfo = async (investor: TestInvestor) =>
  (await post('/user/getUserInfo.do', investor.token)).data as Record<string, unknown>

let forms = 0
const nextIdNumber = () => {
  forms += 1
  return `${String(forms).padStart(6, '0')}789012`
}
/** Each form its own ID number (one person, one account), every one ending in 9012. */
const kycForm = (front: string, back: string, extra: Record<string, string> = {}) => ({
  realName: '  Asha   Rao ',
  idCard: nextIdNumber(),
  img1key: front,
  img2key: back,
  ...extra,
})

const card = {
  bankName: 'HDFC Bank',
  bankNo: '001234567890123',
  ifscCode: 'HDFC0001234',
  bankAddress: 'Fort branch, Mumbai',
  payeeName: 'test investor',
}

describe('real name: /user/auth.do', () => {
  it('takes the form once from "not verified", with the caller own images; getUserInfo shows it masked', async () => {
    const investor = createTestInvestor(server.db, now, { isActive: 0 })
    const [front, back, third] = [await upload(investor), await upload(investor), await upload(investor)]
    const reply = await post(
      '/user/auth.do',
      investor.token,
      kycForm(front, back, { img3key: third, panCode: 'ABCDE1234F' }),
    )
    expect(reply).toEqual({ status: 0, msg: 'Submitted; your real name is under review', data: null })
    expect(await userInfo(investor)).toMatchObject({
      realName: 'Asha Rao',
      idCard: '****9012',
      panCode: '****234F',
      img1Key: front,
      img2Key: back,
      img3Key: third,
      isActive: 1,
      authMsg: null,
    })
    // Under review: the form is locked.
    expect(await post('/user/auth.do', investor.token, kycForm(front, back))).toMatchObject({
      status: 1,
      msg: 'Real-name details cannot be changed now; please contact customer service',
    })
  })

  it('refuses someone else image keys and unknown keys alike, changing nothing', async () => {
    const investor = createTestInvestor(server.db, now, { isActive: 0 })
    const stranger = createTestInvestor(server.db, now, { isActive: 0 })
    const mine = await upload(investor)
    const theirs = await upload(stranger)
    const refusal = { status: 1, msg: 'Please wait for the image to be uploaded successfully', data: null }
    expect(await post('/user/auth.do', investor.token, kycForm(mine, theirs))).toEqual(refusal)
    expect(await post('/user/auth.do', investor.token, kycForm(theirs, mine))).toEqual(refusal)
    expect(await post('/user/auth.do', investor.token, kycForm(mine, mine, { img3key: theirs }))).toEqual(refusal)
    expect(await post('/user/auth.do', investor.token, kycForm(mine, 'B'.repeat(32)))).toEqual(refusal)
    expect(await userInfo(investor)).toMatchObject({ isActive: 0, realName: '', img1Key: null })
  })

  it('checks the ID number by the idDocument setting, in the caller language', async () => {
    const investor = createTestInvestor(server.db, now, { isActive: 0 })
    const [front, back] = [await upload(investor), await upload(investor)]
    expect(await post('/user/auth.do', investor.token, kycForm(front, back, { idCard: '12345678901' }))).toMatchObject({
      status: 1,
      msg: 'Please enter a correct Aadhaar number (12 digits)',
    })
    const zh = await post('/user/auth.do', investor.token, kycForm(front, back, { idCard: '12345678901' }), {
      lang: 'zh-CN',
    })
    expect(zh.msg).toBe('请输入正确的 Aadhaar 号码（12位数字）')
    saveSetting(server.db, 'idDocument', 'pan')
    try {
      expect((await post('/user/auth.do', investor.token, kycForm(front, back))).msg).toBe(
        'Please enter a correct PAN (5 letters, 4 digits, 1 letter)',
      )
      expect((await post('/user/auth.do', investor.token, kycForm(front, back, { idCard: 'ABCDE1234F' }))).status).toBe(
        0,
      )
    } finally {
      saveSetting(server.db, 'idDocument', 'aadhaar')
    }
  })

  it('keeps an approved real name: no resubmission', async () => {
    const investor = createTestInvestor(server.db, now, { isActive: 2 })
    const [front, back] = [await upload(investor), await upload(investor)]
    expect((await post('/user/auth.do', investor.token, kycForm(front, back))).msg).toBe(
      'Real-name details cannot be changed now; please contact customer service',
    )
    expect(await userInfo(investor)).toMatchObject({ isActive: 2, realName: 'Test Investor' })
  })

  it('lets two submissions race: exactly one is taken', async () => {
    const investor = createTestInvestor(server.db, now, { isActive: 0 })
    const [front, back] = [await upload(investor), await upload(investor)]
    const replies = await Promise.all([
      post('/user/auth.do', investor.token, kycForm(front, back)),
      post('/user/auth.do', investor.token, kycForm(front, back, { realName: 'Someone Else' })),
    ])
    expect(replies.map((reply) => reply.status).sort()).toEqual([0, 1])
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM kyc_reviews WHERE user_id = ?').get(investor.userId)).toEqual({
      n: 1,
    })
  })
})

describe('bank card (reading B): add, get, update', () => {
  it('binds one card to an approved real name and never answers its full number', async () => {
    const investor = createTestInvestor(server.db, now)
    expect(await post('/user/bank/getBankInfo.do', investor.token)).toEqual({ status: 0, msg: 'ok', data: null })
    expect((await userInfo(investor)).hasBankCard).toBe(false)

    const added = await post('/user/bank/add.do', investor.token, card)
    const shown = {
      bankName: 'HDFC Bank',
      bankNo: '****0123',
      ifscCode: 'HDFC0001234',
      bankAddress: 'Fort branch, Mumbai',
      payeeName: 'Test Investor',
    }
    expect(added).toEqual({ status: 0, msg: 'Saved successfully', data: shown })
    expect(await post('/user/bank/getBankInfo.do', investor.token, { code: 'x' })).toEqual({
      status: 0,
      msg: 'ok',
      data: shown,
    })
    expect((await userInfo(investor)).hasBankCard).toBe(true)
    // Stored in full, for paying withdrawals.
    expect(bankCardOf(server.db, investor.userId)?.bankNo).toBe('001234567890123')
    expect(JSON.stringify(await userInfo(investor))).not.toContain('1234567890')

    // One card: a second add is refused; a change goes through update.do.
    expect(await post('/user/bank/add.do', investor.token, { ...card, bankNo: '999988887777' })).toMatchObject({
      status: 1,
      msg: 'A bank card is already bound; change it from the bank card page',
    })
    const updated = await post('/user/bank/update.do', investor.token, {
      ...card,
      bankName: 'State Bank of India',
      bankNo: '999988887777',
      ifscCode: 'SBIN0000001',
    })
    expect(updated).toMatchObject({ status: 0, data: { bankName: 'State Bank of India', bankNo: '****7777' } })
    expect(
      server.db
        .prepare(
          'SELECT action, card_tail AS card, replaced_tail AS replaced FROM bank_card_changes WHERE user_id = ? ORDER BY id',
        )
        .all(investor.userId),
    ).toEqual([
      { action: 'bind', card: '****0123', replaced: '' },
      { action: 'replace', card: '****7777', replaced: '****0123' },
    ])
  })

  it('refuses a card before the real name is approved, and update.do before any card', async () => {
    const underReview = createTestInvestor(server.db, now, { isActive: 1 })
    expect(await post('/user/bank/add.do', underReview.token, card)).toMatchObject({
      status: 1,
      msg: 'Please authenticate first',
    })
    const approved = createTestInvestor(server.db, now)
    expect(await post('/user/bank/update.do', approved.token, card)).toMatchObject({
      status: 1,
      msg: 'Please bind the bank card first',
    })
    expect(bankCardOf(server.db, underReview.userId)).toBeUndefined()
  })

  it('applies the card rules: payee = real name, listed bank, IFSC, 9–18 digits, branch', async () => {
    const investor = createTestInvestor(server.db, now, { realName: 'Asha Rao' })
    const refusal = async (fields: Partial<typeof card>) =>
      (await post('/user/bank/add.do', investor.token, { ...card, payeeName: 'Asha Rao', ...fields })).msg
    expect(await refusal({ payeeName: 'Ravi Rao' })).toBe('The payee name must be the same as your real name')
    expect(await refusal({ bankName: 'Bank of Nowhere' })).toBe('Please choose your bank')
    expect(await refusal({ ifscCode: 'HDFC1001234' })).toBe('ifscCode is invalid')
    expect(await refusal({ bankNo: '12345678' })).toBe('bankNo is invalid')
    expect(await refusal({ bankNo: '1234567890123456789' })).toBe('bankNo is invalid')
    expect(await refusal({ bankAddress: '   ' })).toBe('bankAddress is required')
    expect(bankCardOf(server.db, investor.userId)).toBeUndefined()
    // Case and spacing of the payee do not matter; the stored payee is the approved name.
    const bound = await post('/user/bank/add.do', investor.token, {
      ...card,
      payeeName: ' ASHA   rao ',
      bankNo: '123456789',
    })
    expect(bound).toMatchObject({ status: 0, data: { payeeName: 'Asha Rao', bankNo: '****6789' } })
  })

  it('keeps the card while a withdrawal is under review, for the user and for support', async () => {
    const investor = createTestInvestor(server.db, now)
    executeCommand(
      server.db,
      investor.userId,
      { type: 'creditDeposit', id: `fund-${investor.phone}`, rechargeId: 'test', amount: Money.of('5000.00') },
      now,
    )
    expect((await post('/user/bank/add.do', investor.token, card)).status).toBe(0)
    const withdrawal = await postForm<{ id: number }>(server.url, '/user/withdraw/outMoney.do', investor.token, {
      amt: '2000',
    })
    expect(withdrawal).toMatchObject({ status: 0, data: { withStatus: 0, bankNo: '****0123' } })
    expect(hasWithdrawalUnderReview(server.db, investor.userId)).toBe(true)

    const replacement = { ...card, bankNo: '555566667777' }
    const underReview = 'The bank card cannot be changed while a withdrawal is under review'
    expect(await post('/user/bank/update.do', investor.token, replacement)).toMatchObject({
      status: 1,
      msg: underReview,
    })
    const support = staffToken(server, 'support')
    const reset = await callStaff(server, support, 'POST', '/bank/reset', { phone: investor.phone, reason: 'lost' })
    expect([reset.status, reset.msg]).toEqual([1, underReview])
    expect(bankCardOf(server.db, investor.userId)?.bankNo).toBe('001234567890123')

    // Once the user cancels it, the card may change.
    const cancelled = await post('/user/withdraw/cancel.do', investor.token, { withId: String(withdrawal.data.id) })
    expect(cancelled.status).toBe(0)
    expect(hasWithdrawalUnderReview(server.db, investor.userId)).toBe(false)
    expect(await post('/user/bank/update.do', investor.token, replacement)).toMatchObject({
      status: 0,
      data: { bankNo: '****7777' },
    })
  })

  it('shows another user nothing of a card: each user reads only their own', async () => {
    const owner = createTestInvestor(server.db, now)
    const other = createTestInvestor(server.db, now)
    expect((await post('/user/bank/add.do', owner.token, card)).status).toBe(0)
    expect(await post('/user/bank/getBankInfo.do', other.token)).toEqual({ status: 0, msg: 'ok', data: null })
    expect(await post('/user/bank/update.do', other.token, card)).toMatchObject({ status: 1 })
    expect(bankCardOf(server.db, owner.userId)?.bankName).toBe('HDFC Bank')
  })
})
