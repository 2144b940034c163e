import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Price } from '@bourse/core'
import { readConfig } from '../src/config.js'
import { documentKeysFor } from '../src/documents/protect/standardSecurity.js'
import { historyLengthOf } from '../src/market/historyLength.js'
import { openBourse } from '../src/openBourse.js'
import { seedHolders } from '../src/risk/testing/seedHolders.js'

const size = Number(process.argv[2] ?? 1000)
const dataDir = mkdtempSync(join(tmpdir(), 'pipe-'))
const bourse = await openBourse(
  readConfig(
    {
      BOURSE_DEMO: 'off',
      BOURSE_DATA_DIR: dataDir,
      BOURSE_CLOCK: '2026-11-23T02:00:00Z',
      PORT: '0',
      BOURSE_SMTP_URL: 'sink',
    },
    process.cwd(),
  ),
  historyLengthOf('off'),
  { riskOnTick: false },
)
const now = bourse.clock.now()
const stocks = bourse.market
  .instruments()
  .filter((i) => i.kind === 'stock' && i.market === 'us')
  .slice(0, 20)
for (const s of stocks) bourse.market.setPrice(s.code, Price.of('20.00'), now)
const ids = seedHolders(
  bourse.db,
  bourse.market,
  { count: size, positionsEach: 1, deposit: '100000', firstPhone: 9_300_000_000, stocks },
  now,
)
if (process.env.HEAVY) seedHolders(bourse.db, bourse.market, { count: 1, positionsEach: Number(process.env.HEAVY), deposit: '100000000', firstPhone: 9_400_000_000, stocks }, now)
const k = documentKeysFor('x')
const stored = {
  fileKey: k.fileKey.toString('hex'),
  u: k.u.toString('hex'),
  ue: k.ue.toString('hex'),
  o: k.o.toString('hex'),
  oe: k.oe.toString('hex'),
  perms: k.perms.toString('hex'),
}
bourse.db.transaction(() => {
  for (const id of ids) {
    bourse.db
      .prepare(
        `INSERT INTO document_settings (user_id, email, email_confirmed_at, language, updated_at) VALUES (?, ?, ?, 'en', ?)`,
      )
      .run(id, `i${id}@example.invalid`, now, now)
    bourse.documents.keys.save(id, stored, now)
  }
})()
const t0 = performance.now()
const cpu0 = process.cpuUsage()
const timer = setInterval(() => console.log((performance.now()-t0).toFixed(0), JSON.stringify(bourse.db.prepare("SELECT stage, COUNT(*) n FROM document_jobs GROUP BY stage").all())), 2000)
bourse.documents.runner.request('note', '2026-11-23', 'x')
await bourse.documents.runner.runOnce()
clearInterval(timer)
const secs = (performance.now() - t0) / 1000
const cpu = process.cpuUsage(cpu0)
console.log({
  size,
  secs,
  perSec: size / secs,
  mainCpuMsPerNote: (cpu.user + cpu.system) / 1000 / size,
  sink: bourse.documents.sink?.records().length,
})
await bourse.close()
