import { Wallet } from '@bourse/core'
import { useWallet } from '@bourse/react-hooks'
import { Link } from 'react-router-dom'
import { useAccountLabels } from '../account/accountLabels.js'
import { withdraw } from '../account/accountStores.js'
import { Amount } from '../components/Amount.js'
import { useLanguage } from '../i18n/useLabels.js'

/** Each line's label (core's wallet labels) and the screen that shows where that money is. */
const lineOf: Readonly<Record<Wallet.WithdrawableLineKind, { key: Wallet.WalletLabelKey; to: string }>> = {
  held: { key: 'walletLineHeld', to: '/FundingDetails' },
  frozenMargin: { key: 'walletLineFrozenMargin', to: '/warehouse' },
  ipoFrozen: { key: 'walletLineIpoFrozen', to: '/sharerecord' },
  underReview: { key: 'walletLineUnderReview', to: '/cashWithdrawalRecord' },
  withdrawable: { key: 'walletLineWithdrawable', to: '/FundingDetails' },
}

/** The lines drawn before the answer, in core's order. */
const frameKinds: readonly Wallet.WithdrawableLineKind[] = [
  'held',
  'frozenMargin',
  'ipoFrozen',
  'withdrawable',
  'underReview',
]

/**
 * "Why this much is withdrawable": core's lines (the stock account's total − margin − IPO frozen = withdrawable),
 * each a link, and withdrawals under review beside the sum (they already left the account).
 */
export const WithdrawableLines = () => {
  const labels = useAccountLabels()
  const language = useLanguage()
  const lines = useWallet(withdraw, (state) => state.lines)
  // Until the answer, the same lines with "–" (and no `data-line`): the form does not grow under the user's eyes.
  const shown = lines ?? frameKinds.map((kind) => ({ kind, amount: undefined, counted: kind !== 'underReview' }))
  return (
    <details className="withdrawable" open>
      <summary>{labels.whyWithdrawable}</summary>
      <dl aria-label={labels.whyWithdrawable} aria-busy={!lines}>
        {shown.map((line) => (
          <div key={line.kind} data-line={line.amount && line.kind} className={line.counted ? undefined : 'muted'}>
            <dt>
              <Link to={lineOf[line.kind].to}>{Wallet.walletLabel(lineOf[line.kind].key, language)}</Link>
            </dt>
            <dd>{line.amount ? <Amount value={line.amount} /> : '–'}</dd>
          </div>
        ))}
      </dl>
    </details>
  )
}
