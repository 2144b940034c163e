import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  applyFinancing,
  applyWelfare,
  investorToken,
  postForm,
  registeredInvestor,
  submitKyc,
} from '../../testing/investorActions.js'
import { runBuilt, signedInStaff, type TerminalUser } from '../../testing/runBuilt.js'
import { demo, removeFolder, type ServerProcess, startServerProcess } from '../../testing/serverProcess.js'

const applicant = '9123456700'
let server: ServerProcess
let support: TerminalUser
let auditor: TerminalUser

beforeAll(async () => {
  server = await startServerProcess({ BOURSE_CLOCK: '2026-11-24T04:00:00Z' })
  const staff = await Promise.all(
    ['support', 'auditor'].map((name) => signedInStaff(server.url, name, demo.staffPassword, server.clock)),
  )
  ;[support, auditor] = staff as [TerminalUser, TerminalUser]
  await submitKyc(server.url, await registeredInvestor(server.url, applicant), '阿莎·饶')
  const investor = await investorToken(server.url, demo.investor, demo.investorPassword)
  await applyWelfare(server.url, investor, 'WELCOME1')
  await applyFinancing(server.url, investor)
}, 120_000)
afterAll(async () => {
  await server?.stop()
  if (server) removeFolder(server.dataDir)
})

const lookUps = async (target: string) => {
  const trail = await auditor.run(['log', '--json'])
  return (JSON.parse(trail.out) as { target: string }[]).filter((row) => row.target === target)
}

describe('support output (issue 22, CLI hygiene)', () => {
  it('kyc show --out a missing folder: one clear line, exit 2, nothing read and nothing logged as viewed', async () => {
    const missing = await support.run(['kyc', 'show', applicant, '--out', 'no-such-folder'])
    expect(missing).toEqual({
      exitCode: 2,
      out: '',
      err: 'bourse: the folder "no-such-folder" does not exist; create it first\n',
    })
    expect(await lookUps(`kyc:${applicant}`)).toEqual([])
    const folder = mkdtempSync(join(tmpdir(), 'bourse-kyc-'))
    expect((await support.run(['kyc', 'show', applicant, '--out', folder])).exitCode).toBe(0)
    expect(readdirSync(folder).sort()).toEqual([`${applicant}-back.png`, `${applicant}-front.png`])
    expect(await lookUps(`kyc:${applicant}`)).toHaveLength(1)
    removeFolder(folder)
  })

  it('user: amounts with thousands separators, financing and welfare as tables, not JSON', async () => {
    const shown = await support.run(['user', demo.investor])
    expect(shown.exitCode, shown.err).toBe(0)
    expect(shown.out).toMatch(/stock\.available +1,000,000\.00\n/)
    expect(shown.out).toMatch(/\nFinancing\nid +sub-account +status +product +margin +lever +available +warning/)
    expect(shown.out).toMatch(
      /\nWelfare\ncode +amount +status +applied +reviewed by +reason\nWELCOME1 +10,000\.00 +under review /,
    )
    expect(shown.out).not.toMatch(/\{"/)
  })

  it('kyc queue: a Chinese name takes two columns a character, so the next column still lines up', async () => {
    const queue = await support.run(['kyc', 'queue'])
    const [header = '', row = ''] = queue.out.split('\n')
    const displayColumn = (line: string, text: string) => {
      const before = line.slice(0, line.indexOf(text))
      return [...before].reduce((width, char) => width + (/[\u3000-\u9fff\uff00-\uffef]/.test(char) ? 2 : 1), 0)
    }
    expect(row).toContain('阿莎·饶')
    expect(displayColumn(row, '****')).toBe(displayColumn(header, 'ID'))
  })

  it('quote: the name in the chosen language (nameEn in English)', async () => {
    const page = (await (
      await fetch(`${server.url}/prod-api/api/stock/getStock.do?stockType=sh&pageSize=1`)
    ).json()) as {
      data: { list: { code: string; name: string }[] }
    }
    const stock = page.data.list[0]
    if (!stock) throw new Error('no Shanghai stock')
    const single = await postForm<{ stock: { name: string; nameEn: string } }>(
      server.url,
      '/api/stock/getSingleStock.do',
      undefined,
      { code: stock.code },
    )
    const run = (lang: string) =>
      runBuilt(['quote', stock.code], { BOURSE_SERVER: server.url, BOURSE_LANG: lang, XDG_CONFIG_HOME: tmpdir() })
    expect((await run('en')).out).toContain(`name           ${single.data.stock.nameEn}\n`)
    expect((await run('zh-CN')).out).toContain(`name           ${single.data.stock.name}\n`)
    expect(single.data.stock.name).not.toBe(single.data.stock.nameEn)
  })

  it('find: by part of a name or of a phone, in a table (wide characters aligned)', async () => {
    const byName = await support.run(['find', '阿莎'])
    expect(byName.exitCode, byName.err).toBe(0)
    expect(byName.out).toMatch(
      new RegExp(`^phone +name +KYC +found by\\n${applicant}  阿莎·饶 +under review +name 阿莎·饶\\n$`),
    )
    const byPhone = await support.run(['find', applicant.slice(2, 8), '--json'])
    expect(JSON.parse(byPhone.out)).toContainEqual(expect.objectContaining({ phone: applicant, matched: 'phone' }))
    expect((await support.run(['find', 'zz-nobody'])).out).toBe('No investor matches.\n')
    expect((await support.run(['find', 'x'])).exitCode).toBe(2)
  })
})
