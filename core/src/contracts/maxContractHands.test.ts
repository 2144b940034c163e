import { fc, test } from '@fast-check/vitest'
import { expect, it } from 'vitest'
import * as M from '../money/Money.js'
import { contractDeposit } from './contractDeposit.js'
import { contractFee } from './contractFee.js'
import { maxContractHands } from './maxContractHands.js'

const contract = { depositAmt: M.of('10000'), transFee: M.of('20'), minNum: 1, maxNum: 100 }

it('worked example: 1 000.00 + 20.00 a hand at lever 10 → 4 hands of 5 000.00; none of 1 000.00; maxNum caps', () => {
  expect(maxContractHands(contract, 10, M.of('5000.00'))).toBe(4)
  expect(maxContractHands(contract, 10, M.of('1000.00'))).toBeUndefined()
  expect(maxContractHands(contract, 10, M.of('1020.00'))).toBe(1)
  expect(maxContractHands({ ...contract, maxNum: 3 }, 10, M.of('5000.00'))).toBe(3)
})

test.prop([
  fc.integer({ min: 1, max: 5_000_000 }),
  fc.integer({ min: 0, max: 10_000 }),
  fc.constantFrom(1, 5, 10, 20, 50),
  fc.integer({ min: 0, max: 100_000_000 }),
  fc.integer({ min: 1, max: 5 }),
])('is the largest count whose deposit and fee fit (against a scan)', (deposit, fee, lever, paise, minNum) => {
  const terms = {
    depositAmt: M.of(deposit).div(100) as M.Money,
    transFee: M.of(fee).div(100) as M.Money,
    minNum,
    maxNum: 120,
  }
  const available = M.of(paise).div(100) as M.Money
  let scanned: number | undefined
  for (let hands = terms.maxNum; hands >= minNum && scanned === undefined; hands -= 1)
    if (M.add(contractDeposit(terms.depositAmt, hands, lever), contractFee(terms.transFee, hands)).lte(available))
      scanned = hands
  expect(maxContractHands(terms, lever, available)).toBe(scanned)
})
