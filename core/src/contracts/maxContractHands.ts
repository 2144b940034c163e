import type { Money } from '../money/Money.js'
import * as M from '../money/Money.js'
import type { Contract } from './Contract.js'
import { contractDeposit } from './contractDeposit.js'
import { contractFee } from './contractFee.js'

/**
 * The most hands, within `minNum`–`maxNum`, whose deposit + fee the account's available funds cover (DECISIONS §7);
 * undefined when not even `minNum` fits. Deposit and fee grow with the hands, so the largest fit is found by halving.
 * Example: depositAmt 10 000, fee 20 a hand, lever 10, 5 000.00 available: a hand needs 1 000.00 + 20.00 → 4 hands
 * (4 080.00); 5 would need 5 100.00.
 */
export const maxContractHands = (
  contract: Pick<Contract, 'depositAmt' | 'transFee' | 'minNum' | 'maxNum'>,
  lever: number,
  available: Money,
): number | undefined => {
  const fits = (hands: number) =>
    M.add(contractDeposit(contract.depositAmt, hands, lever), contractFee(contract.transFee, hands)).lte(available)
  if (contract.minNum > contract.maxNum || !fits(contract.minNum)) return undefined
  let [yes, no] = [contract.minNum, contract.maxNum + 1]
  while (no - yes > 1) {
    const middle = Math.floor((yes + no) / 2)
    if (fits(middle)) yes = middle
    else no = middle
  }
  return yes
}
