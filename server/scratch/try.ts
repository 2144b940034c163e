import { writeFileSync } from 'node:fs'
import { Documents, Money, Price } from '@bourse/core'
import { renderProtected, signRendered } from '../src/documents/issueFile.js'
import { documentKeysFor } from '../src/documents/protect/standardSecurity.js'
import { demoIdentity } from '../src/documents/sign/brokerIdentity.js'

const trades = Array.from({ length: Number(process.argv[3] ?? 12) }, (_, i) => ({
  at: Date.parse('2026-11-23T02:00:00Z') + i * 60000,
  positionSn: `S${i}`,
  side: i % 2 ? 'close' : 'open',
  account: 'stock',
  code: '600000',
  name: '浦发银行',
  direction: 'long',
  quantity: 1200,
  price: Price.of('12.34'),
  lever: 10,
  charges: [
    { type: 'buyFee', amount: Money.of('-4.44') },
    { type: 'stampDuty', amount: Money.of('-14.81') },
    { type: 'spread', amount: Money.of('-7.40') },
  ],
  realised: Money.of(i % 2 ? '150.00' : '0'),
})) as any
const note = {
  day: '2026-11-23',
  investor: { userId: 7, name: '张三', maskedPhone: '****0001' },
  trades,
  chargeTotals: Documents.chargeTotalsOf(trades.flatMap((t: any) => t.charges)),
  charges: Money.of('-1'),
  realised: Money.of('2'),
  net: Money.of('1'),
  opening: Money.of('1000'),
  closing: Money.of('1001'),
  otherMovements: Money.zero,
}
const language = (process.argv[2] ?? 'en') as any
const sheet = Documents.noteSheet(note as any, {
  language,
  issuer: { broker: 'Bourse', signer: 'Bourse demo signing key', demoKey: true },
  issuedAt: Date.now(),
})
const identity = demoIdentity('/tmp/t31/data', 'Bourse')
const t0 = performance.now()
const keys = documentKeysFor('9000000001')
const t1 = performance.now()
const rendered = renderProtected(sheet, keys, 3000)
const t2 = performance.now()
const signed = await signRendered(rendered, identity, new Date())
const t3 = performance.now()
writeFileSync(`/tmp/t31/note-${language}.pdf`, signed)
console.log({ keysMs: t1 - t0, renderMs: t2 - t1, signMs: t3 - t2, bytes: signed.length })
const n = 2000
const s = performance.now()
for (let i = 0; i < n; i++) {
  await signRendered(renderProtected(sheet, keys, 3000), identity, new Date())
}
console.log('per note ms', (performance.now() - s) / n)
