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
const frameKinds = Object.keys(lineOf) as Wallet.WithdrawableLineKind[]

/** "Why this much is withdrawable": core's lines (held − margin − IPO frozen − under review), each a link. */
export const WithdrawableLines = () => {
  const labels = useAccountLabels()
  const language = useLanguage()
  const lines = useWallet(withdraw, (state) => state.lines)
  // Until the answer, the same lines with "–" (and no `data-line`): the form does not grow under the user's eyes.
  const shown = lines ?? frameKinds.map((kind) => ({ kind, amount: undefined }))
  return (
    <details className="withdrawable" open>
      <summary>{labels.whyWithdrawable}</summary>
      <dl aria-label={labels.whyWithdrawable} aria-busy={!lines}>
        {shown.map((line) => (
          <div key={line.kind} data-line={line.amount && line.kind}>
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
